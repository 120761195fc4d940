import { supplier as contract, supplierNewProducts } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole } from '../../http/session.ts';
import { XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { PRODUCT_CHANGES_EXPORT } from './list-exports.ts';
import { decideProductChange, productChangeCard, productChangesQueue } from './moderation.ts';
import { newProductForm, saveNewProduct } from './new-cards.ts';
import { productsWorkbook } from './products-report.ts';
import {
  saveSupplierProduct,
  supplierProduct,
  supplierProducts,
  supplierProductsForReport,
} from './service.ts';

const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** The accredited supplier's nomenclature and its moderation in the back office (decision 0086). */
export async function supplierRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };

  registerCall(app, contract.supplierCRMProducts, async (input, request) =>
    supplierProducts(deps, await requireAccreditedSupplier(request), input),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.SUPPLIER_PRODUCTS_REPORT_PATH,
    {
      schema: {
        summary: "The supplier's machines as an XLSX workbook (the list's download_url)",
        tags: ['supplier'],
        querystring: contract.ZSupplierProductsQuery.pick({ query: true }),
      },
    },
    async (request, reply) => {
      const session = await requireAccreditedSupplier(request);
      const now = deps.clock.now();
      const data = await supplierProductsForReport(deps, session, request.query.query);
      const file = await productsWorkbook(data, now, request.query.query);
      return sendAttachment(
        reply,
        'attachment',
        {
          label: `nomenclature-${now.toISOString().slice(0, 10)}`,
          mimeType: XLSX_MIME,
        },
        file,
      );
    },
  );
  registerCall(app, contract.supplierCRMProduct, async (input, request) =>
    supplierProduct(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerCall(app, contract.supplierCRMProductSave, async (input, request) =>
    saveSupplierProduct(deps, await requireAccreditedSupplier(request), input),
  );

  registerCall(app, supplierNewProducts.supplierCRMNewProduct, async (input, request) =>
    newProductForm(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, supplierNewProducts.supplierCRMNewProductSave, async (input, request) =>
    saveNewProduct(deps, await requireAccreditedSupplier(request), input),
  );

  registerListWithExport(
    app,
    contract.backofficeProductChanges,
    PRODUCT_CHANGES_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return productChangesQueue(deps, input);
    },
  );
  registerCall(app, contract.backofficeProductChange, async (input, request) => {
    await requireManager(request);
    return productChangeCard(deps, input.id_object);
  });
  registerCall(app, contract.backofficeProductChangeDecide, async (input, request) => {
    await requireManager(request);
    return decideProductChange(deps, input);
  });
}
