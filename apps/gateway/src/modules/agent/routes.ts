import { agent as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole, setSessionCookies } from '../../http/session.ts';
import { partnerMailDepsOf, partnerSenderOf } from '../partner-mail/index.ts';
import { unverifiedContractors, verifyContractor } from './contractor-checks.ts';
import { claimInvitation, sendInvitationCode, showInvitation } from './invitations.ts';
import {
  AGENT_APPLICATIONS_EXPORT,
  AGENT_CONTRACTORS_EXPORT,
  AGENT_OFFERS_EXPORT,
  BACKOFFICE_CONTRACTORS_EXPORT,
} from './list-exports.ts';
import { createOffer, listOffers, offerPdf, sendOffer, showOffer } from './offers.ts';
import {
  addContractor,
  agentDashboard,
  commissionAct,
  createApplication,
  listApplications,
  listContractors,
  showApplication,
  showContractor,
} from './service.ts';
import { agentApplicationWizard, agentSetProducts, agentShippingCost, agentUnsetProducts } from './wizard.ts';

const requireAgent = (request: FastifyRequest) => requireRole(request, ['agent']);

/** The agent's cabinet (issue 14, docs/decisions/0087): agents only, another agent's object 404. */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters, siteAddress: app.siteAddress };
  const partnerMail = partnerMailDepsOf(app);
  registerCall(app, contract.agentDashboard, async (_input, request) =>
    agentDashboard(deps, await requireAgent(request)),
  );
  registerListWithExport(app, contract.agentContractors, AGENT_CONTRACTORS_EXPORT, async (_input, request) =>
    listContractors(deps, await requireAgent(request)),
  );
  registerCall(app, contract.agentContractorAdd, async (input, request) =>
    addContractor(deps, await requireAgent(request), input),
  );
  registerListWithExport(
    app,
    contract.backofficeAgentContractors,
    BACKOFFICE_CONTRACTORS_EXPORT,
    async (_input, request) => {
      await requireRole(request, ['manager']);
      return unverifiedContractors(app.db);
    },
  );
  registerCall(app, contract.backofficeAgentContractorVerify, async (input, request) => {
    await requireRole(request, ['manager']);
    return verifyContractor(app.db, input.id);
  });
  registerCall(app, contract.agentContractor, async (input, request) =>
    showContractor(deps, await requireAgent(request), input.id),
  );
  registerListWithExport(app, contract.agentApplications, AGENT_APPLICATIONS_EXPORT, async (input, request) =>
    listApplications(deps, await requireAgent(request), input.id_contractor),
  );
  registerCall(app, contract.agentApplication, async (input, request) =>
    showApplication(deps, await requireAgent(request), input.id),
  );
  registerCall(app, contract.agentApplicationCreate, async (input, request) => {
    const session = await requireAgent(request);
    return createApplication(deps, session, input, partnerMail, partnerSenderOf(session, request));
  });
  // The invitation of a contractor without an account (decision 0113): public, the token is the key.
  const inviteDeps = { db: app.db, adapters: app.adapters };
  registerCall(app, contract.companyInvitation, async (input) => showInvitation(app.db, input.token));
  registerCall(app, contract.companyInvitationGetCode, async (input, request) =>
    sendInvitationCode(inviteDeps, input.token, callerOf(request)),
  );
  registerCall(app, contract.companyInvitationClaim, async (input, request, reply) => {
    const result = await claimInvitation(inviteDeps, input, callerOf(request));
    setSessionCookies(request, reply, result.token);
    return result;
  });
  // The client's application wizard on the contractor's behalf (decision 0108).
  const wizardDeps = { db: app.db, files: app.adapters.files };
  registerCall(app, contract.agentApplicationWizard, async (input, request) =>
    agentApplicationWizard(wizardDeps, await requireAgent(request), input),
  );
  registerCall(app, contract.agentApplicationSetProducts, async (input, request) =>
    agentSetProducts(wizardDeps, await requireAgent(request), input),
  );
  registerCall(app, contract.agentApplicationUnsetProducts, async (input, request) =>
    agentUnsetProducts(wizardDeps, await requireAgent(request), input),
  );
  registerCall(app, contract.agentApplicationShippingCost, async (input, request) =>
    agentShippingCost(wizardDeps, await requireAgent(request), input),
  );

  registerListWithExport(app, contract.agentOffers, AGENT_OFFERS_EXPORT, async (_input, request) =>
    listOffers(deps, await requireAgent(request)),
  );
  registerCall(app, contract.agentOffer, async (input, request) =>
    showOffer(deps, await requireAgent(request), input.id),
  );
  registerCall(app, contract.agentOfferCreate, async (input, request) =>
    createOffer(deps, await requireAgent(request), input),
  );
  registerCall(app, contract.agentOfferSend, async (input, request) =>
    sendOffer(deps, partnerMail, partnerSenderOf(await requireAgent(request), request), input),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.AGENT_COMMISSION_ACT_PATH,
    {
      schema: {
        summary:
          "The act of services rendered for one paid commission, PDF (decision 0108; another agent's deal or an unpaid commission: 404)",
        tags: ['agent'],
        querystring: contract.ZAgentCommissionActQuery,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await commissionAct(deps, await requireAgent(request), request.query.id_deal);
      return sendAttachment(reply, 'attachment', { label: filename, mimeType: 'application/pdf' }, pdf);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.AGENT_OFFER_PDF_PATH,
    {
      schema: {
        summary: "One of the agent's commercial offers as a PDF (another agent's: 404)",
        tags: ['agent'],
        querystring: contract.ZAgentOfferPdfQuery,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await offerPdf(deps, await requireAgent(request), request.query.id);
      return sendAttachment(reply, 'attachment', { label: filename, mimeType: 'application/pdf' }, pdf);
    },
  );
}
