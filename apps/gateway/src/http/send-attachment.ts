import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

/**
 * Sends a private file (decision 0175): its type, `cache-control: private, no-store` (a shared
 * cache or the browser's back button must not keep a client's schedule or a register),
 * `nosniff`, and a Content-Disposition with the Russian name in RFC 5987 `filename*`
 * (contentDisposition). Every download route of the gateway answers through it.
 */
export function sendAttachment(
  reply: FastifyReply,
  kind: 'inline' | 'attachment',
  file: { label: string; mimeType: string },
  bytes: Buffer | Uint8Array | string,
): FastifyReply {
  return reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(kind, file))
    .send(bytes);
}
