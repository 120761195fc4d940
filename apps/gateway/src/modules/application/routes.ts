import { application as contract } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import { accountCartKey } from '../cart/index.ts';
import {
  applicationWizard,
  createFromCart,
  getComplect,
  getShippingCost,
  setProducts,
  unsetProducts,
} from './service.ts';

const CLIENT = ['client'] as const;

/** The application wizard's calls (spec 2 §7) and the cart's "create application" (decision 0062). */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, files: app.adapters.files };
  registerCall(app, contract.applicationWizard, async (input, request) =>
    applicationWizard(
      deps,
      await requireRole(request, CLIENT),
      input as Parameters<typeof applicationWizard>[2],
    ),
  );
  registerCall(app, contract.getComplect, async (input, request) =>
    getComplect(app.db, await requireRole(request, CLIENT), input.id_product),
  );
  registerCall(app, contract.setProducts, async (input, request) =>
    setProducts(app.db, await requireRole(request, CLIENT), input),
  );
  registerCall(app, contract.unsetProducts, async (input, request) =>
    unsetProducts(app.db, await requireRole(request, CLIENT), input.id_object, input.id_row),
  );
  registerCall(app, contract.getShippingCost, async (input, request) =>
    getShippingCost(app.db, await requireRole(request, CLIENT), input),
  );
  registerCall(app, contract.createFromCart, async (_input, request) => {
    const session = await requireRole(request, CLIENT);
    return createFromCart(app.db, session, accountCartKey(session.accountId));
  });
}
