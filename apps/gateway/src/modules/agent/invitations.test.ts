import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { isValidInn } from '@agrolease/domain';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, siteAddress } from '../../config.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { otherAgent } from '../../testing/other-accounts.ts';
import { invitationLink } from './invitations.ts';

const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const HEAD_PHONE = '+79551234567';
const HEAD_EMAIL = 'head@zarya-invite.test';
const PASSWORD = 'Invite-2026';

let ipCounter = 0;

describe.each(testDrivers())('a contractor without an account, invited (decision 0113) on %s', (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let inn = '';
  let contractorId = 0;
  let applicationId = 0;
  let token = '';

  const ip = () => {
    ipCounter += 1;
    return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  const post = (url: string, payload: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip(),
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url, headers, remoteAddress: ip() });

  async function lastMessageTo(recipient: string) {
    const [row] = await gateway.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, recipient))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    return row;
  }
  async function lastCode(): Promise<string> {
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(HEAD_PHONE))?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  }
  async function invitedAccount() {
    const [row] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.inn, inn))
      .orderBy(asc(schema.accounts.id));
    return row;
  }

  /** INNs of the register (suppliers) valid and without any account or contractor yet. */
  async function freeInns(): Promise<string[]> {
    const rows = await gateway.database.db
      .select({ inn: schema.suppliers.inn })
      .from(schema.suppliers)
      .where(
        and(
          sql`not exists (select 1 from accounts where accounts.inn = ${schema.suppliers.inn})`,
          sql`not exists (select 1 from agent_contractors c where c.inn = ${schema.suppliers.inn})`,
        ),
      )
      .orderBy(asc(schema.suppliers.id));
    return rows.map((row) => row.inn).filter((candidate) => isValidInn(candidate) && candidate.length === 10);
  }

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    other = await otherAgent(gateway, 'agent-invite-other');
    client = await signInAs(gateway, 'client');
    // A company of the register without a client account.
    inn = (await freeInns())[0] ?? '';
    const added = await agent.post('/srv/AgentContractors/Add', { inn });
    expect(added.body).toContain('"item"');
    contractorId = added.json().item.id;
  });
  afterAll(async () => gateway?.close());

  it('asks for the head phone when the contractor has no account; a client is 403', async () => {
    const refused = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(contractorId),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors_list[0].prop).toBe('phone');
    const badMail = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(contractorId),
      phone: HEAD_PHONE,
      email: 'not-mail',
    });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().errors_list[0].prop).toBe('email');
    expect(await invitedAccount()).toBeUndefined();
    expect(
      (
        await client.post('/srv/AgentApplications/Create', {
          id_contractor: String(contractorId),
          phone: HEAD_PHONE,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await other.post('/srv/AgentApplications/Create', {
          id_contractor: String(contractorId),
          phone: HEAD_PHONE,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates the unregistered owner and sends the invitation link by SMS and letter', async () => {
    const created = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(contractorId),
      head_name: 'Петров Пётр Петрович',
      phone: '8 (955) 123-45-67',
      email: HEAD_EMAIL,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().invited).toBe(true);
    applicationId = created.json().id;
    const owner = await invitedAccount();
    expect(owner).toMatchObject({
      login: `invited-${inn}`,
      role: 'client',
      phone: HEAD_PHONE,
      email: HEAD_EMAIL,
      personName: 'Петров Пётр Петрович',
      registeredAt: null,
    });
    const [application] = await gateway.database.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, applicationId));
    expect(application?.accountId).toBe(owner?.id);
    const sms = await lastMessageTo(HEAD_PHONE);
    // A whole address the head can open from the SMS: the site's, then the page and the token.
    const link = /(\S+)\/cabinet\/v2\/invite\/([A-Za-z0-9_-]{43})/.exec(sms?.body ?? '');
    expect(sms?.body).toContain('зарегистрируйтесь');
    expect(link?.[1]).toBe(siteAddress(loadConfig()));
    token = link?.[2] ?? '';
    const letter = await lastMessageTo(HEAD_EMAIL);
    expect(letter?.body).toContain(`${siteAddress(loadConfig())}/cabinet/v2/invite/${token}`);
    // The agent follows it as any other; another agent does not see it.
    expect((await agent.get(`/srv/AgentApplication?id=${applicationId}`)).statusCode).toBe(200);
    expect((await other.get(`/srv/AgentApplication?id=${applicationId}`)).statusCode).toBe(404);
  });

  it('refuses every sign-in path to the unregistered account', async () => {
    const byLogin = await post('/srv/getauth', { login: `invited-${inn}`, password: PASSWORD });
    expect(byLogin.json().success).toBe(false);
    const byPhone = await post('/srv/getauth', { login: HEAD_PHONE, password: PASSWORD });
    expect(byPhone.json().success).toBe(false);
    const before = (await lastMessageTo(HEAD_PHONE))?.id;
    const sms = await post('/srv/GetAuthSMS', { phone: HEAD_PHONE, ...CAPTCHA });
    expect(sms.statusCode).toBe(200);
    // No sign-in code goes to the invited phone.
    expect((await lastMessageTo(HEAD_PHONE))?.id).toBe(before);
    const byInn = await post('/srv/GetAuthINN', { inn, ...CAPTCHA });
    expect(byInn.json().success).toBe(false);
    const restore = await post('/srv/SetPassword', { any: HEAD_PHONE, ...CAPTCHA });
    expect(restore.statusCode).toBe(200);
    expect((await lastMessageTo(HEAD_PHONE))?.id).toBe(before);
    const owner = await invitedAccount();
    expect(owner?.registeredAt).toBeNull();
  });

  it('shows the invitation; a wrong token is 404 and a malformed one 400', async () => {
    const shown = await get(`/srv/CompanyInvitation?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      success: true,
      company: { inn, person_name: 'Петров Пётр Петрович' },
      agent: { title: expect.any(String) },
      application: { id: applicationId, title: 'Новая заявка' },
    });
    expect(shown.json().phone).not.toContain('1234567');
    const wrong = 'A'.repeat(43);
    expect((await get(`/srv/CompanyInvitation?token=${wrong}`)).statusCode).toBe(404);
    expect((await get('/srv/CompanyInvitation?token=short')).statusCode).toBe(400);
    expect((await post('/srv/CompanyInvitation/GetCode', { token: wrong })).statusCode).toBe(404);
    const claimWrong = await post('/srv/CompanyInvitation/Claim', {
      token: wrong,
      code: '123456',
      password: PASSWORD,
      agreements: '1',
    });
    expect(claimWrong.statusCode).toBe(404);
  });

  it('refuses a wrong code, a weak password and missing agreements', async () => {
    const sent = await post('/srv/CompanyInvitation/GetCode', { token });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().code_sent).toBe(true);
    const code = await lastCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/srv/CompanyInvitation/Claim', {
      token,
      code: wrongCode,
      password: PASSWORD,
      agreements: '1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors_list[0].prop).toBe('code');
    const weak = await post('/srv/CompanyInvitation/Claim', {
      token,
      code,
      password: '123',
      agreements: '1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors_list[0].prop).toBe('password');
    const noAgreements = await post('/srv/CompanyInvitation/Claim', { token, code, password: PASSWORD });
    expect(noAgreements.statusCode).toBe(400);
    expect((await invitedAccount())?.registeredAt).toBeNull();
  });

  it('claims: the account is registered, the session starts and the application is its own', async () => {
    const code = await lastCode();
    const claimed = await post('/srv/CompanyInvitation/Claim', {
      token,
      code,
      password: PASSWORD,
      agreements: '1',
    });
    expect(claimed.statusCode).toBe(200);
    const body = claimed.json();
    expect(body).toMatchObject({ success: true, home: expect.any(String), id_application: applicationId });
    expect(String(claimed.headers['set-cookie'])).toContain(body.token);
    const owner = await invitedAccount();
    expect(owner?.registeredAt).not.toBeNull();
    expect(owner?.agreementsAcceptedAt).not.toBeNull();
    const cookie = { cookie: `authToken=${body.token}` };
    const mine = await get('/srv/GetCabinetApplications?isfinished=0', cookie);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(String(applicationId));
    // The link is used up; the password signs in now.
    expect((await get(`/srv/CompanyInvitation?token=${token}`)).statusCode).toBe(404);
    const again = await post('/srv/CompanyInvitation/Claim', {
      token,
      code,
      password: PASSWORD,
      agreements: '1',
    });
    expect(again.statusCode).toBe(404);
    const signIn = await post('/srv/getauth', { login: HEAD_PHONE, password: PASSWORD });
    expect(signIn.json().success).toBe(true);
    // A next application for the now registered contractor invites nobody.
    const next = await agent.post('/srv/AgentApplications/Create', { id_contractor: String(contractorId) });
    expect(next.statusCode).toBe(200);
    expect(next.json().invited).toBe(false);
  });

  it('an expired invitation is 404', async () => {
    // A second contractor, its invitation pushed past its 14 days.
    const [second] = await freeInns();
    expect(second).toBeDefined();
    const added = await agent.post('/srv/AgentContractors/Add', { inn: second ?? '' });
    expect(added.statusCode).toBe(200);
    const phone = '+79557654321';
    const created = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(added.json().item.id),
      phone,
    });
    expect(created.statusCode).toBe(200);
    const sms = await lastMessageTo(phone);
    const expiredToken = /\/cabinet\/v2\/invite\/([A-Za-z0-9_-]{43})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect((await get(`/srv/CompanyInvitation?token=${expiredToken}`)).statusCode).toBe(200);
    await gateway.database.db
      .update(schema.companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(schema.companyInvitations.phone, phone));
    expect((await get(`/srv/CompanyInvitation?token=${expiredToken}`)).statusCode).toBe(404);
    expect((await post('/srv/CompanyInvitation/GetCode', { token: expiredToken })).statusCode).toBe(404);
  });
});

describe('the invitation link', () => {
  it('starts with the configured site address, else with the address the server listens on', () => {
    const site = siteAddress(loadConfig({ PUBLIC_URL: 'https://www.agroleasing.ru/' }));
    expect(invitationLink(site, 'a'.repeat(43))).toBe(
      `https://www.agroleasing.ru/cabinet/v2/invite/${'a'.repeat(43)}`,
    );
    expect(siteAddress(loadConfig({ HOST: '127.0.0.1', PORT: '3210' }))).toBe('http://127.0.0.1:3210');
  });
});
