import { documents as documentsContract, isIdValue, zId } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { fieldOf, readMultipartForm } from '../../http/multipart-form.ts';
import { registerCall } from '../../http/register-call.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireSession } from '../../http/session.ts';
import { documentPdf, editClientDocument, listDocuments } from './service.ts';

/** The documents section: CabinetDocumentsV2, its PDF, ClientDocumentEdit (docs/decisions/0063). */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, files: app.adapters.files };

  registerCall(app, documentsContract.cabinetDocuments, async (input, request) =>
    listDocuments(deps, await requireSession(request), input.state),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/CabinetDocumentsV2/PDF/:id',
    {
      schema: {
        summary: "A document's PDF inline: the signed copy once signed; another account's document is 404",
        tags: ['documents'],
        params: z.object({ id: zId('Неверный идентификатор документа') }),
        querystring: z.object({ download: z.coerce.number().int().optional() }),
      },
    },
    async (request, reply) => {
      const { document, file, bytes } = await documentPdf(
        deps,
        await requireSession(request),
        request.params.id,
      );
      const name = document.signedFileId ? file.title : file.title || `${document.title}.pdf`;
      return sendAttachment(
        reply,
        request.query.download ? 'attachment' : 'inline',
        {
          label: name,
          mimeType: file.mimeType,
        },
        bytes,
      );
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    documentsContract.CLIENT_DOCUMENT_EDIT_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary:
          'Replaces the file of an unsigned document the client uploaded (id_document) or uploads a new one (multipart: file, title)',
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 200: documentsContract.ZClientDocumentEditReply },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
      const upload = form.files.find((file) => file.field === 'file') ?? form.files[0];
      if (!upload) {
        throw new AppError('VALIDATION', 'Выберите файл', {
          fieldErrors: [{ prop: 'file', error: 'Выберите файл' }],
        });
      }
      const rawId = fieldOf(form, 'id_document');
      const idDocument = rawId ? Number(rawId) : undefined;
      if (idDocument !== undefined && !isIdValue(idDocument)) {
        throw new AppError('VALIDATION', 'Неверный номер документа', {
          fieldErrors: [{ prop: 'id_document', error: 'Неверный номер документа' }],
        });
      }
      const document = await editClientDocument(deps, session, {
        idDocument,
        title: fieldOf(form, 'title').slice(0, 200),
        upload: { ...upload, field: 'file' },
      });
      return { success: true as const, error: false as const, document };
    },
  );
}
