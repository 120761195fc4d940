import { supplierLeads as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { deleteSupplierConsultant, saveSupplierConsultant, supplierConsultantsList } from './consultants.ts';
import { saveSupplierInterest, supplierInterest, supplierInterests } from './leads.ts';
import { SUPPLIER_INTERESTS_EXPORT, SUPPLIER_OFFERS_EXPORT } from './list-exports.ts';
import {
  backofficeSupplierOffers,
  createSupplierOffer,
  decideSupplierOffer,
  supplierOffers,
  withdrawSupplierOffer,
} from './offers.ts';

const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** The supplier's leads, special offers and consultants, and the offers' moderation (decision 0106). */
export async function supplierLeadsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };

  registerListWithExport(app, contract.supplierInterests, SUPPLIER_INTERESTS_EXPORT, async (input, request) =>
    supplierInterests(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierInterest, async (input, request) =>
    supplierInterest(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerCall(app, contract.supplierInterestSave, async (input, request) =>
    saveSupplierInterest(deps, await requireAccreditedSupplier(request), input),
  );

  registerCall(app, contract.supplierOffers, async (input, request) =>
    supplierOffers(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierOfferCreate, async (input, request) =>
    createSupplierOffer(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierOfferWithdraw, async (input, request) =>
    withdrawSupplierOffer(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerListWithExport(
    app,
    contract.backofficeSupplierOffers,
    SUPPLIER_OFFERS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return backofficeSupplierOffers(deps, input);
    },
  );
  registerCall(app, contract.backofficeSupplierOfferDecide, async (input, request) => {
    await requireManager(request);
    return decideSupplierOffer(deps, input);
  });

  registerCall(app, contract.supplierConsultants, async (_input, request) =>
    supplierConsultantsList(deps, await requireAccreditedSupplier(request)),
  );
  registerCall(app, contract.supplierConsultantSave, async (input, request) =>
    saveSupplierConsultant(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierConsultantDelete, async (input, request) =>
    deleteSupplierConsultant(deps, await requireAccreditedSupplier(request), input.id_object),
  );
}
