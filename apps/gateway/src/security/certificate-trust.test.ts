import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateTrust, createCertificateTrust } from '../certificates/certificate-trust.ts';
import { createLocalCrlFetch } from '../certificates/crl/local-crl-fetch.ts';
import { verifyCms } from '../certificates/verify-cms.ts';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import {
  hasGostEngine,
  type IssueOptions,
  type KeyAlgorithm,
  makeCa,
  makeCrl,
  makeSelfSignedCertificate,
  type OpensslCa,
  type OpensslCertificate,
  revoke,
  signCms,
} from '../testing/openssl-pki.ts';
import { insertTestDocument, newClient } from '../testing/signing-fixtures.ts';
import { crlUrlOf, issueFrom, testCa, testTrust, trustOf } from '../testing/test-trust.ts';

/**
 * Issue 11 §2, decision 0077: a certificate counts only when it chains to the trust list, is
 * within its dates, may sign, is not revoked, and its algorithm is one we verify. Each row is a
 * signature that used to be accepted (or a real one that used to be refused) and what the
 * server answers now. The client's INN is public: anyone could put it in a certificate.
 */

const CLIENT_INN = '3662000015';
const DAY = 86_400_000;
const document = Buffer.from('Агролизинг: вход в личный кабинет по электронной подписи');

function clientSubject(cn = 'Петров Иван Сергеевич'): [string, string][] {
  return [
    ['CN', cn],
    ['1.2.643.3.131.1.1', CLIENT_INN],
  ];
}

function issued(options: IssueOptions & { ca?: OpensslCa } = {}): OpensslCertificate {
  return issueFrom(options.ca ?? testCa(), clientSubject(), options);
}

interface Row {
  name: string;
  signature: () => Buffer;
  /** The refusal's words, or null when the signature counts. */
  refused: RegExp | null;
  /** The test CA with its CRL unless told. */
  trust?: () => CertificateTrust;
  /** Needs OpenSSL's GOST engine to make the keys. */
  gost?: boolean;
}

/** A GOST CA per key size: its certificate and CRL are signed by GOST too. */
const gostCas = new Map<KeyAlgorithm, OpensslCa>();
function gostCa(algorithm: KeyAlgorithm): OpensslCa {
  let ca = gostCas.get(algorithm);
  if (!ca) {
    ca = makeCa({ algorithm, name: `УЦ ГОСТ ${algorithm}` });
    gostCas.set(algorithm, ca);
  }
  return ca;
}

/** A CA of its own whose CRL lists the certificate it issued. */
const revoking = (() => {
  let made: { ca: OpensslCa; certificate: OpensslCertificate } | undefined;
  return () => {
    if (!made) {
      const ca = makeCa({ name: 'УЦ, отозвавший сертификат' });
      const certificate = issued({ ca });
      revoke(ca, certificate);
      made = { ca, certificate };
    }
    return made;
  };
})();

const UNREACHABLE_CRL = 'http://127.0.0.1:9/unreachable.crl';

const rows: Row[] = [
  {
    name: 'self-signed certificate carrying a real INN',
    signature: () => signCms(makeSelfSignedCertificate(clientSubject()), document),
    refused: /удостоверяющим центром, которому сервер не доверяет/,
  },
  {
    name: 'certificate of an unknown CA',
    signature: () => signCms(issued({ ca: makeCa({ name: 'Чужой УЦ' }) }), document),
    refused: /удостоверяющим центром, которому сервер не доверяет/,
  },
  {
    name: 'expired certificate',
    signature: () =>
      signCms(
        issued({ notBefore: new Date(Date.now() - 60 * DAY), notAfter: new Date(Date.now() - DAY) }),
        document,
      ),
    refused: /Срок действия сертификата подписанта истёк/,
  },
  {
    name: 'certificate not yet valid',
    signature: () => signCms(issued({ notBefore: new Date(Date.now() + DAY) }), document),
    refused: /Сертификат подписанта ещё не действует/,
  },
  {
    name: 'certificate without digitalSignature key usage',
    signature: () => signCms(issued({ keyUsage: 'keyEncipherment' }), document),
    refused: /не предназначен для электронной подписи/,
  },
  {
    name: 'tampered signature',
    signature: () => {
      const cms = signCms(issued({ algorithm: 'rsa' }), document);
      // The RSA signature value is the last bytes of a detached CMS without unsigned attributes.
      cms[cms.length - 5] = (cms[cms.length - 5] ?? 0) ^ 0xff;
      return cms;
    },
    refused: /Подпись недействительна: не совпадает с сертификатом/,
  },
  {
    name: 'certificate revoked via CRL',
    signature: () => signCms(revoking().certificate, document),
    trust: () => trustOf(revoking().ca),
    refused: /Сертификат подписанта отозван удостоверяющим центром/,
  },
  {
    name: 'CRL unreachable: refused by default',
    signature: () => signCms(issued({ crlUrl: UNREACHABLE_CRL }), document),
    refused: /Не удалось проверить, не отозван ли сертификат подписанта/,
  },
  {
    name: 'CRL unreachable: accepted when CERT_REVOCATION_UNKNOWN=accept',
    signature: () => signCms(issued({ crlUrl: UNREACHABLE_CRL }), document),
    trust: () => trustOf(testCa(), { unknownRevocation: 'accept' }),
    refused: null,
  },
  {
    name: 'certificate without a CRL distribution point: status unknown, refused',
    signature: () => signCms(issued({ crlUrl: '' }), document),
    refused: /Не удалось проверить, не отозван ли сертификат подписанта/,
  },
  {
    name: 'a CRL at the address signed by another CA counts for nothing',
    signature: () => signCms(issued(), document),
    trust: () =>
      createCertificateTrust({
        trustList: `${testCa().directory}/ca.pem`,
        crlFetch: createLocalCrlFetch({
          [crlUrlOf(testCa())]: () => makeCrl(makeCa({ name: 'Подменный УЦ' })),
        }),
      }),
    refused: /Не удалось проверить, не отозван ли сертификат подписанта/,
  },
  {
    name: 'GOST R 34.10-2012 256-bit certificate of a trusted GOST CA',
    gost: true,
    signature: () => signCms(issued({ ca: gostCa('gost2012_256'), algorithm: 'gost2012_256' }), document),
    trust: () => trustOf(gostCa('gost2012_256')),
    refused: null,
  },
  {
    name: 'GOST R 34.10-2012 512-bit certificate of a trusted GOST CA',
    gost: true,
    signature: () => signCms(issued({ ca: gostCa('gost2012_512'), algorithm: 'gost2012_512' }), document),
    trust: () => trustOf(gostCa('gost2012_512')),
    refused: null,
  },
  {
    name: 'GOST certificate with a tampered signature',
    gost: true,
    signature: () => {
      const cms = signCms(issued({ ca: gostCa('gost2012_256'), algorithm: 'gost2012_256' }), document);
      cms[cms.length - 3] = (cms[cms.length - 3] ?? 0) ^ 0x01;
      return cms;
    },
    trust: () => trustOf(gostCa('gost2012_256')),
    refused: /Подпись недействительна: не совпадает с сертификатом/,
  },
  {
    name: 'RSA certificate of the trusted CA',
    signature: () => signCms(issued({ algorithm: 'rsa' }), document),
    refused: null,
  },
  {
    name: 'ECDSA certificate of the trusted CA',
    signature: () => signCms(issued({ algorithm: 'ec' }), document),
    refused: null,
  },
];

describe('which certificates count', () => {
  const trust = testTrust();
  it.for(rows)('$name', async (row, context) => {
    if (row.gost && !hasGostEngine())
      context.skip('OpenSSL has no GOST engine here (libengine-gost-openssl)');
    const verifying = verifyCms(row.signature(), document, row.trust?.() ?? trust);
    const { refused } = row;
    if (refused) await expect(verifying).rejects.toThrow(refused);
    else await expect(verifying).resolves.toMatchObject({ inn: CLIENT_INN });
  });
});

describe.each(testDrivers())('the same rule at the calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  let ipCounter = 0;
  async function authCsp(payload: Record<string, string>, target = gateway) {
    ipCounter += 1;
    const response = await target.app.inject({
      method: 'POST',
      url: '/srv/AuthCSP',
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.77.0.${ipCounter}`,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** Asks a challenge for the INN, signs it with the certificate, sends it with the method. */
  async function signedAuthCsp(certificate: OpensslCertificate, inn: string, method = 'auth') {
    const { body } = await authCsp({ method: 'challenge', inn });
    const dataCSP = signCms(certificate, Buffer.from(body.challenge, 'utf8')).toString('base64');
    return (await authCsp({ method, dataCSP, inn, m4d_number: '', id_query: body.id_query })).body;
  }

  it('a self-signed certificate with the client’s INN no longer signs in as the client', async () => {
    const reply = await signedAuthCsp(makeSelfSignedCertificate(clientSubject()), CLIENT_INN);
    expect(reply).toMatchObject({ success: false, token: false });
    expect(reply.error_message).toMatch(/которому сервер не доверяет/);
  });

  it('a certificate of the trusted CA with the client’s INN signs in', async () => {
    const reply = await signedAuthCsp(issued(), CLIENT_INN);
    expect(reply).toMatchObject({ success: true, account: { login: 'client' } });
  });

  it('a self-signed certificate with the client’s INN no longer signs the client’s documents', async () => {
    const client = await newClient(gateway, `trust-signer-${driver}`);
    const bytes = Buffer.from('%PDF-1.4 договор');
    const document = await insertTestDocument(gateway, client.session, client.accountId, { bytes });
    const forged = makeSelfSignedCertificate([
      ['CN', 'Петров Иван Сергеевич'],
      ['1.2.643.3.131.1.1', client.inn],
    ]);
    const response = await client.session.post('/srv/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(document.id),
      dataCSP: signCms(forged, bytes).toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_message).toMatch(/которому сервер не доверяет/);
  });

  describe('registration by certificate of a company that has an account', () => {
    const accountsOf = (inn: string) =>
      gateway.database.db.select().from(schema.accounts).where(eq(schema.accounts.inn, inn));

    it.for(['reg_lkk', 'reg_ka'])('%s of the demo client’s INN makes no second owner', async (method) => {
      const before = await accountsOf(CLIENT_INN);
      const reply = await signedAuthCsp(issued(), CLIENT_INN, method);
      expect(reply).toMatchObject({ success: false, token: false });
      expect(reply.error_message).toBe(
        `Организация с ИНН ${CLIENT_INN} уже зарегистрирована в личном кабинете. Войдите по электронной подписи. Если нужен отдельный доступ или другая роль, обратитесь к владельцу учётной записи организации или к своему менеджеру Агролизинга`,
      );
      expect(await accountsOf(CLIENT_INN)).toHaveLength(before.length);
    });

    it('a company registered as a client is not registered again as a counterparty, even twice at once', async () => {
      const inn = completeInn('770990077');
      const certificate = issueFrom(testCa(), [
        ['CN', 'Орлов Пётр Ильич'],
        ['1.2.643.3.131.1.1', inn],
      ]);
      const replies = await Promise.all([
        signedAuthCsp(certificate, inn, 'reg_lkk'),
        signedAuthCsp(certificate, inn, 'reg_ka'),
      ]);
      expect(replies.filter((reply) => reply.success)).toHaveLength(1);
      expect(await accountsOf(inn)).toHaveLength(1);
      expect((await signedAuthCsp(certificate, inn, 'reg_ka')).error_message).toMatch(/уже зарегистрирована/);
    });
  });

  it('CERTIFICATE_SIGN_IN=0 turns sign-in and registration by certificate off with 403', async () => {
    process.env.CERTIFICATE_SIGN_IN = '0';
    const off = await buildTestGateway({ driver, seeded: false }).finally(() => {
      delete process.env.CERTIFICATE_SIGN_IN;
    });
    try {
      const { status, body } = await authCsp({ method: 'challenge', inn: CLIENT_INN }, off);
      expect(status).toBe(403);
      expect(body.error_message).toBe(
        'Вход и регистрация по электронной подписи отключены. Войдите по логину и паролю или по коду из SMS',
      );
    } finally {
      await off.close();
    }
  });
});
