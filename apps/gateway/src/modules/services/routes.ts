import { services } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadConfig } from '../../config.ts';
import { clientIdOf, requireClientId } from '../../http/client-id.ts';
import { registerCall } from '../../http/register-call.ts';
import { cookieOf } from '../../http/request-fields.ts';
import { factoringLetter } from './factoring-letter.ts';
import { complaintStatus, faqList, finesOf, markFaq, workDay, workDays } from './service.ts';
import { type RequestKind, storeServiceRequest } from './service-requests.ts';

/** Who sent a form, for duplicate detection: the client id, else the address. */
function senderOf(request: FastifyRequest): string {
  return clientIdOf(request) ?? `ip:${request.ip}`;
}

export async function servicesRoutes(app: FastifyInstance): Promise<void> {
  const store = (kind: RequestKind, payload: Record<string, unknown>, request: FastifyRequest) =>
    storeServiceRequest(app.db, app.adapters.clock, {
      kind,
      payload,
      sender: senderOf(request),
      clientId: clientIdOf(request),
    });

  registerCall(app, services.setCall, (input, request) => {
    requireClientId(request);
    // spec 2 §7: a callback carries the visitor's uid cookie (the UTM uid) when there is one.
    const uid = cookieOf(request, 'uid');
    return store('callback', { ...input, ...(uid ? { uid } : {}) }, request);
  });
  registerCall(app, services.setAgentshipCall, (input, request) => store('agentship', input, request));
  registerCall(app, services.setMarketingOfferCall, (input, request) => store('marketing', input, request));
  registerCall(app, services.postFeedback, (input, request) =>
    store(input.topic === 'support' ? 'support' : 'feedback', input, request),
  );
  registerCall(app, services.emailFactoring, async (input, request) => {
    const accepted = await store('factoring', input, request);
    if (accepted.duplicate) return accepted;
    // The application is stored first: a failing mail server must not lose it.
    await app.adapters.mail
      .send(factoringLetter(input, accepted.code, loadConfig().FACTORING_EMAIL))
      .catch((error: unknown) => request.log.error({ err: error }, 'factoring letter not sent'));
    return accepted;
  });
  registerCall(app, services.getCabinetFines, (input) => finesOf(app.db, input));
  registerCall(app, services.getComplaintStatus, (input) => complaintStatus(app.db, input.code));
  registerCall(app, services.getWorkDays, async (input) => workDays(input.year, input.month));
  registerCall(app, services.isWorkDay, async (input) => workDay(input.date));
  registerCall(app, services.getFAQList, (input, request) =>
    faqList(app.db, input.type, clientIdOf(request)),
  );
  registerCall(app, services.setFAQMark, (input, request) =>
    markFaq(app.db, requireClientId(request), input.id, input.useful),
  );
}
