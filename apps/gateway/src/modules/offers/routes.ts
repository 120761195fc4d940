import { offers } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import { acceptOffer, clientApplication, getOffer, rejectOffer } from './service.ts';

const CLIENTS = ['client'] as const;

/** The client's answer to the company's offer (RALOffer, decision 0064). */
export async function offerRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };
  registerCall(app, offers.ralOffer, async (input, request) =>
    getOffer(deps, await requireRole(request, CLIENTS), input.id_object),
  );
  registerCall(app, offers.cabinetApplicationCard, async (input, request) =>
    clientApplication(deps, await requireRole(request, CLIENTS), input.id_object),
  );
  registerCall(app, offers.ralOfferAccept, async (input, request) =>
    acceptOffer(deps, await requireRole(request, CLIENTS), input.id_object),
  );
  registerCall(app, offers.ralOfferReject, async (input, request) =>
    rejectOffer(deps, await requireRole(request, CLIENTS), input.id_object),
  );
}
