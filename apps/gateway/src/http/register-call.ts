import { type CallDef, callChangesState } from '@agrolease/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type InputOf<C extends CallDef> = C['method'] extends 'GET'
  ? NonNullable<C['query']> extends z.ZodType
    ? z.output<NonNullable<C['query']>>
    : Record<string, never>
  : NonNullable<C['body']> extends z.ZodType
    ? z.output<NonNullable<C['body']>>
    : Record<string, never>;

export type CallHandler<C extends CallDef> = (
  input: InputOf<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.input<C['reply']>>;

/**
 * Registers one call of the spec as a Fastify route: the query (GET) or body is
 * validated by the call's Zod schema, the reply is serialised by its reply schema,
 * the route appears in the OpenAPI document under its group, and a call that changes state
 * is refused to other sites' pages (decision 0079).
 */
export function registerCall<C extends CallDef>(app: FastifyInstance, def: C, handler: CallHandler<C>): void {
  const isGet = def.method === 'GET';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    // The cross-site guard (http/cross-site.ts) reads the call's flag.
    config: { changesState: callChangesState(def) },
    schema: {
      summary: def.summary,
      tags: [def.group],
      // A POST call without query parameters declares none (Fastify warns about an undefined schema).
      ...(isGet
        ? { querystring: def.query }
        : { body: def.body, ...(def.query ? { querystring: def.query } : {}) }),
      response: { 200: def.reply },
    },
    handler: async (request, reply) => {
      const input = (isGet ? request.query : (request.body ?? {})) as InputOf<C>;
      return handler(input, request, reply);
    },
  });
}
