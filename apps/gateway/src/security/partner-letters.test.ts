import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, sessionWith, signInAs } from '../testing/cabinet-session.ts';
import { DEMO_SUPPLIER_INN } from '../testing/supplier-sessions.ts';

/**
 * Issue 35 (trust, second round): a partner account made the site mail its own title and file
 * to any address — SendMailSupplierCheckList to 25 of 25 made-up addresses, AgentOffers/Send to
 * 12 of 12. Letters now go freely only to the account's company, contacts and counterparties;
 * new addresses stop at the daily allowance (10 by default) with 429 (decision 0153).
 */
const PHISHING_TITLE = 'Срочно: оплатите счёт по ссылке https://pay-agro.example/invoice?id=7';
const ALLOWANCE = 10;

const madeUp = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@made-up.example`);

describe.each(testDrivers())('letters from partner accounts on %s', (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let agent: CabinetSession;
  let manager: CabinetSession;
  let checkListId = '';
  let offerId = '';

  const outboxTo = async (recipients: string[]) =>
    recipients.length === 0
      ? []
      : gateway.database.db
          .select()
          .from(schema.outbox)
          .where(inArray(schema.outbox.recipient, recipients))
          .orderBy(desc(schema.outbox.id));
  const sendCheckList = (email?: string) =>
    supplier.post('/srv/SendMailSupplierCheckList', {
      id_object: checkListId,
      ...(email === undefined ? {} : { email }),
    });
  const sendOffer = (email: string) => agent.post('/srv/AgentOffers/Send', { id: offerId, email });
  const statuses = (replies: LightMyRequestResponse[]) => replies.map((reply) => reply.statusCode);
  async function inTurn<T>(items: T[], send: (item: T) => Promise<LightMyRequestResponse>) {
    const replies: LightMyRequestResponse[] = [];
    for (const item of items) replies.push(await send(item));
    return replies;
  }
  async function accountOf(login: string) {
    const [row] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, login));
    if (!row) throw new Error(`no account ${login}`);
    return row;
  }

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    agent = await signInAs(gateway, 'agent');
    manager = await signInAs(gateway, 'manager');

    const file = await supplier.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'Счёт.pdf', bytes: SMALL_PDF }],
    });
    const created = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(file.json().id),
      title: PHISHING_TITLE,
      kind: 'other',
      comment: 'Реквизиты на www.pay-agro.example, вопросы: boss@pay-agro.example',
    });
    expect(created.statusCode).toBe(200);
    checkListId = String(created.json().item.id);

    const [contractor] = (await agent.get('/srv/AgentContractors')).json().items;
    const offer = await agent.post('/srv/AgentOffers/Create', {
      id_contractor: String(contractor.id),
      subject: PHISHING_TITLE,
      price: '12000000',
      advance: '20',
      term: '36',
      repayment_code: '1',
    });
    expect(offer.statusCode).toBe(200);
    offerId = String(offer.json().id);
  });
  afterAll(() => gateway?.close());

  it('lets a supplier mail 10 of 25 made-up addresses a day, then answers 429 in the spec’s shape', async () => {
    const addresses = madeUp('supplier-victim', 25);
    const replies = await inTurn(addresses, sendCheckList);
    expect(statuses(replies)).toEqual([...Array(ALLOWANCE).fill(200), ...Array(25 - ALLOWANCE).fill(429)]);
    const refused = replies[ALLOWANCE] as LightMyRequestResponse;
    expect(refused.json()).toMatchObject({
      success: false,
      error_message: expect.stringMatching(/новые адреса — не больше 10 в сутки/),
      errors_list: [expect.objectContaining({ prop: 'email' })],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await outboxTo(addresses)).toHaveLength(ALLOWANCE);
  });

  it('lets an agent mail 10 of 12 made-up addresses a day, then answers 429', async () => {
    const addresses = madeUp('agent-victim', 12);
    const replies = await inTurn(addresses, sendOffer);
    expect(statuses(replies)).toEqual([...Array(ALLOWANCE).fill(200), 429, 429]);
    expect((replies[11] as LightMyRequestResponse).json().error_message).toMatch(/не больше 10 в сутки/);
    expect(await outboxTo(addresses)).toHaveLength(ALLOWANCE);
  });

  it('counts a new address once a day: writing to it again is not refused', async () => {
    expect((await sendCheckList('supplier-victim-1@made-up.example')).statusCode).toBe(200);
    expect((await sendOffer('AGENT-VICTIM-3@made-up.example')).statusCode).toBe(200);
  });

  it("still sends, past the allowance, to the company's own and confirmed addresses, our managers and buyers", async () => {
    const account = await accountOf('supplier');
    // The personal manager (no address given), the account's own e-mail.
    const toManager = await sendCheckList();
    expect(toManager.statusCode).toBe(200);
    expect((await sendCheckList(account.email.toUpperCase())).statusCode).toBe(200);
    // A colleague of the same company (same INN) and a confirmed contact person.
    await gateway.database.db.insert(schema.accounts).values({
      login: 'partner-letters-colleague',
      email: 'colleague@agrotehnika.example',
      phone: '+79550004411',
      passwordHash: account.passwordHash,
      companyStatus: 'confirmed',
      role: 'supplier',
      companyTitle: account.companyTitle,
      inn: DEMO_SUPPLIER_INN,
    });
    expect((await sendCheckList('colleague@agrotehnika.example')).statusCode).toBe(200);
    await gateway.database.db.insert(schema.contacts).values([
      { accountId: account.id, name: 'Петров', email: 'petrov@agrotehnika.example', emailVerified: true },
      { accountId: account.id, name: 'Сидоров', email: 'sidorov@unconfirmed.example', emailVerified: false },
    ]);
    expect((await sendCheckList('petrov@agrotehnika.example')).statusCode).toBe(200);
    // A contact whose e-mail nobody confirmed is a new address like any other.
    expect((await sendCheckList('sidorov@unconfirmed.example')).statusCode).toBe(429);

    // A client that sent an application holding the supplier's machines is its counterparty.
    const [buyer] = await gateway.database.db
      .selectDistinct({ email: schema.accounts.email })
      .from(schema.applications)
      .innerJoin(schema.accounts, eq(schema.accounts.id, schema.applications.accountId))
      .innerJoin(
        schema.applicationProducts,
        eq(schema.applicationProducts.applicationId, schema.applications.id),
      )
      .innerJoin(schema.products, eq(schema.products.id, schema.applicationProducts.productId))
      .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.products.supplierId))
      .where(and(eq(schema.suppliers.inn, DEMO_SUPPLIER_INN), ne(schema.applications.status, 'draft')))
      .limit(1);
    expect(buyer).toBeDefined();
    expect((await sendCheckList(buyer?.email)).statusCode).toBe(200);

    // The agent's company (its contractor with its own account) gets the offer.
    const farm = await accountOf('agent-client');
    expect((await sendOffer(farm.email)).statusCode).toBe(200);
    // Another company's address is not the supplier's to use.
    expect((await sendCheckList((await accountOf('agent')).email)).statusCode).toBe(429);
  });

  it('stops an invitation to a typed phone and e-mail at the allowance too, before anything is made', async () => {
    const contractors: { id: number; inn: string }[] = (await agent.get('/srv/AgentContractors')).json()
      .items;
    const farm = await accountOf('agent-client');
    const stranger = contractors.find((contractor) => contractor.inn !== farm.inn);
    expect(stranger).toBeDefined();
    const reply = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(stranger?.id),
      phone: '+79557770001',
      email: 'head@made-up.example',
    });
    expect(reply.statusCode).toBe(429);
    expect(reply.json().errors_list[0].prop).toBe('phone');
    expect(await outboxTo(['+79557770001', 'head@made-up.example'])).toHaveLength(0);
    const invited = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, `invited-${stranger?.inn}`));
    expect(invited).toEqual([]);
  });

  it('names the sender in the letter and makes no link of the partner’s text', async () => {
    const [checkList] = await outboxTo(['supplier-victim-2@made-up.example']);
    const [offer] = await outboxTo(['agent-victim-2@made-up.example']);
    for (const letter of [checkList, offer]) {
      expect(letter?.subject).not.toContain('Срочно');
      expect(letter?.subject).toMatch(/^Агролизинг: /);
      expect(letter?.body).toContain('Письмо отправлено из личного кабинета Агролизинга пользователем');
      // The title is quoted in the body, its address broken so no mail client links it.
      expect(letter?.body).toContain(
        '«Срочно: оплатите счёт по ссылке https[:]//pay-agro[.]example/invoice?id=7»',
      );
      expect(letter?.body).not.toMatch(/https?:\/\//);
      expect(letter?.body).not.toMatch(/pay-agro\.example/);
    }
    expect(checkList?.subject).toBe(`Агролизинг: чек-лист поставщика, ИНН ${DEMO_SUPPLIER_INN}`);
    expect(checkList?.body).toContain('организации ООО «АгроТехника-Воронеж», ИНН 3664000028');
    expect(checkList?.body).toContain('www[.]pay-agro[.]example');
    expect(checkList?.body).toContain('boss@pay-agro[.]example');
    expect(checkList?.body).toMatch(/Вложение: Счёт\.pdf/);
    expect(offer?.body).toContain('организации ИП Соколов А. В.');
  });

  it('keeps every letter in the outgoing log, which only a manager reads, by INN, account and day', async () => {
    const all = await manager.get(`/srv/Backoffice/PartnerLetters?inn=${DEMO_SUPPLIER_INN}`);
    expect(all.statusCode).toBe(200);
    const log = all.json();
    // 10 new addresses, one repeat, manager, own, colleague, contact, buyer.
    expect(log.count_collection).toBe(16);
    expect(log.items).toHaveLength(16);
    const newest = log.items[0];
    expect(newest).toMatchObject({
      account: { login: 'supplier', role: 'supplier' },
      company: { inn: DEMO_SUPPLIER_INN, title: 'ООО «АгроТехника-Воронеж»' },
      channel: 'email',
      kind: 'supplier-check-list',
      kind_title: 'Чек-лист поставщика',
      attachment: 'Счёт.pdf',
      new_address: false,
    });
    const byRecipient = new Map(
      log.items.map((item: { recipient: string; new_address: boolean }) => [
        item.recipient,
        item.new_address,
      ]),
    );
    expect(byRecipient.get('supplier-victim-25@made-up.example')).toBeUndefined();
    expect(byRecipient.get('supplier-victim-10@made-up.example')).toBe(true);
    expect(byRecipient.get('petrov@agrotehnika.example')).toBe(false);

    const agentLetters = (await manager.get('/srv/Backoffice/PartnerLetters?account=agent')).json();
    expect(agentLetters.count_collection).toBe(12);
    expect(agentLetters.items[0]).toMatchObject({
      kind: 'agent-offer',
      attachment: expect.stringMatching(/^КП-\d{6}\.pdf$/),
    });

    const everything = (await manager.get('/srv/Backoffice/PartnerLetters')).json();
    expect(everything.count_collection).toBe(28);
    expect(everything.pages).toBe(2);
    expect((await manager.get('/srv/Backoffice/PartnerLetters?page=2')).json().items).toHaveLength(8);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 27 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await manager.get(`/srv/Backoffice/PartnerLetters?from=${today}&to=${today}`)).json().count_collection,
    ).toBe(28);
    expect(
      (await manager.get(`/srv/Backoffice/PartnerLetters?from=${tomorrow}`)).json().count_collection,
    ).toBe(0);
    expect((await manager.get('/srv/Backoffice/PartnerLetters?from=13.05.2026')).statusCode).toBe(400);

    expect((await supplier.get('/srv/Backoffice/PartnerLetters')).statusCode).toBe(403);
    expect((await agent.get('/srv/Backoffice/PartnerLetters')).statusCode).toBe(403);
    expect((await sessionWith(gateway, '').get('/srv/Backoffice/PartnerLetters')).statusCode).toBe(401);
  });

  it('records each letter in the security log with its address and subject', async () => {
    const account = await accountOf('supplier');
    const events = await gateway.database.db
      .select()
      .from(schema.securityEvents)
      .where(
        and(
          eq(schema.securityEvents.kind, 'partner-letter-sent'),
          eq(schema.securityEvents.accountId, account.id),
        ),
      );
    expect(events).toHaveLength(16);
    expect(events.map((event) => event.detail.to)).toContain('supplier-victim-1@made-up.example');
    const first = events.find((event) => event.detail.to === 'supplier-victim-1@made-up.example');
    expect(first?.detail.subject).toBe(`Агролизинг: чек-лист поставщика, ИНН ${DEMO_SUPPLIER_INN}`);
    expect(first?.ip).toMatch(/^10\./);
  });
});
