/**
 * How a kept page is answered (decision 0161): its bytes never change, so each encoding of it is
 * compressed once and kept beside it, and its inline scripts are allowed by their hashes in the
 * answer's content security policy instead of by a nonce written into the page (which made every
 * answer a new body to compress: 2–4 ms of brotli for a 130 KB catalogue page, against a
 * fraction of a millisecond for the rest of a kept answer).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** An inline script: the text between its tags is what a CSP hash source is computed over. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources (`'sha256-…'`) of the page's inline scripts, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(INLINE_SCRIPT))
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...hashes];
}

/** The answer's policy with the page's scripts allowed by hash in place of the answer's nonce. */
export function policyWithHashes(policy: string, nonce: string, hashes: readonly string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join(''));
}

/** The encoding to answer in: brotli, else gzip, when the request accepts it (q > 0). */
export function chosenEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The page in an encoding, compressed once per kept page, so harder than a render's answer
 * (brotli 4, @fastify/compress in site-server.ts): brotli 6 is about 10 ms for the catalogue.
 */
export function encodedPage(body: Buffer, encoding: PageEncoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}
