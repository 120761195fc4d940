import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nodePageBody } from './app/lib/page-body.server.ts';

/** The request as React Router takes it; `url` is the address to render (the page cache's own). */
export function toWebRequest(request: FastifyRequest, origin: string, url = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const controller = new AbortController();
  request.raw.once('aborted', () => controller.abort());
  return new Request(`${origin}${url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

/** A rendered page: its Node stream as it is when entry.server.tsx made it, else the web body. */
export function sendPage(reply: FastifyReply, response: Response): FastifyReply {
  const body = nodePageBody(response);
  if (!body) return reply.send(response);
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(body);
}
