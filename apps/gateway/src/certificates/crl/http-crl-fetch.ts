import { type CrlFetch, CrlUnavailable } from './crl-source.ts';

/** Lists of large CAs run to tens of megabytes. */
const MAX_BYTES = 64 * 1024 * 1024;

/** GET over http(s) with a time limit; other schemes (ldap:) are not fetched. */
export function createHttpCrlFetch(options: { timeoutMs?: number } = {}): CrlFetch {
  return async (url) => {
    if (!/^https?:\/\//i.test(url)) throw new CrlUnavailable(url, 'only http and https are fetched');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new CrlUnavailable(url, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new CrlUnavailable(url, `HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
      throw new CrlUnavailable(url, 'too large');
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_BYTES) throw new CrlUnavailable(url, 'too large');
    return bytes;
  };
}
