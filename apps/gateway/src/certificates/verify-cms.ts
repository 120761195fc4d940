import { Certificate, ContentInfo, SignedData, SignedDataVerifyError } from 'pkijs';
import { type CertificateOwner, ownerOf } from './certificate-facts.ts';
import { assertTrusted, type CertificateTrust } from './certificate-trust.ts';
import { GOST_OID } from './gost-r-34-10-2012.ts';
import { pkiEngine } from './pki-engine.ts';
import { refuse, SignatureRefused } from './signature-refused.ts';

/**
 * Checks a CMS SignedData the CryptoPro browser plug-in made (detached CAdES-BES) over a document
 * or a sign-in challenge, with PKI.js (decisions 0063, 0068, 0077); GOST R 34.10-2012 with
 * GOST R 34.11-2012 hashes, RSA and ECDSA with SHA-2:
 *  - one signer whose certificate the CMS carries; signed attributes whose messageDigest is the
 *    hash of the document (an attached content must be these very bytes);
 *  - the signature over the signed attributes verifies with the certificate's key;
 *  - the certificate chains to the trust list, is within its dates, may sign and is not revoked.
 * Answers the certificate's owner or throws SignatureRefused with the reason in Russian.
 */

const NOT_CMS = 'Подпись не распознана: ожидается CMS (PKCS#7) от КриптоПро ЭЦП Browser plug-in';
const INVALID = 'Подпись недействительна: не совпадает с сертификатом';

const SIGNED_DATA = '1.2.840.113549.1.7.2';
/** The digests a signer may use: SHA-2 and GOST R 34.11-2012 (256 and 512). */
const DIGESTS = new Set<string>([
  '2.16.840.1.101.3.4.2.1',
  '2.16.840.1.101.3.4.2.2',
  '2.16.840.1.101.3.4.2.3',
  GOST_OID.digest256,
  GOST_OID.digest512,
]);

/** Decodes the browser's base64 (with or without line breaks, URL-safe or not). */
export function decodeSignature(text: string): Buffer {
  const cleaned = text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(cleaned)) refuse(NOT_CMS);
  return Buffer.from(cleaned.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function signedDataOf(cms: Uint8Array): SignedData {
  try {
    const contentInfo = ContentInfo.fromBER(new Uint8Array(cms));
    if (contentInfo.contentType !== SIGNED_DATA) refuse(NOT_CMS);
    return new SignedData({ schema: contentInfo.content });
  } catch (error) {
    if (error instanceof SignatureRefused) throw error;
    return refuse(NOT_CMS);
  }
}

function attachedContent(signedData: SignedData): Uint8Array | undefined {
  const eContent = signedData.encapContentInfo.eContent;
  return eContent ? new Uint8Array(eContent.getValue()) : undefined;
}

function reasonOf(error: SignedDataVerifyError): string {
  switch (error.code) {
    case 2:
    case 3:
      return 'В подписи нет сертификата подписанта';
    case 10:
      return 'В подписи нет атрибута messageDigest: подпись не относится к документу';
    case 15:
      return /digest doesn't match/i.test(error.message)
        ? 'Подпись сделана для другого документа: хеш не совпадает'
        : INVALID;
    default:
      return INVALID;
  }
}

/** The signature over the signed attributes; answers the signer's certificate. */
async function verifiedSigner(signedData: SignedData, document: Uint8Array): Promise<Certificate> {
  try {
    const data = new Uint8Array(document).buffer;
    const result = await signedData.verify({ signer: 0, data, extendedMode: true }, pkiEngine);
    if (!result.signatureVerified || !(result.signerCertificate instanceof Certificate)) refuse(INVALID);
    return result.signerCertificate;
  } catch (error) {
    if (error instanceof SignatureRefused) throw error;
    if (error instanceof SignedDataVerifyError) refuse(reasonOf(error));
    return refuse(INVALID);
  }
}

export async function verifyCms(
  cms: Uint8Array,
  document: Uint8Array,
  trust: CertificateTrust,
  now = new Date(),
): Promise<CertificateOwner> {
  const signedData = signedDataOf(cms);
  const [signerInfo, ...others] = signedData.signerInfos;
  if (!signerInfo || others.length > 0) refuse('Подпись должна содержать ровно одного подписанта');
  if (!DIGESTS.has(signerInfo.digestAlgorithm.algorithmId)) {
    refuse(`Алгоритм хеширования подписи не поддерживается (${signerInfo.digestAlgorithm.algorithmId})`);
  }
  if (!signerInfo.signedAttrs)
    refuse('В подписи нет подписанных атрибутов: подпись не относится к документу');
  const attached = attachedContent(signedData);
  if (attached && !Buffer.from(attached).equals(Buffer.from(document))) {
    refuse('Подпись сделана для другого документа');
  }
  const signer = await verifiedSigner(signedData, document);
  const intermediates = (signedData.certificates ?? []).filter(
    (certificate): certificate is Certificate => certificate instanceof Certificate,
  );
  await assertTrusted(trust, signer, intermediates, now);
  return ownerOf(signer);
}

export type { CertificateOwner };
