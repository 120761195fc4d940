import { join } from 'node:path';
import { type CertificateTrust, createCertificateTrust } from '../certificates/certificate-trust.ts';
import { issueCertificate, makeCa, type OpensslCa } from './openssl-pki.ts';

/**
 * The certification authority the gateway's tests trust (one per test process, made by openssl)
 * and certificates it issues. buildTestGateway trusts it unless a test brings its own trust.
 */
let ca: OpensslCa | undefined;

export function testCa(): OpensslCa {
  ca ??= makeCa({ name: 'УЦ для тестов Агролизинга' });
  return ca;
}

export function testTrust(): CertificateTrust {
  return createCertificateTrust({ trustList: join(testCa().directory, 'ca.pem') });
}

/** A certificate of the test CA with the Russian subject attributes (INN, OGRN, SNILS). */
export function makeCertificate(subject: { cn: string; inn: string; ogrn?: string; snils?: string }) {
  return issueCertificate(testCa(), [
    ['CN', subject.cn],
    ['1.2.643.3.131.1.1', subject.inn],
    ...(subject.ogrn ? [['1.2.643.100.1', subject.ogrn] as [string, string]] : []),
    ...(subject.snils ? [['1.2.643.100.3', subject.snils] as [string, string]] : []),
  ]);
}
