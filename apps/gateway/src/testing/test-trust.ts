import { join } from 'node:path';
import { type CertificateTrust, createCertificateTrust } from '../certificates/certificate-trust.ts';
import { createLocalCrlFetch } from '../certificates/crl/local-crl-fetch.ts';
import type { UnknownRevocation } from '../certificates/revocation.ts';
import { type IssueOptions, issueCertificate, makeCa, makeCrl, type OpensslCa } from './openssl-pki.ts';

/**
 * The certification authority the gateway's tests trust (one per test process, made by openssl),
 * its CRL (answered locally) and the certificates it issues. buildTestGateway trusts it unless a
 * test brings its own trust.
 */
let ca: OpensslCa | undefined;

export function testCa(): OpensslCa {
  ca ??= makeCa({ name: 'УЦ для тестов Агролизинга' });
  return ca;
}

/** Where a test CA's certificates say its CRL is. */
export function crlUrlOf(authority: OpensslCa): string {
  return `http://crl.agrolease.invalid/${authority.thumbprint}.crl`;
}

/** Trust in the CA (the test CA by default), its CRL made by openssl when fetched. */
export function trustOf(
  authority: OpensslCa = testCa(),
  options: { unknownRevocation?: UnknownRevocation } = {},
): CertificateTrust {
  return createCertificateTrust({
    trustList: join(authority.directory, 'ca.pem'),
    crlFetch: createLocalCrlFetch({ [crlUrlOf(authority)]: () => makeCrl(authority) }),
    unknownRevocation: options.unknownRevocation,
  });
}

export function testTrust(): CertificateTrust {
  return trustOf();
}

/** A certificate of the CA (the test CA by default) naming its CRL. */
export function issueFrom(authority: OpensslCa, subject: [string, string][], options: IssueOptions = {}) {
  return issueCertificate(authority, subject, { crlUrl: crlUrlOf(authority), ...options });
}

/** A certificate of the test CA with the Russian subject attributes (INN, OGRN, SNILS). */
export function makeCertificate(subject: { cn: string; inn: string; ogrn?: string; snils?: string }) {
  return issueFrom(testCa(), [
    ['CN', subject.cn],
    ['1.2.643.3.131.1.1', subject.inn],
    ...(subject.ogrn ? [['1.2.643.100.1', subject.ogrn] as [string, string]] : []),
    ...(subject.snils ? [['1.2.643.100.3', subject.snils] as [string, string]] : []),
  ]);
}
