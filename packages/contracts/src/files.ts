import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/**
 * Files of the cabinet (spec 1 §3 "File upload result", "File download response"). SetFile
 * takes multipart form data, so the gateway registers it by hand with this reply schema.
 */
export const SET_FILE_PATH = '/SetFile';

/** Where the browser downloads a file's bytes (our design: docs/decisions/0060). */
export function fileDownloadPath(id: number): string {
  return `/srv/files/${id}`;
}

export const ZUploadedFile = z.object({
  id: z.number().int(),
  title: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  src: z.string().describe('Download address of the bytes'),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZSetFileReply = ZUploadedFile.extend({
  success: z.literal(true),
  error_message: z.literal(''),
});

export const getFile = defineCall({
  method: 'GET',
  path: '/GetFile',
  access: 'auth',
  group: 'files',
  summary: "One of the caller's files, base64-encoded; another account's file is 404",
  query: z.object({ id: zId('Неверный идентификатор файла') }),
  reply: z.object({
    success: z.literal(true),
    title: z.string(),
    content: z.string().describe('base64'),
    mime_type: z.string().default('application/pdf'),
  }),
});
