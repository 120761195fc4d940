import { deal } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import { commissionDocuments, dealShippingCost, dealWizard } from './service.ts';

const CLIENTS = ['client'] as const;

/** The client's deal wizard (CabinetDealWizard, spec 1 §4; decision 0064). */
export async function dealRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };
  registerCall(app, deal.cabinetDealWizard, async (input, request) =>
    dealWizard(deps, await requireRole(request, CLIENTS), input),
  );
  registerCall(app, deal.getComissionDocuments, async (input, request) =>
    commissionDocuments(deps, await requireRole(request, CLIENTS), input.id_object),
  );
  registerCall(app, deal.getDealShippingCost, async (input, request) =>
    dealShippingCost(deps, await requireRole(request, CLIENTS), input.id_shipping),
  );
}
