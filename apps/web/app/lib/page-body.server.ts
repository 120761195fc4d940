import type { Readable } from 'node:stream';

/**
 * A rendered page's HTML as the Node stream React writes it into, carried on the Response that
 * entry.server.tsx hands React Router (issue 36, decision 0187). Wrapping it in a web stream
 * for the Response and unwrapping it again in Fastify cost each page two stream conversions
 * (web streams, undici, readable-stream: about 5 % of a signed-in page's CPU); the site server
 * sends the Node stream as it is. The symbol is the registry's, so the two bundles that meet
 * here (the page build and the site server) name the same one.
 */
const NODE_BODY = Symbol.for('agrolease.page-node-body');

interface WithNodeBody {
  [NODE_BODY]?: Readable;
}

/** A Response whose body is `body`, readable only through `nodePageBody` or `wholePage`. */
export function pageResponse(body: Readable, init: ResponseInit): Response {
  const response = new Response(null, init);
  Object.defineProperty(response, NODE_BODY, { value: body });
  return response;
}

/** The page's Node stream, when the response is one entry.server.tsx rendered. */
export function nodePageBody(response: Response): Readable | undefined {
  return (response as WithNodeBody)[NODE_BODY];
}

/** The same response with its whole body read: for those that keep or inspect the bytes. */
export async function wholePage(response: Response): Promise<Response> {
  const body = nodePageBody(response);
  if (!body) return response;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Response(Buffer.concat(chunks), { status: response.status, headers: response.headers });
}
