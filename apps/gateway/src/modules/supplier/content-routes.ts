import { supplierContent as contract, zId } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { anyFile, fileBytes } from '../files/index.ts';
import {
  addPublicDocument,
  contentCard,
  deletePublicDocument,
  deleteStore,
  isSupplierLogo,
  publicDocumentsList,
  publishedDocumentFileId,
  saveContentCard,
  saveStore,
  storesList,
} from './content.ts';

/** The accredited supplier's «Контент» section and its public files (decision 0111). */
export async function supplierContentRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };
  const files = { db: app.db, files: app.adapters.files };

  registerCall(app, contract.supplierContentCard, async (_input, request) =>
    contentCard(deps, await requireAccreditedSupplier(request)),
  );
  registerCall(app, contract.supplierContentCardSave, async (input, request) =>
    saveContentCard(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierStores, async (_input, request) =>
    storesList(deps, await requireAccreditedSupplier(request)),
  );
  registerCall(app, contract.supplierStoreSave, async (input, request) =>
    saveStore(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierStoreDelete, async (input, request) =>
    deleteStore(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerCall(app, contract.supplierPublicDocuments, async (_input, request) =>
    publicDocumentsList(deps, await requireAccreditedSupplier(request)),
  );
  registerCall(app, contract.supplierPublicDocumentAdd, async (input, request) =>
    addPublicDocument(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierPublicDocumentDelete, async (input, request) =>
    deletePublicDocument(deps, await requireAccreditedSupplier(request), input.id_object),
  );

  // A published document for anyone (like the catalogue's product photos); any other id is 404.
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.PUBLIC_DOCUMENT_PATH,
    {
      schema: {
        summary: "A supplier's public document (certificate, dealer letter) as /providers/{id}/ lists it",
        tags: ['providers'],
        params: z.object({ id: zId('Неверный документ') }),
      },
    },
    async (request, reply) => {
      const fileId = await publishedDocumentFileId(app.db, request.params.id);
      if (fileId === undefined) throw new AppError('NOT_FOUND', 'Документ не найден');
      const row = await anyFile(app.db, fileId);
      const bytes = await fileBytes(files, row);
      return reply
        .type(row.mimeType)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition('attachment', { label: row.title, mimeType: row.mimeType }),
        )
        .send(bytes);
    },
  );

  // A supplier's logo for anyone; a file that is no supplier's logo is 404.
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.SUPPLIER_LOGO_PATH,
    {
      schema: {
        summary: "A supplier's logo (its cabinet upload) as /providers/{id}/ shows it",
        tags: ['providers'],
        params: z.object({ id: zId('Неверный логотип') }),
      },
    },
    async (request, reply) => {
      if (!(await isSupplierLogo(app.db, request.params.id)))
        throw new AppError('NOT_FOUND', 'Логотип не найден');
      const row = await anyFile(app.db, request.params.id);
      const bytes = await fileBytes(files, row);
      return reply
        .type(row.mimeType)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
