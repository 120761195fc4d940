import {
  type MachineReadableAttorney,
  PERSON_MISMATCH_TITLE,
  personMismatch,
} from '@agrolease/domain/machine-readable-attorney';
import type { CertificateOwner } from './certificate-facts.ts';
import type { CertificateTrust } from './certificate-trust.ts';
import { refuse } from './signature-refused.ts';
import { decodeSignature, verifyCms } from './verify-cms.ts';

/**
 * The signature of an МЧД (docs/decisions/0099): a detached CMS over the XML's very bytes, by a
 * certificate the trust rules accept (verify-cms.ts: the chain to the trust list, dates, key
 * usage, revocation; a self-signed certificate or one outside the trusted chain is refused),
 * and that certificate is the principal's head's: it names the organisation (ИНН ЮЛ) and, where
 * the МЧД and the certificate both carry them, the head's SNILS and personal INN.
 */

/** The certificate names the organisation: ИНН ЮЛ, or the INN field of older profiles. */
export function certificateNamesCompany(owner: CertificateOwner, companyInn: string): boolean {
  return owner.innLe === companyInn || owner.inn === companyInn;
}

/** The .sig as the user has it: DER bytes, or base64/PEM text. */
function signatureBytes(sig: Uint8Array): Uint8Array {
  const text = Buffer.from(sig).toString('latin1').trim();
  return /^[A-Za-z0-9+/=_\-\s]+$|^-----BEGIN/.test(text) ? decodeSignature(text) : sig;
}

export async function verifyAttorneySignature(
  xml: Uint8Array,
  sig: Uint8Array,
  attorney: MachineReadableAttorney,
  trust: CertificateTrust,
  now = new Date(),
): Promise<CertificateOwner> {
  const signer = await verifyCms(signatureBytes(sig), xml, trust, now);
  const { head, inn } = attorney.principal;
  if (!certificateNamesCompany(signer, inn)) {
    refuse(
      `МЧД подписана сертификатом, который не выдан руководителю организации-доверителя (ИНН ${inn}): ${signer.subject}`,
    );
  }
  // The organisation's certificate is the head's; where both name the person, it is this head.
  const mismatch = personMismatch(head, signer);
  if (mismatch === 'snils' || mismatch === 'inn') {
    refuse(
      `МЧД подписана не руководителем, указанным в ней (${head.name}): ${PERSON_MISMATCH_TITLE[mismatch]}`,
    );
  }
  return signer;
}
