import { services } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIdOf, requireClientId } from '../../http/client-id.ts';
import { registerCall } from '../../http/register-call.ts';
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
    const uid = request.cookies?.uid;
    return store('callback', { ...input, ...(uid ? { uid } : {}) }, request);
  });
  registerCall(app, services.setAgentshipCall, (input, request) => store('agentship', input, request));
  registerCall(app, services.setMarketingOfferCall, (input, request) => store('marketing', input, request));
  registerCall(app, services.postFeedback, (input, request) =>
    store(input.topic === 'support' ? 'support' : 'feedback', input, request),
  );
  // The mail adapter arrives with the identity stream: until then the application is stored only.
  registerCall(app, services.emailFactoring, (input, request) => store('factoring', input, request));
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
