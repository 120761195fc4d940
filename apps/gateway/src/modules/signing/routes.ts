import type { TRole } from '@agrolease/contracts';
import { PARTNER_ROLES, signing } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireRole, requireSession } from '../../http/session.ts';
import { insertCspLog } from './queries.ts';
import { signApplication, signDocument } from './service.ts';
import { canSes, sesAgreementStep } from './ses-agreement.ts';

/** Who signs in the cabinet: every partner role (a manager signs nothing here). */
export const SIGNING_ROLES: readonly TRole[] = PARTNER_ROLES;

/** Electronic signing (docs/decisions/0063). */
export async function signingRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.db,
    adapters: app.adapters,
    files: app.adapters.files,
    sms: app.adapters.sms,
    certificates: app.adapters.certificates,
  };
  registerCall(app, signing.canSesAgreement, async (_input, request) =>
    canSes(app.db, await requireRole(request, SIGNING_ROLES)),
  );
  registerCall(app, signing.sesAgreement, async (input, request) =>
    sesAgreementStep(deps, await requireRole(request, SIGNING_ROLES), input, callerOf(request)),
  );
  registerCall(app, signing.cabinetApplicationSignSes, async (input, request) =>
    signApplication(
      deps,
      await requireRole(request, SIGNING_ROLES),
      { method: 'ses', id_object: input.id_object, code: input.code },
      callerOf(request),
    ),
  );
  registerCall(app, signing.cabinetApplicationSign, async (input, request) =>
    signApplication(deps, await requireRole(request, SIGNING_ROLES), input, callerOf(request)),
  );
  registerCall(app, signing.cabinetDocumentSign, async (input, request) =>
    signDocument(deps, await requireRole(request, SIGNING_ROLES), input, callerOf(request)),
  );
  registerCall(app, signing.cspLog, async (input, request) => {
    const session = await requireSession(request);
    const caller = callerOf(request);
    request.log.warn({ accountId: session.accountId, cspError: input.message }, 'CryptoPro plug-in error');
    await insertCspLog(app.db, {
      accountId: session.accountId,
      message: input.message,
      ip: caller.ip,
      userAgent: caller.userAgent.slice(0, 1000),
    });
    return { success: true as const };
  });
}
