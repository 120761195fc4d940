import { join } from 'node:path';
import { formatMoscowDate } from '@agrolease/domain';
import { type Certificate, CertificateChainValidationEngine } from 'pkijs';
import { allowsDigitalSignature } from './certificate-facts.ts';
import { createCachedCrlSource } from './crl/cached-crl-source.ts';
import type { CrlFetch, CrlSource } from './crl/crl-source.ts';
import { createHttpCrlFetch } from './crl/http-crl-fetch.ts';
import { createLocalCrlFetch } from './crl/local-crl-fetch.ts';
import { DEMO_CA_CRL_URL, demoCaCrl, ensureDemoCa } from './demo-ca.ts';
import { pkiEngine } from './pki-engine.ts';
import { assertNotRevoked, type UnknownRevocation } from './revocation.ts';
import { refuse } from './signature-refused.ts';
import { loadTrustList } from './trust-list.ts';

/**
 * Which certificates count (decision 0077): those that chain to the configured trust list, are
 * within their dates, may sign and are not revoked. One rule for sign-in by certificate and for
 * document signing.
 */
export interface CertificateTrust {
  /** The trust anchors; none when nothing is configured, and then every certificate is refused. */
  anchors(): Promise<Certificate[]>;
  crls: CrlSource;
  /** What a certificate whose revocation status cannot be learnt gets. */
  unknownRevocation: UnknownRevocation;
}

export interface CertificateTrustOptions {
  /** CERT_TRUST_LIST: a folder or a PEM bundle of the accredited CAs' roots. */
  trustList?: string;
  /** Where the demo CA lives when it is trusted (development, tests, CERT_TRUST_DEMO_CA=1). */
  demoCaDirectory?: string;
  /** How CRLs are fetched; over HTTP unless told (the demo CA's is always answered locally). */
  crlFetch?: CrlFetch;
  /** CERT_REVOCATION_UNKNOWN; refuse unless told. */
  unknownRevocation?: UnknownRevocation;
}

export function createCertificateTrust(options: CertificateTrustOptions): CertificateTrust {
  const listed = options.trustList ? loadTrustList(options.trustList) : [];
  const { demoCaDirectory } = options;
  const demo = () => (demoCaDirectory ? ensureDemoCa(demoCaDirectory) : undefined);
  let anchors: Promise<Certificate[]> | undefined;
  const crlFetch = options.crlFetch ?? createHttpCrlFetch();
  return {
    anchors() {
      anchors ??= Promise.resolve(demo()).then((ca) => (ca ? [...listed, ca.certificate] : listed));
      return anchors;
    },
    crls: createCachedCrlSource(
      demoCaDirectory
        ? createLocalCrlFetch(
            { [DEMO_CA_CRL_URL]: async () => demoCaCrl(await ensureDemoCa(demoCaDirectory)) },
            crlFetch,
          )
        : crlFetch,
    ),
    unknownRevocation: options.unknownRevocation ?? 'refuse',
  };
}

/** The demo CA's folder under DATA_DIR. */
export function demoCaDirectoryOf(dataDir: string): string {
  return join(dataDir, 'demo-ca');
}

const UNTRUSTED =
  'Сертификат выдан удостоверяющим центром, которому сервер не доверяет. Подпишите квалифицированным сертификатом аккредитованного удостоверяющего центра';

/** The signer's own certificate: in its dates and meant for signing. */
function assertUsable(certificate: Certificate, now: Date): void {
  if (now < certificate.notBefore.value) {
    refuse(
      `Сертификат подписанта ещё не действует: срок начинается ${formatMoscowDate(certificate.notBefore.value)}`,
    );
  }
  if (now > certificate.notAfter.value) {
    refuse(`Срок действия сертификата подписанта истёк ${formatMoscowDate(certificate.notAfter.value)}`);
  }
  if (!allowsDigitalSignature(certificate)) {
    refuse('Сертификат не предназначен для электронной подписи: в нём нет назначения «цифровая подпись»');
  }
}

/**
 * The path from the signer's certificate to a trust anchor, built and checked by PKI.js (every
 * certificate's signature and dates, the CAs' basic constraints and key usage); the CMS's other
 * certificates may serve as intermediates, never as anchors. Then no certificate of the path may
 * be revoked. Answers the path, signer first.
 */
export async function assertTrusted(
  trust: CertificateTrust,
  signer: Certificate,
  intermediates: Certificate[],
  now: Date,
): Promise<Certificate[]> {
  assertUsable(signer, now);
  const anchors = await trust.anchors();
  if (anchors.length === 0) refuse(UNTRUSTED);
  const engine = new CertificateChainValidationEngine({
    trustedCerts: anchors,
    certs: [...intermediates.filter((certificate) => certificate !== signer), signer],
    checkDate: now,
  });
  const result = await engine.verify({}, pkiEngine);
  if (!result.result || !result.certificatePath) {
    // 8: a certificate of the path is out of its dates (the signer's own was checked above).
    refuse(
      result.resultCode === 8
        ? 'Сертификат удостоверяющего центра в цепочке подписанта недействителен на текущую дату'
        : UNTRUSTED,
    );
  }
  await assertNotRevoked(result.certificatePath, trust.crls, trust.unknownRevocation, now);
  return result.certificatePath;
}
