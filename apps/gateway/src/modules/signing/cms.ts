import { createHash, verify, X509Certificate } from 'node:crypto';
import {
  children,
  DerError,
  type DerNode,
  decodeName,
  decodeOid,
  expectTag,
  integerHex,
  parseDer,
  TAG,
} from './der.ts';

/**
 * Checks a CMS SignedData the CryptoPro browser plug-in made over a document (ARCHITECTURE.md
 * §6, docs/decisions/0063). What is verified:
 *  - it is a SignedData with one signer whose certificate it carries;
 *  - the signer's messageDigest attribute equals the SHA-256 of the document's bytes
 *    (an attached content, if any, must be these bytes too);
 *  - the signature over the signed attributes verifies with the certificate's public key
 *    (RSA or ECDSA with SHA-256);
 *  - the certificate is within its validity period at the time of signing.
 * What is NOT verified: the certificate chain to an accredited CA and revocation (no trust
 * store or OCSP here). GOST R 34.10/34.11-2012 signatures, which real Russian qualified
 * certificates use, are refused with a clear message: Node's OpenSSL has no GOST engine.
 */
export class CmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsError';
  }
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  gost2012_256: '1.2.643.7.1.1.2.2',
  gost2012_512: '1.2.643.7.1.1.2.3',
  gost94: '1.2.643.2.2.9',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  givenName: '2.5.4.42',
  organization: '2.5.4.10',
  /** ИНН (of a person, or of the company in older profiles). */
  inn: '1.2.643.3.131.1.1',
  /** ИНН ЮЛ (the company's INN in the 2021+ profile). */
  innLe: '1.2.643.100.4',
  ogrn: '1.2.643.100.1',
  ogrnip: '1.2.643.100.5',
  snils: '1.2.643.100.3',
} as const;

const GOST_DIGESTS = new Set<string>([OID.gost2012_256, OID.gost2012_512, OID.gost94]);

export interface CmsSigner {
  /** The signer's name: CN, else surname and given name, else the organisation. */
  subject: string;
  organization: string;
  inn: string;
  innLe: string;
  ogrn: string;
  snils: string;
  serial: string;
  /** SHA-1 of the certificate, hex upper-case: how CryptoPro names a certificate. */
  thumbprint: string;
  validFrom: string;
  validTo: string;
}

function fail(message: string): never {
  throw new CmsError(message);
}

const NOT_CMS = 'Подпись не распознана: ожидается CMS (PKCS#7) от КриптоПро ЭЦП Browser plug-in';

/** Decodes the browser's base64 (with or without line breaks, URL-safe or not). */
export function decodeSignature(text: string): Buffer {
  const cleaned = text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(cleaned)) fail(NOT_CMS);
  return Buffer.from(cleaned.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function walk(cms: Buffer) {
  const contentInfo = children(expectTag(parseDer(cms), TAG.sequence, 'ContentInfo'));
  const [type, explicit] = contentInfo;
  if (!type || decodeOid(type) !== OID.signedData || !explicit || explicit.tag !== 0xa0) fail(NOT_CMS);
  const signedData = children(expectTag(children(explicit)[0], TAG.sequence, 'SignedData'));
  // version, digestAlgorithms, encapContentInfo, [0] certificates?, [1] crls?, signerInfos
  const encap = children(expectTag(signedData[2], TAG.sequence, 'EncapsulatedContentInfo'));
  const eContent = encap[1] ? expectTag(children(encap[1])[0], TAG.octetString, 'eContent').value : undefined;
  const certificates = signedData.find((node) => node.tag === 0xa0);
  const signerInfos = expectTag(signedData[signedData.length - 1], TAG.set, 'SignerInfos');
  return {
    eContent,
    certificates: certificates ? children(certificates) : [],
    signers: children(signerInfos),
  };
}

function readSignerInfo(node: DerNode) {
  const parts = children(expectTag(node, TAG.sequence, 'SignerInfo'));
  // version, sid, digestAlgorithm, [0] signedAttrs?, signatureAlgorithm, signature, [1] unsignedAttrs?
  const sid = parts[1];
  const digestAlgorithm = decodeOid(
    expectTag(children(expectTag(parts[2], TAG.sequence, 'AlgId'))[0], TAG.oid, 'OID'),
  );
  const signedAttrs = parts[3]?.tag === 0xa0 ? parts[3] : undefined;
  const rest = parts.slice(signedAttrs ? 4 : 3);
  const signatureAlgorithm = decodeOid(
    expectTag(children(expectTag(rest[0], TAG.sequence, 'AlgId'))[0], TAG.oid, 'OID'),
  );
  const signature = expectTag(rest[1], TAG.octetString, 'signature').value;
  let serial: string | undefined;
  if (sid?.tag === TAG.sequence) serial = integerHex(expectTag(children(sid)[1], TAG.integer, 'serial'));
  return { serial, digestAlgorithm, signedAttrs, signatureAlgorithm, signature };
}

function messageDigestOf(signedAttrs: DerNode): Buffer {
  for (const attribute of children(signedAttrs)) {
    const [type, values] = children(expectTag(attribute, TAG.sequence, 'Attribute'));
    if (type && values && decodeOid(type) === OID.messageDigest) {
      return expectTag(children(values)[0], TAG.octetString, 'messageDigest').value;
    }
  }
  return fail('В подписи нет атрибута messageDigest: подпись не относится к документу');
}

/** The subject Name of a certificate: tbsCertificate's sixth field (fifth without [0] version). */
function subjectOf(certificate: DerNode): Map<string, string> {
  const tbs = children(expectTag(children(certificate)[0], TAG.sequence, 'TBSCertificate'));
  const offset = tbs[0]?.tag === 0xa0 ? 1 : 0;
  return decodeName(expectTag(tbs[offset + 4], TAG.sequence, 'subject'));
}

function signerOf(certificate: DerNode, x509: X509Certificate): CmsSigner {
  const subject = subjectOf(certificate);
  const get = (oid: string) => (subject.get(oid) ?? '').trim();
  const person = [get(OID.surname), get(OID.givenName)].filter(Boolean).join(' ');
  return {
    subject: get(OID.commonName) || person || get(OID.organization),
    organization: get(OID.organization),
    inn: get(OID.inn),
    innLe: get(OID.innLe),
    ogrn: get(OID.ogrn) || get(OID.ogrnip),
    snils: get(OID.snils),
    serial: x509.serialNumber.toUpperCase(),
    thumbprint: x509.fingerprint.replace(/:/g, '').toUpperCase(),
    validFrom: new Date(x509.validFrom).toISOString(),
    validTo: new Date(x509.validTo).toISOString(),
  };
}

/**
 * Verifies a detached (or attached) CMS over the document and answers its signer, or throws
 * CmsError with the reason in Russian.
 */
export function verifyCms(cms: Buffer, document: Buffer, now = new Date()): CmsSigner {
  let parsed: ReturnType<typeof walk>;
  let signer: ReturnType<typeof readSignerInfo>;
  try {
    parsed = walk(cms);
    if (parsed.signers.length !== 1) fail('Подпись должна содержать ровно одного подписанта');
    signer = readSignerInfo(parsed.signers[0] as DerNode);
  } catch (error) {
    if (error instanceof CmsError) throw error;
    if (error instanceof DerError) fail(NOT_CMS);
    throw error;
  }
  if (GOST_DIGESTS.has(signer.digestAlgorithm)) {
    fail(
      'Подпись по ГОСТ Р 34.11-2012 пока не проверяется сервером. Подпишите документ с помощью ПЭП (код из SMS)',
    );
  }
  if (signer.digestAlgorithm !== OID.sha256) fail('Поддерживается только подпись с хешем SHA-256');
  if (!signer.signedAttrs) fail('В подписи нет подписанных атрибутов: подпись не относится к документу');
  const documentDigest = createHash('sha256').update(document).digest();
  if (parsed.eContent && !parsed.eContent.equals(document)) fail('Подпись сделана для другого документа');
  let digest: Buffer;
  try {
    digest = messageDigestOf(signer.signedAttrs);
  } catch (error) {
    if (error instanceof DerError) fail(NOT_CMS);
    throw error;
  }
  if (!digest.equals(documentDigest)) fail('Подпись сделана для другого документа: хеш не совпадает');

  const certificates = parsed.certificates.map((node) => ({ node, x509: new X509Certificate(node.raw) }));
  const match =
    certificates.find(({ x509 }) => signer.serial && x509.serialNumber.toUpperCase() === signer.serial) ??
    (certificates.length === 1 ? certificates[0] : undefined);
  if (!match) fail('В подписи нет сертификата подписанта');

  // The signature covers the DER of the signed attributes as a SET (RFC 5652 §5.4).
  const signedBytes = Buffer.from(signer.signedAttrs.raw);
  signedBytes[0] = TAG.set;
  let valid = false;
  try {
    valid = verify('sha256', signedBytes, match.x509.publicKey, signer.signature);
  } catch {
    valid = false;
  }
  if (!valid) fail('Подпись недействительна: не совпадает с сертификатом');
  if (now < new Date(match.x509.validFrom) || now > new Date(match.x509.validTo)) {
    fail('Сертификат подписанта недействителен на текущую дату');
  }
  return signerOf(match.node, match.x509);
}
