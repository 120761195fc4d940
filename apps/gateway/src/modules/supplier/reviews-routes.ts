import { supplierReviews as contract } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { answerSupplierReview, cabinetDealReviews, leaveDealReview, supplierReviewsList } from './reviews.ts';

const CLIENTS = ['client'] as const;

/** Clients' reviews of handed-over machines and the supplier's answers (decision 0112). */
export async function supplierReviewsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };
  registerCall(app, contract.cabinetDealReviews, async (input, request) =>
    cabinetDealReviews(deps, await requireRole(request, CLIENTS), input.id_object),
  );
  registerCall(app, contract.cabinetDealReview, async (input, request) =>
    leaveDealReview(deps, await requireRole(request, CLIENTS), input),
  );
  registerCall(app, contract.supplierReviews, async (input, request) =>
    supplierReviewsList(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierReviewAnswer, async (input, request) =>
    answerSupplierReview(deps, await requireAccreditedSupplier(request), input),
  );
}
