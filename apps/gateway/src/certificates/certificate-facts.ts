import { createHash } from 'node:crypto';
import type * as asn1js from 'asn1js';
import { Certificate, type CRLDistributionPoints } from 'pkijs';

/**
 * What the gateway reads from an X.509 certificate (PKI.js): the Russian subject attributes of a
 * qualified certificate, its key usage, its CRL distribution points, and how CryptoPro names it.
 */

export const SUBJECT_OID = {
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

const EXTENSION = { keyUsage: '2.5.29.15', crlDistributionPoints: '2.5.29.31' } as const;

/** A certificate's signer as the signing and sign-in code see it. */
export interface CertificateOwner {
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

/** Certificates from PEM (one or many blocks) or from one DER certificate. */
export function readCertificates(input: Uint8Array): Certificate[] {
  const text = Buffer.from(input).toString('latin1');
  const blocks = [...text.matchAll(/-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/g)];
  const ders = blocks.length > 0 ? blocks.map((block) => Buffer.from(block[1] ?? '', 'base64')) : [input];
  return ders.map((der) => Certificate.fromBER(new Uint8Array(der)));
}

export function certificateDer(certificate: Certificate): Uint8Array {
  return new Uint8Array(certificate.toSchema(true).toBER(false));
}

function attributesOf(certificate: Certificate): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const pair of certificate.subject.typesAndValues) {
    const value = (pair.value as asn1js.BaseStringBlock).valueBlock?.value;
    if (typeof value === 'string') attributes.set(pair.type, value.trim());
  }
  return attributes;
}

function hexOf(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex').toUpperCase();
}

/** The serial as upper-case hex without leading zero bytes (how CryptoPro and openssl print it). */
export function serialOf(certificate: Certificate): string {
  let bytes = certificate.serialNumber.valueBlock.valueHexView;
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return hexOf(bytes);
}

export function ownerOf(certificate: Certificate): CertificateOwner {
  const attributes = attributesOf(certificate);
  const get = (oid: string) => attributes.get(oid) ?? '';
  const person = [get(SUBJECT_OID.surname), get(SUBJECT_OID.givenName)].filter(Boolean).join(' ');
  return {
    subject: get(SUBJECT_OID.commonName) || person || get(SUBJECT_OID.organization),
    organization: get(SUBJECT_OID.organization),
    inn: get(SUBJECT_OID.inn),
    innLe: get(SUBJECT_OID.innLe),
    ogrn: get(SUBJECT_OID.ogrn) || get(SUBJECT_OID.ogrnip),
    snils: get(SUBJECT_OID.snils),
    serial: serialOf(certificate),
    thumbprint: createHash('sha1').update(certificateDer(certificate)).digest('hex').toUpperCase(),
    validFrom: certificate.notBefore.value.toISOString(),
    validTo: certificate.notAfter.value.toISOString(),
  };
}

/** KeyUsage's first bit (RFC 5280 §4.2.1.3); a certificate without the extension has not got it. */
export function allowsDigitalSignature(certificate: Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === EXTENSION.keyUsage);
  const bits = (extension?.parsedValue as asn1js.BitString | undefined)?.valueBlock.valueHexView;
  return bits !== undefined && bits.length > 0 && ((bits[0] ?? 0) & 0x80) !== 0;
}

/** The http(s) addresses of the certificate's CRL distribution points (RFC 5280 §4.2.1.13). */
export function crlAddresses(certificate: Certificate): string[] {
  const extension = certificate.extensions?.find((item) => item.extnID === EXTENSION.crlDistributionPoints);
  const points = (extension?.parsedValue as CRLDistributionPoints | undefined)?.distributionPoints ?? [];
  return points.flatMap((point) =>
    Array.isArray(point.distributionPoint)
      ? point.distributionPoint
          .filter((name) => name.type === 6 && /^https?:\/\//i.test(String(name.value)))
          .map((name) => String(name.value))
      : [],
  );
}
