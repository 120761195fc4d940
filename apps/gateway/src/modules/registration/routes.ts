import { auth, registration } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { callerOf } from '../../http/caller.ts';
import { namedContentDisposition } from '../../http/content-disposition.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireSession, sessionOf, setSessionCookies } from '../../http/session.ts';
import { hasAgreementText, renderAgreementPdf } from './agreement-pdf.ts';
import { certificateSignInOff, signInByCertificate } from './certificate-sign-in.ts';
import {
  acceptAgreements,
  agreementsState,
  confirmRegistrationCode,
  createAccountFromRegistration,
  findCompanies,
  listAgreements,
  openRegistration,
  registrationState,
  requestRegistrationCode,
} from './service.ts';

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };

  registerCall(app, registration.getCode, (input, request) =>
    requestRegistrationCode(deps, input, callerOf(request)),
  );
  registerCall(app, registration.checkCode, (input) => confirmRegistrationCode(deps, input));

  registerCall(app, registration.companySearch, async (input, request) => {
    // A signed-in user, or a registration in progress (the organisation step).
    if (!(await sessionOf(request))) {
      if (input.reg_token) await openRegistration(app.db, input.reg_token);
      else await requireSession(request);
    }
    return { items: await findCompanies(app.adapters, input.query) };
  });

  registerCall(app, registration.createAccount, async (input, request, reply) => {
    const result = await createAccountFromRegistration(deps, input, callerOf(request));
    if ('token' in result && typeof result.token === 'string')
      setSessionCookies(request, reply, result.token);
    return result;
  });

  // AuthCSP: sign-in and registration by certificate (decision 0181: the registration module's).
  const certificateSignIn = loadConfig().CERTIFICATE_SIGN_IN === '1';
  registerCall(app, auth.authCSP, async (input, request, reply) => {
    if (!certificateSignIn) throw certificateSignInOff();
    const result = await signInByCertificate(deps, input, callerOf(request));
    if ('token' in result && typeof result.token === 'string')
      setSessionCookies(request, reply, result.token);
    return result;
  });

  registerCall(app, registration.getAgreements, async () => listAgreements());
  registerCall(app, registration.setSignedData, async (input, request) =>
    acceptAgreements(app.db, await requireSession(request), input.id_document),
  );
  registerCall(app, registration.checkAgreements, async (_input, request) =>
    agreementsState(await requireSession(request)),
  );
  registerCall(app, registration.registrationCheckAgreements, async (_input, request) =>
    agreementsState(await requireSession(request)),
  );
  registerCall(app, registration.checkRegistration, async (_input, request) =>
    registrationState(await requireSession(request)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    registration.GET_PDF_PATH,
    {
      schema: {
        summary: 'An agreement of Registration/GetAgreements as a PDF (decision 0042)',
        tags: ['registration'],
        querystring: registration.ZGetPdfQuery,
      },
    },
    async (request, reply) => {
      const { id_document: id } = request.query;
      if (!hasAgreementText(id)) throw new AppError('NOT_FOUND', 'Документ не найден');
      const pdf = await renderAgreementPdf(id);
      return reply
        .type('application/pdf')
        .header('content-disposition', namedContentDisposition('inline', `agroleasing-agreement-${id}.pdf`))
        .send(pdf);
    },
  );
}
