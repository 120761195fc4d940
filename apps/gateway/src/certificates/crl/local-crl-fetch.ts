import { type CrlFetch, CrlUnavailable } from './crl-source.ts';

/**
 * Lists answered without the network: the demo CA's (made on request) and the tests'. Other
 * addresses go to the fallback when there is one.
 */
export function createLocalCrlFetch(
  lists: Record<string, () => Uint8Array | Promise<Uint8Array>>,
  fallback?: CrlFetch,
): CrlFetch {
  return async (url) => {
    const list = lists[url];
    if (list) return list();
    if (fallback) return fallback(url);
    throw new CrlUnavailable(url, 'unknown address');
  };
}
