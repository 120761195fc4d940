import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn } from '@agrolease/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { makeCertificate, signCms } from '../../testing/signing-fixtures.ts';

const CLIENT_INN = '3662000015';
/** Valid INNs no demo account has. */
const NEW_COMPANY_INN = completeInn('770990001');
const OTHER_COMPANY_INN = completeInn('770990002');

const clientCertificate = makeCertificate({
  cn: 'Петров Иван Сергеевич',
  inn: CLIENT_INN,
  ogrn: '1023600000001',
  snils: '12345678901',
});
const otherCertificate = makeCertificate({
  cn: 'Сидоров Олег Петрович',
  inn: OTHER_COMPANY_INN,
  ogrn: '1027700000002',
  snils: '12345678902',
});

describe.each(testDrivers())('AuthCSP on %s', (driver) => {
  let gateway: TestGateway;
  let ipCounter = 0;
  let ip = '10.1.0.1';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());
  beforeEach(async () => {
    // Failures of one test must not throttle the INN in the next (the throttle has its own test).
    await gateway.database.db.delete(schema.attemptCounters);
    ipCounter += 1;
    ip = `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const post = (payload: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url: '/srv/AuthCSP',
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  async function challengeFor(inn: string) {
    const response = await post({ method: 'challenge', inn, m4d_number: '', id_query: '' });
    expect(response.statusCode).toBe(200);
    return response.json() as { id_query: string; challenge: string; expired: string };
  }

  /** Asks a challenge, signs it (or other bytes) with the certificate, sends it with the method. */
  async function signAndSend(
    certificate: { cert: string; key: string },
    inn: string,
    options: { method?: string; tamper?: (cms: Buffer) => Buffer; signedText?: string } = {},
  ) {
    const { id_query, challenge } = await challengeFor(inn);
    const cms = signCms(certificate, Buffer.from(options.signedText ?? challenge, 'utf8'));
    const dataCSP = (options.tamper ? options.tamper(cms) : cms).toString('base64');
    return post({ method: options.method ?? 'auth', dataCSP, inn, m4d_number: '', id_query });
  }

  it('gives a challenge bound to the INN that expires in five minutes', async () => {
    const before = Date.now();
    const reply = await challengeFor(CLIENT_INN);
    expect(reply.challenge).toContain(`ИНН: ${CLIENT_INN}`);
    expect(reply.challenge).toContain(`Запрос: ${reply.id_query}`);
    const lifetime = new Date(reply.expired).getTime() - before;
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThan(310_000);
  });

  it('signs the client in with the auth reply and both cookies when the certificate carries its INN', async () => {
    const response = await signAndSend(clientCertificate, CLIENT_INN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      groups: ['client'],
      account: { login: 'client', inn: CLIENT_INN },
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const cookies = response.cookies.map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['authToken', '__at']));
    const check = await gateway.app.inject({ method: 'GET', url: `/srv/CheckAuth?token=${body.token}` });
    expect(check.json()).toMatchObject({ auth: true, account: { login: 'client' } });
  });

  it('accepts a challenge once: the same signature sent again is refused', async () => {
    const { id_query, challenge } = await challengeFor(CLIENT_INN);
    const dataCSP = signCms(clientCertificate, Buffer.from(challenge, 'utf8')).toString('base64');
    const payload = { method: 'auth', dataCSP, inn: CLIENT_INN, m4d_number: '', id_query };
    expect((await post(payload)).json().token).toEqual(expect.any(String));
    const again = await post(payload);
    expect(again.json()).toMatchObject({ success: false, token: false, groups: [], account: {} });
    expect(again.json().error_message).toContain('уже использован');
  });

  it('refuses a certificate of another INN with the fallback reply', async () => {
    const response = await signAndSend(otherCertificate, CLIENT_INN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, token: false, expired: '' });
    expect(response.json().error_message).toBe(
      `Сертификат выдан другой организации (ИНН ${OTHER_COMPANY_INN}), а не ИНН ${CLIENT_INN}`,
    );
  });

  it('says a power of attorney cannot be checked yet when a number is given for another INN', async () => {
    const { id_query, challenge } = await challengeFor(CLIENT_INN);
    const dataCSP = signCms(otherCertificate, Buffer.from(challenge, 'utf8')).toString('base64');
    const response = await post({ method: 'auth', dataCSP, inn: CLIENT_INN, m4d_number: 'M4D-77', id_query });
    expect(response.json().error_message).toContain('доверенностью № M4D-77 не предусмотрен');
  });

  it('refuses a signature over other bytes and a signature with a flipped byte', async () => {
    const otherText = await signAndSend(clientCertificate, CLIENT_INN, { signedText: 'другой текст' });
    expect(otherText.json()).toMatchObject({ token: false });
    expect(otherText.json().error_message).toContain('хеш не совпадает');

    const flipped = await signAndSend(clientCertificate, CLIENT_INN, {
      tamper: (cms) => {
        const copy = Buffer.from(cms);
        // The signature value is the last bytes of a detached CMS without unsigned attributes.
        copy[copy.length - 5] = (copy[copy.length - 5] ?? 0) ^ 0xff;
        return copy;
      },
    });
    expect(flipped.json()).toMatchObject({ token: false });
    expect(flipped.json().error_message).toBe('Подпись недействительна: не совпадает с сертификатом');
  });

  it('refuses a challenge older than five minutes', async () => {
    const { id_query, challenge } = await challengeFor(CLIENT_INN);
    await gateway.database.db
      .update(schema.cspChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(schema.cspChallenges.idQuery, id_query));
    const dataCSP = signCms(clientCertificate, Buffer.from(challenge, 'utf8')).toString('base64');
    const response = await post({ method: 'auth', dataCSP, inn: CLIENT_INN, m4d_number: '', id_query });
    expect(response.json()).toMatchObject({ token: false });
    expect(response.json().error_message).toContain('Время на подпись истекло');
  });

  it('refuses a challenge asked for another INN', async () => {
    const { id_query, challenge } = await challengeFor(OTHER_COMPANY_INN);
    const dataCSP = signCms(clientCertificate, Buffer.from(challenge, 'utf8')).toString('base64');
    const response = await post({ method: 'auth', dataCSP, inn: CLIENT_INN, m4d_number: '', id_query });
    expect(response.json().error_message).toContain('не найден или уже использован');
  });

  it('tells an unknown company to register', async () => {
    const response = await signAndSend(otherCertificate, OTHER_COMPANY_INN);
    expect(response.json()).toMatchObject({ success: false, token: false });
    expect(response.json().error_message).toContain(`ИНН ${OTHER_COMPANY_INN} не зарегистрирована`);
  });

  it('answers 400 in Russian for a bad INN, a missing signature and a non-CMS signature', async () => {
    const badInn = await post({ method: 'challenge', inn: '1234567890', m4d_number: '', id_query: '' });
    expect(badInn.statusCode).toBe(400);
    expect(badInn.json().errors_list).toEqual([{ prop: 'inn', error: 'Неверный ИНН: проверьте цифры' }]);
    const badMethod = await post({ method: 'login', inn: CLIENT_INN });
    expect(badMethod.statusCode).toBe(400);
    const { id_query } = await challengeFor(CLIENT_INN);
    const noSignature = await post({ method: 'auth', inn: CLIENT_INN, m4d_number: '', id_query });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().error_message).toBe('Нет подписи: подпишите запрос сертификатом');
    const notCms = await post({ method: 'auth', dataCSP: 'bm90IGEgY21z', inn: CLIENT_INN, id_query });
    expect(notCms.json().error_message).toContain('ожидается CMS');
  });

  it('throttles an INN after five failed signatures with 429 and Retry-After', async () => {
    const inn = completeInn('770990003');
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signAndSend(otherCertificate, inn);
      expect(response.json().token).toBe(false);
    }
    const blocked = await post({ method: 'auth', dataCSP: 'AAAA', inn, m4d_number: '', id_query: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error_message).toContain('Вход временно заблокирован');
  });

  describe('registration by certificate', () => {
    const newCompany = makeCertificate({
      cn: 'Орлов Пётр Ильич',
      inn: NEW_COMPANY_INN,
      ogrn: '1027700000003',
      snils: '12345678903',
    });

    it('registers a client (reg_lkk) who then signs in by the same certificate', async () => {
      const registered = await signAndSend(newCompany, NEW_COMPANY_INN, { method: 'reg_lkk' });
      expect(registered.json()).toMatchObject({
        success: true,
        groups: ['client'],
        account: { role: 'client', inn: NEW_COMPANY_INN, name: 'Орлов Пётр Ильич' },
      });
      const [row] = await gateway.database.db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.login, `client-${NEW_COMPANY_INN}`));
      expect(row).toMatchObject({ ogrn: '1027700000003', agreementsAcceptedAt: null });

      const again = await signAndSend(newCompany, NEW_COMPANY_INN, { method: 'reg_lkk' });
      expect(again.json().error_message).toContain('уже зарегистрирован');
      const signedIn = await signAndSend(newCompany, NEW_COMPANY_INN);
      expect(signedIn.json()).toMatchObject({
        success: true,
        account: { login: `client-${NEW_COMPANY_INN}` },
      });
    });

    it('registers a counterparty (reg_ka) as a supplier not yet accredited', async () => {
      const inn = completeInn('770990005');
      const counterparty = makeCertificate({ cn: 'Белов Игорь Ильич', inn });
      const registered = await signAndSend(counterparty, inn, { method: 'reg_ka' });
      expect(registered.json()).toMatchObject({
        success: true,
        groups: ['supplier'],
        account: { role: 'supplier', isAccredited: false, inn },
      });
    });

    it('does not register a company whose INN the certificate does not carry', async () => {
      const inn = completeInn('770990004');
      const response = await signAndSend(newCompany, inn, { method: 'reg_lkk' });
      expect(response.json()).toMatchObject({ token: false });
      const rows = await gateway.database.db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.inn, inn));
      expect(rows).toHaveLength(0);
    });
  });
});
