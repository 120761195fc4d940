import type { Certificate, CertificateRevocationList } from 'pkijs';
import { crlAddresses } from './certificate-facts.ts';
import type { CrlSource } from './crl/crl-source.ts';
import { pkiEngine } from './pki-engine.ts';
import { refuse } from './signature-refused.ts';

/**
 * Revocation by CRL (decision 0077): every certificate of the path but the trust anchor is looked
 * up in its issuer's list from the certificate's distribution points. A list counts when its
 * issuer's signature verifies and it is current (thisUpdate passed, nextUpdate not yet). When no
 * list can be had the status is unknown: refused unless CERT_REVOCATION_UNKNOWN=accept.
 */
export type UnknownRevocation = 'refuse' | 'accept';

type Status = 'good' | 'revoked' | 'unknown';

/** Clocks of CAs and ours differ a little. */
const SKEW_MS = 5 * 60_000;

async function usable(crl: CertificateRevocationList, issuer: Certificate, now: Date): Promise<boolean> {
  if (crl.thisUpdate.value.getTime() > now.getTime() + SKEW_MS) return false;
  if (!crl.nextUpdate || crl.nextUpdate.value.getTime() < now.getTime()) return false;
  try {
    return await crl.verify({ issuerCertificate: issuer }, pkiEngine);
  } catch {
    return false;
  }
}

async function statusOf(
  certificate: Certificate,
  issuer: Certificate,
  crls: CrlSource,
  now: Date,
): Promise<Status> {
  for (const url of crlAddresses(certificate)) {
    let crl: CertificateRevocationList;
    try {
      crl = await crls.get(url, now);
    } catch {
      continue;
    }
    if (!crl.issuer.isEqual(certificate.issuer) || !(await usable(crl, issuer, now))) continue;
    return crl.isCertificateRevoked(certificate) ? 'revoked' : 'good';
  }
  return 'unknown';
}

/** `path` is signer first, trust anchor last (certificate-trust.ts). */
export async function assertNotRevoked(
  path: Certificate[],
  crls: CrlSource,
  unknown: UnknownRevocation,
  now: Date,
): Promise<void> {
  for (let index = 0; index < path.length - 1; index++) {
    const certificate = path[index] as Certificate;
    const status = await statusOf(certificate, path[index + 1] as Certificate, crls, now);
    const whose = index === 0 ? 'подписанта' : 'удостоверяющего центра в цепочке подписанта';
    if (status === 'revoked') refuse(`Сертификат ${whose} отозван удостоверяющим центром`);
    if (status === 'unknown' && unknown === 'refuse') {
      refuse(
        `Не удалось проверить, не отозван ли сертификат ${whose}: список отзыва удостоверяющего центра недоступен. Повторите попытку позже`,
      );
    }
  }
}
