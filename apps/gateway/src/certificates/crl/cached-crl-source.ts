import type { CertificateRevocationList } from 'pkijs';
import { type CrlFetch, type CrlSource, parseCrl } from './crl-source.ts';

export const CRL_CACHE = {
  /** A list is fetched again after an hour even if its nextUpdate is later: CAs publish early. */
  maxAgeMs: 3600_000,
  /** Distinct lists kept (one or two per accredited CA). */
  maxEntries: 500,
} as const;

interface Entry {
  crl: Promise<CertificateRevocationList>;
  expiresAt: number;
}

/**
 * Parsed lists kept in memory until their nextUpdate (at most an hour); one fetch at a time per
 * address; a failed fetch is not kept, so the next check tries again.
 */
export function createCachedCrlSource(fetch: CrlFetch, limits = CRL_CACHE): CrlSource {
  const entries = new Map<string, Entry>();
  return {
    async get(url, now) {
      const cached = entries.get(url);
      if (cached && cached.expiresAt > now.getTime()) return cached.crl;
      const entry: Entry = {
        crl: fetch(url).then((bytes) => parseCrl(url, bytes)),
        expiresAt: now.getTime() + limits.maxAgeMs,
      };
      entries.delete(url);
      entries.set(url, entry);
      if (entries.size > limits.maxEntries) entries.delete(entries.keys().next().value as string);
      try {
        const crl = await entry.crl;
        const nextUpdate = crl.nextUpdate?.value.getTime();
        if (nextUpdate !== undefined) entry.expiresAt = Math.min(entry.expiresAt, nextUpdate);
        return crl;
      } catch (error) {
        if (entries.get(url) === entry) entries.delete(url);
        throw error;
      }
    },
  };
}
