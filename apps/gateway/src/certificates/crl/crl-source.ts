import { CertificateRevocationList } from 'pkijs';

/**
 * Certificate revocation lists by the address a certificate names (its CRL distribution point):
 * fetched over HTTP in production, answered locally for the demo CA and in tests, and cached
 * (decision 0077). A list that cannot be had is an error; the caller decides what it means.
 */
export interface CrlSource {
  get(url: string, now: Date): Promise<CertificateRevocationList>;
}

/** The raw bytes of the list at an address (DER or PEM). */
export type CrlFetch = (url: string) => Promise<Uint8Array>;

export class CrlUnavailable extends Error {
  constructor(url: string, reason: string) {
    super(`CRL ${url}: ${reason}`);
    this.name = 'CrlUnavailable';
  }
}

export function parseCrl(url: string, bytes: Uint8Array): CertificateRevocationList {
  const text = Buffer.from(bytes).toString('latin1');
  const pem = /-----BEGIN X509 CRL-----([^-]+)-----END X509 CRL-----/.exec(text)?.[1];
  try {
    return CertificateRevocationList.fromBER(new Uint8Array(pem ? Buffer.from(pem, 'base64') : bytes));
  } catch {
    throw new CrlUnavailable(url, 'not a CRL');
  }
}
