import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn, completeOgrn } from '@agrolease/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_HEAD,
  FIXTURE_NUMBER,
  FIXTURE_REPRESENTATIVE,
  personCertificate,
  signedAttorney,
} from '../../testing/attorney-fixtures.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, sessionWith, signInAs } from '../../testing/cabinet-session.ts';
import { lastCodeFor, lastOutboxBody } from '../../testing/outbox.ts';
import { insertTestDocument, makeCertificate, signCms } from '../../testing/signing-fixtures.ts';

/**
 * Issue 35 §1, decision 0156: an SMS-confirmed phone and a company's public INN, OGRN and KPP
 * made an account that owned the company: the real company's certificate registration was refused
 * as «уже зарегистрирована», and its head's certificate sign-in opened the stranger's account.
 * Now such an account only claims the company until a proof; a proof wins.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDrivers())('company proof on %s', (driver) => {
  let gateway: TestGateway;
  let n = 0;
  const ip = () => `10.35.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());
  beforeEach(async () => {
    n += 1;
    await gateway.database.db.delete(schema.attemptCounters);
  });
  const db = () => gateway.database.db;

  const post = (url: string, payload: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: FORM,
      remoteAddress: ip(),
    });

  /** A company with valid requisites and no account: the register has no such row, anyone may type it. */
  function newCompany(seed: number) {
    const inn = completeInn(String(771000000 + seed * 7));
    return {
      inn,
      ogrn: completeOgrn(`10277${String(seed).padStart(7, '0')}`),
      kpp: `${inn.slice(0, 4)}01001`,
      title: `ООО «Проверка ${seed}»`,
    };
  }

  /** Registers by phone and password, as a stranger could: answers the signed-in session. */
  async function registerStranger(phone: string, company: ReturnType<typeof newCompany>) {
    const sent = await post('/srv/Registration/GetCode', {
      field: 'phone',
      value: phone,
      'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN,
    });
    expect(sent.statusCode).toBe(200);
    const checked = await post('/srv/Registration/CheckCode', {
      field: 'phone',
      value: phone,
      code: await lastCodeFor(db(), phone),
    });
    const created = await post('/srv/CreateAccount', {
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      title: company.title,
      type: 'organization',
      person_name: 'Чужой Пётр Петрович',
      password: 'Strange-Pass-2026',
      reg_token: checked.json().reg_token,
      'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN,
    });
    expect(created.json()).toMatchObject({ success: true });
    const session = sessionWith(gateway, created.json().token);
    expect(
      (await session.post('/srv/Registration/SetSignedData', { id_document: '0', data: 'Согласен' }))
        .statusCode,
    ).toBe(200);
    return session;
  }

  async function authCsp(method: string, certificate: { cert: string; key: string }, inn: string) {
    const challenge = (await post('/srv/AuthCSP', { method: 'challenge', inn })).json();
    const dataCSP = signCms(certificate, Buffer.from(challenge.challenge, 'utf8')).toString('base64');
    return post('/srv/AuthCSP', { method, inn, dataCSP, id_query: challenge.id_query, m4d_number: '' });
  }

  const statusOf = async (session: CabinetSession) => (await session.get('/srv/CheckAuth')).json().account;

  it('a registration by password claims the company: a draft is kept, signing is refused', async () => {
    const company = newCompany(1);
    const stranger = await registerStranger('+79163500001', company);
    expect(await statusOf(stranger)).toMatchObject({ inn: company.inn, company_status: 'unconfirmed' });

    const draft = await stranger.post('/srv/CabinetApplicationWizard', {});
    expect(draft.statusCode).toBe(200);
    expect(draft.json().wizard.id_object).toEqual(expect.any(Number));

    const [account] = await db().select().from(schema.accounts).where(eq(schema.accounts.inn, company.inn));
    if (!account) throw new Error('no account');
    const document = await insertTestDocument(gateway, stranger, account.id, { bytes: SMALL_PDF });
    const signing = await stranger.post('/srv/CabinetDocumentSign', {
      method: 'ses',
      id_object: String(document.id),
    });
    expect(signing.statusCode).toBe(403);
    expect(signing.json()).toMatchObject({ success: false, errcode: 'company' });
    expect(signing.json().error_message).toContain('Организация ещё не подтверждена');
  });

  it("the head's certificate registers the company and detaches the stranger, who is told why", async () => {
    const company = newCompany(2);
    const head = makeCertificate({ cn: 'Настоящий Иван Иванович', inn: company.inn, ogrn: company.ogrn });
    const stranger = await registerStranger('+79163500002', company);

    const registered = await authCsp('reg_lkk', head, company.inn);
    expect(registered.json()).toMatchObject({
      success: true,
      account: { name: 'Настоящий Иван Иванович', inn: company.inn, company_status: 'confirmed' },
    });
    expect(await statusOf(stranger)).toMatchObject({ company_status: 'detached' });
    const state = (await stranger.get('/srv/CompanyProof')).json();
    expect(state).toMatchObject({ status: 'detached', status_title: 'отключена' });
    expect(state.note).toContain(`(ИНН ${company.inn}) подтвердил другой пользователь электронной подписью`);
    const [sms] = await db()
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, '+79163500002'))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    expect(sms?.body).toContain(`отключена от организации ИНН ${company.inn}`);

    // The head's next certificate sign-in opens the head's account, never the stranger's.
    const signedIn = await authCsp('auth', head, company.inn);
    expect(signedIn.json().account).toMatchObject({ id: registered.json().account.id });
  });

  it("the head's certificate sign-in of a company only claimed so far gets the company", async () => {
    const company = newCompany(3);
    const head = makeCertificate({ cn: 'Глава Мария Петровна', inn: company.inn });
    const stranger = await registerStranger('+79163500003', company);
    const strangerId = (await statusOf(stranger)).id;

    const signedIn = await authCsp('auth', head, company.inn);
    expect(signedIn.json()).toMatchObject({ success: true, account: { company_status: 'confirmed' } });
    expect(signedIn.json().account.id).not.toBe(strangerId);
    expect(await statusOf(stranger)).toMatchObject({ company_status: 'detached' });
  });

  it('the account proves its own company with the head’s certificate; a sign-in challenge does not serve', async () => {
    const company = newCompany(4);
    const head = makeCertificate({ cn: 'Сам Себе Руководитель', inn: company.inn });
    const owner = await registerStranger('+79163500004', company);
    const rival = await registerStranger('+79163500005', company);

    const signIn = (await post('/srv/AuthCSP', { method: 'challenge', inn: company.inn })).json();
    const borrowed = await owner.post('/srv/CompanyProof/Certificate', {
      method: 'prove',
      id_query: signIn.id_query,
      dataCSP: signCms(head, Buffer.from(signIn.challenge, 'utf8')).toString('base64'),
    });
    expect(borrowed.statusCode).toBe(400);

    const other = makeCertificate({ cn: 'Посторонний', inn: newCompany(5).inn });
    const challenge = (await owner.post('/srv/CompanyProof/Certificate', { method: 'challenge' })).json();
    expect(challenge.challenge).toContain('подтверждение организации');
    const wrong = await owner.post('/srv/CompanyProof/Certificate', {
      method: 'prove',
      id_query: challenge.id_query,
      dataCSP: signCms(other, Buffer.from(challenge.challenge, 'utf8')).toString('base64'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_message).toContain('Сертификат выдан другой организации');

    const again = (await owner.post('/srv/CompanyProof/Certificate', { method: 'challenge' })).json();
    const proven = await owner.post('/srv/CompanyProof/Certificate', {
      method: 'prove',
      id_query: again.id_query,
      dataCSP: signCms(head, Buffer.from(again.challenge, 'utf8')).toString('base64'),
    });
    expect(proven.json()).toMatchObject({ status: 'confirmed', proof: 'электронной подписью руководителя' });
    expect(await statusOf(owner)).toMatchObject({ company_status: 'confirmed' });
    expect(await statusOf(rival)).toMatchObject({ company_status: 'detached' });

    const events = await db()
      .select({ kind: schema.securityEvents.kind })
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.accountId, (await statusOf(owner)).id));
    expect(events.map((event) => event.kind)).toContain('company-proven');
  });

  /** A representative's proof: the challenge signed by `certificate`, with the МЧД and its .sig. */
  async function proveAsRepresentative(
    session: CabinetSession,
    certificate: Parameters<typeof signCms>[0],
    attorney: { xml?: Buffer; sig?: Buffer },
  ) {
    const challenge = (await session.post('/srv/CompanyProof/Certificate', { method: 'challenge' })).json();
    return session.upload('/srv/CompanyProof/Certificate', {
      fields: {
        method: 'prove',
        id_query: challenge.id_query,
        dataCSP: signCms(certificate, Buffer.from(challenge.challenge, 'utf8')).toString('base64'),
      },
      files: [
        ...(attorney.xml ? [{ field: 'xml_file', name: 'ON_EMCHD.xml', bytes: attorney.xml }] : []),
        ...(attorney.sig ? [{ field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: attorney.sig }] : []),
      ],
    });
  }

  it('a representative proves the company with its МЧД signed by the head; the МЧД is in the log', async () => {
    const company = newCompany(11);
    const representative = await registerStranger('+79163500011', company);
    const rival = await registerStranger('+79163500012', company);

    const proven = await proveAsRepresentative(
      representative,
      personCertificate(),
      signedAttorney({ companyInn: company.inn }),
    );
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({
      status: 'confirmed',
      proof: 'электронной подписью представителя по МЧД',
    });
    expect(await statusOf(rival)).toMatchObject({ company_status: 'detached' });
    expect((await rival.get('/srv/CompanyProof')).json().note).toContain(
      'подтвердил другой пользователь электронной подписью представителя по МЧД',
    );

    const [event] = await db()
      .select({ detail: schema.securityEvents.detail })
      .from(schema.securityEvents)
      .where(
        and(
          eq(schema.securityEvents.accountId, (await statusOf(representative)).id),
          eq(schema.securityEvents.kind, 'company-proven'),
        ),
      );
    expect(event?.detail).toEqual({
      inn: company.inn,
      method: 'attorney-certificate',
      attorney: FIXTURE_NUMBER,
      signer: FIXTURE_REPRESENTATIVE.name,
      attorneySigner: FIXTURE_HEAD.name,
    });
  });

  it('refuses a representative’s proof naming what does not match, never with 500', async () => {
    const company = newCompany(13);
    const person = await registerStranger('+79163500013', company);
    const attorney = signedAttorney({ companyInn: company.inn });
    const refusal = async (
      certificate: Parameters<typeof signCms>[0],
      files: { xml?: Buffer; sig?: Buffer },
    ) => {
      const reply = await proveAsRepresentative(person, certificate, files);
      return {
        status: reply.statusCode,
        field: reply.json().errors_list[0]?.prop,
        message: reply.json().error_message,
      };
    };

    const stranger = personCertificate({
      name: 'Посторонний Семён Ильич',
      inn: '500100732259',
      snils: '11223344595',
    });
    expect(await refusal(stranger, attorney)).toEqual({
      status: 403,
      field: 'dataCSP',
      message: `Запрос подписан сертификатом Посторонний Семён Ильич, а представитель по МЧД № ${FIXTURE_NUMBER} — ${FIXTURE_REPRESENTATIVE.name}: СНИЛС не совпадает`,
    });

    const otherInn = newCompany(14).inn;
    expect(await refusal(personCertificate(), signedAttorney({ companyInn: otherInn }))).toEqual({
      status: 400,
      field: 'xml_file',
      message: `МЧД выдана другой организацией (ИНН ${otherInn}), а не ИНН ${company.inn}`,
    });

    const selfSigned = { xml: attorney.xml, sig: signCms(personCertificate(), attorney.xml) };
    expect(await refusal(personCertificate(), selfSigned)).toMatchObject({
      status: 400,
      field: 'sig_file',
      message: expect.stringContaining('не выдан руководителю организации-доверителя'),
    });

    const expired = signedAttorney({
      companyInn: company.inn,
      issuedOn: '2025-01-10',
      expiresOn: '2025-12-31',
    });
    expect(await refusal(personCertificate(), expired)).toEqual({
      status: 400,
      field: 'xml_file',
      message: 'Срок действия МЧД истёк 31.12.2025',
    });

    expect(await refusal(personCertificate(), { xml: attorney.xml })).toMatchObject({
      status: 400,
      field: 'sig_file',
    });
    expect(await statusOf(person)).toMatchObject({ company_status: 'unconfirmed' });
  });

  it('documents wait for a manager, who refuses with a reason or approves', async () => {
    const company = newCompany(6);
    const person = await registerStranger('+79163500006', company);
    const rival = await registerStranger('+79163500007', company);
    const manager = await signInAs(gateway, 'manager');
    const upload = async (name: string) =>
      (await person.upload('/srv/SetFile', { files: [{ field: 'file', name, bytes: SMALL_PDF }] })).json().id;

    const incomplete = await person.post('/srv/CompanyProof/Documents', {
      person_position: 'Главный агроном',
      is_head: '0',
      register_extract: String(await upload('Выписка.pdf')),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors_list.map((error: { prop: string }) => error.prop)).toEqual([
      'head_appointment',
      'attorney',
    ]);

    const sent = await person.post('/srv/CompanyProof/Documents', {
      person_position: 'Главный агроном',
      is_head: '0',
      register_extract: String(await upload('Выписка.pdf')),
      head_appointment: String(await upload('Приказ.pdf')),
      attorney: String(await upload('Доверенность.pdf')),
    });
    expect(sent.json()).toMatchObject({ status: 'unconfirmed', request: { status: 'review' } });
    const id = sent.json().request.id;

    expect((await person.get('/srv/Backoffice/CompanyProofs')).statusCode).toBe(403);
    const queue = (await manager.get('/srv/Backoffice/CompanyProofs?status=review')).json();
    expect(queue.items).toContainEqual(expect.objectContaining({ id, inn: company.inn, status: 'review' }));

    const bare = await manager.post('/srv/Backoffice/CompanyProof/Decide', {
      id_object: String(id),
      decision: 'refused',
    });
    expect(bare.statusCode).toBe(400);
    const refused = await manager.post('/srv/Backoffice/CompanyProof/Decide', {
      id_object: String(id),
      decision: 'refused',
      reason: 'Выписка старше 30 дней',
    });
    expect(refused.json().card.request).toMatchObject({
      status: 'refused',
      reason: 'Выписка старше 30 дней',
    });
    expect((await person.get('/srv/CompanyProof')).json()).toMatchObject({
      status: 'unconfirmed',
      request: { status: 'refused', reason: 'Выписка старше 30 дней' },
    });

    const resent = await person.post('/srv/CompanyProof/Documents', {
      person_position: 'Генеральный директор',
      is_head: '1',
      register_extract: String(await upload('Выписка новая.pdf')),
      head_appointment: String(await upload('Решение.pdf')),
    });
    const approved = await manager.post('/srv/Backoffice/CompanyProof/Decide', {
      id_object: String(resent.json().request.id),
      decision: 'approved',
    });
    expect(approved.json().card).toMatchObject({ request: { status: 'approved' }, can_decide: false });
    expect(await statusOf(person)).toMatchObject({ company_status: 'confirmed' });
    expect(await statusOf(rival)).toMatchObject({ company_status: 'detached' });
  });

  it('another account’s file is not accepted as a document', async () => {
    const company = newCompany(8);
    const person = await registerStranger('+79163500008', company);
    const client = await signInAs(gateway, 'client');
    const foreign = (
      await client.upload('/srv/SetFile', { files: [{ field: 'file', name: 'чужой.pdf', bytes: SMALL_PDF }] })
    ).json().id;
    const own = (
      await person.upload('/srv/SetFile', { files: [{ field: 'file', name: 'мой.pdf', bytes: SMALL_PDF }] })
    ).json().id;
    const reply = await person.post('/srv/CompanyProof/Documents', {
      person_position: 'Директор',
      is_head: '1',
      register_extract: String(foreign),
      head_appointment: String(own),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors_list).toEqual([
      { prop: 'register_extract', error: expect.stringContaining('Файл не найден') },
    ]);
  });

  it('a person of a company that works in the cabinet claims it, is seen by nobody, and joins by the same proof', async () => {
    const company = newCompany(9);
    const head = makeCertificate({ cn: 'Первый Владелец', inn: company.inn });
    const registered = (await authCsp('reg_lkk', head, company.inn)).json();
    expect(registered).toMatchObject({ success: true, account: { company_status: 'confirmed' } });
    await db()
      .update(schema.accounts)
      .set({ email: 'head-9@proverka.example' })
      .where(eq(schema.accounts.id, registered.account.id));
    const headSession = sessionWith(gateway, registered.token);
    await headSession.post('/srv/Registration/SetSignedData', { id_document: '0', data: 'Согласен' });
    const draft = (await headSession.post('/srv/CabinetApplicationWizard', {})).json().wizard.id_object;
    const currentOf = async (session: CabinetSession) =>
      (await session.get('/srv/GetCabinetApplications?isfinished=0'))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await currentOf(headSession)).toContain(draft);

    // Registration by password no longer refuses the INN: it makes a claimant, and the company's
    // people are told.
    const colleague = await registerStranger('+79163500009', company);
    expect(await statusOf(colleague)).toMatchObject({ inn: company.inn, company_status: 'unconfirmed' });
    expect(await currentOf(colleague)).not.toContain(draft);
    const [letter] = await db()
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, 'head-9@proverka.example'))
      .orderBy(desc(schema.outbox.id))
      .limit(1);
    expect(letter?.body).toContain('Чужой Пётр Петрович');
    expect(letter?.body).toContain('не видит заявок, сделок, документов и платежей');
    const bystander = await registerStranger('+79163500010', company);

    // The same proof as the first person's: documents with an attorney, checked by a manager.
    const upload = async (name: string) =>
      (await colleague.upload('/srv/SetFile', { files: [{ field: 'file', name, bytes: SMALL_PDF }] })).json()
        .id;
    const sent = await colleague.post('/srv/CompanyProof/Documents', {
      person_position: 'Главный инженер',
      is_head: '0',
      register_extract: String(await upload('Выписка.pdf')),
      head_appointment: String(await upload('Приказ.pdf')),
      attorney: String(await upload('Доверенность.pdf')),
    });
    const manager = await signInAs(gateway, 'manager');
    await manager.post('/srv/Backoffice/CompanyProof/Decide', {
      id_object: String(sent.json().request.id),
      decision: 'approved',
    });
    expect(await statusOf(colleague)).toMatchObject({ company_status: 'confirmed' });
    expect(await currentOf(colleague)).toContain(draft);
    // Joining a company that works in the cabinet detaches nobody: the other claimant may be a
    // colleague waiting for its own proof.
    expect(await statusOf(bystander)).toMatchObject({ company_status: 'unconfirmed' });
    expect(await currentOf(bystander)).not.toContain(draft);
  });

  it('a confirmed user invites a colleague, who joins the company by the link; a claimant invites nobody', async () => {
    const client = await signInAs(gateway, 'client');
    const invited = await client.post('/srv/CompanyProof/Invite', {
      person_name: 'Коллегова Анна Петровна',
      phone: '8 916 350-00-20',
    });
    expect(invited.json()).toMatchObject({
      success: true,
      message: expect.stringContaining('+7 916 ***-**-20'),
    });
    const sms = await lastOutboxBody(db(), '+79163500020');
    expect(sms).toContain('приглашает вас в личный кабинет Агролизинга');
    const token = /\/cabinet\/v2\/invite\/([\w-]+)/.exec(sms)?.[1] ?? '';
    const shown = (
      await gateway.app.inject({ method: 'GET', url: `/srv/CompanyInvitation?token=${token}` })
    ).json();
    expect(shown).toMatchObject({
      kind: 'colleague',
      inviter: 'Петров Иван Сергеевич',
      company: { inn: '3662000015', person_name: 'Коллегова Анна Петровна' },
    });
    expect((await post('/srv/CompanyInvitation/GetCode', { token })).statusCode).toBe(200);
    const claimed = await post('/srv/CompanyInvitation/Claim', {
      token,
      code: await lastCodeFor(db(), '+79163500020'),
      password: 'Kollega-Pass-2026',
      agreements: '1',
    });
    expect(claimed.statusCode).toBe(200);
    const colleague = sessionWith(gateway, claimed.json().token);
    expect(await statusOf(colleague)).toMatchObject({
      inn: '3662000015',
      name: 'Коллегова Анна Петровна',
      company_status: 'confirmed',
    });
    expect((await colleague.get('/srv/CompanyProof')).json().proof).toBe(
      'приглашением пользователя организации',
    );

    const claimant = await registerStranger('+79163500021', newCompany(10));
    const refused = await claimant.post('/srv/CompanyProof/Invite', {
      person_name: 'Кто Угодно',
      phone: '+79163500022',
    });
    expect(refused.statusCode).toBe(403);
    expect(await lastOutboxBody(db(), '+79163500022')).toBe('');
  });

  it('sends at most five invitations a day from one account', async () => {
    const supplier = await signInAs(gateway, 'supplier');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const reply = await supplier.post('/srv/CompanyProof/Invite', {
        person_name: `Сотрудник ${index}`,
        phone: `+7916351000${index}`,
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
