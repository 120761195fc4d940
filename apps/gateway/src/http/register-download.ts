import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendAttachment } from './send-attachment.ts';
import { leaveOutUnknownChoices } from './unknown-choices.ts';

/** A file a download route answers: its bytes, type and the Russian name it is saved under. */
export interface DownloadFile {
  label: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * A GET route that answers a private file (decision 0175): its query validated by a schema (400
 * in the spec's shape otherwise), described in OpenAPI under its group, sent by sendAttachment.
 * With `forgiving`, a status the query does not know is left out, as a list's page whose fallback
 * is the schema's default leaves it out (decision 0189).
 */
export function registerDownload<Q extends z.ZodType>(
  app: FastifyInstance,
  route: { path: string; group: string; summary: string; query: Q; forgiving?: boolean },
  file: (query: z.output<Q>, request: FastifyRequest) => Promise<DownloadFile>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      schema: { summary: route.summary, tags: [route.group], querystring: route.query },
      ...(route.forgiving ? { preValidation: leaveOutUnknownChoices(route.query) } : {}),
    },
    async (request, reply) => {
      const { label, mimeType, bytes } = await file(request.query as z.output<Q>, request);
      return sendAttachment(reply, 'attachment', { label, mimeType }, bytes);
    },
  );
}
