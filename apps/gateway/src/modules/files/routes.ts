import { files as filesContract, zId } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { registerCall } from '../../http/register-call.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireSession } from '../../http/session.ts';
import { scheduleOrphanSweep } from './orphan-sweep.ts';
import { anyFile, fileBytes, getFileContent, ownFile, storeUpload, toUploadedFile } from './service.ts';

/** SetFile, GetFile and the download of a file's bytes (docs/decisions/0060). */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, files: app.adapters.files };
  scheduleOrphanSweep(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    filesContract.SET_FILE_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary: 'Uploads one file (multipart field file, at most 15 MB, type checked from its bytes)',
        tags: ['files'],
        consumes: ['multipart/form-data'],
        response: { 200: filesContract.ZSetFileReply },
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
      const row = await storeUpload(deps, session.accountId, { ...upload, field: 'file' });
      return { success: true as const, error_message: '' as const, ...toUploadedFile(row) };
    },
  );

  registerCall(app, filesContract.getFile, async (input, request) =>
    getFileContent(deps, (await requireSession(request)).accountId, input.id),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        summary:
          "The bytes of one of the caller's files (a manager may read any); another account's file is 404",
        tags: ['files'],
        params: z.object({ id: zId('Неверный идентификатор файла') }),
        querystring: z.object({ download: z.coerce.number().int().optional() }),
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const row =
        session.account.role === 'manager'
          ? await anyFile(app.db, request.params.id)
          : await ownFile(app.db, session.accountId, request.params.id);
      const bytes = await fileBytes(deps, row);
      return sendAttachment(
        reply,
        request.query.download ? 'attachment' : 'inline',
        {
          label: row.title,
          mimeType: row.mimeType,
        },
        bytes,
      );
    },
  );
}
