import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn } from '@agrolease/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL, insertSubmittedApplication } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';

async function farmAccountId(gateway: TestGateway): Promise<number> {
  const [farm] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.login, 'client'));
  return farm?.id ?? 0;
}

/** A second fund partner beside the demo one, for the ownership cases. */
async function otherPartner(gateway: TestGateway): Promise<CabinetSession> {
  const [demo] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.login, 'ppk-reo'));
  if (!demo) throw new Error('no ppk-reo');
  await gateway.database.db
    .insert(schema.accounts)
    .values({
      login: 'ppk-reo-other',
      email: 'reo-other@test.agrolease.local',
      phone: '+79550000333',
      passwordHash: demo.passwordHash,
      companyStatus: 'confirmed',
      role: 'ppk-reo',
      companyTitle: 'Фонд другого региона',
      inn: '7707083893',
      agreementsAcceptedAt: demo.agreementsAcceptedAt,
    })
    .onConflictDoNothing();
  return signInAs(gateway, 'ppk-reo-other');
}

interface Item {
  id: number;
  status: string;
  contractor: { title: string };
}

describe.each(testDrivers())("the fund partner's cabinet on %s", (driver) => {
  let gateway: TestGateway;
  let partner: CabinetSession;
  let other: CabinetSession;
  let agent: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    partner = await signInAs(gateway, 'ppk-reo');
    other = await otherPartner(gateway);
    agent = await signInAs(gateway, 'agent');
  });
  afterAll(async () => gateway?.close());

  /** The farm's messages about a support request (those of one decision when `verb` is given). */
  async function farmMessagesAbout(code: string, verb = '') {
    return gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(
        and(
          eq(schema.cabinetMessages.accountId, await farmAccountId(gateway)),
          like(schema.cabinetMessages.title, `%${verb ? `${verb} ` : ''}запрос поддержки ${code}`),
        ),
      );
  }

  /** A new sent application of the farm and its request to the fund named `fundTitle`. */
  async function askSupport(farm: CabinetSession, fundTitle: string, measure: number, sum: string) {
    const application = await insertSubmittedApplication(gateway, 'client');
    const options = (await farm.get(`/srv/CabinetReoSupport?id_object=${application.id}`)).json();
    const fund = options.funds.find((one: { title: string }) => one.title === fundTitle);
    const asked = await farm.post('/srv/CabinetReoSupport/Create', {
      id_object: String(application.id),
      id_fund: String(fund.id),
      program: options.measures[measure],
      support_sum: sum,
    });
    return { application, asked };
  }

  it('answers the dashboard: contractors, requests by status, the oldest waiting ones, the manager', async () => {
    const reply = await partner.get('/srv/ReoDashboard');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.contractors).toEqual({ count: 5, deleted: 1 });
    expect(body.applications).toMatchObject({ wait: 3, approve: 2, cancel: 1 });
    expect(body.applications.support_approved).toBe(490_000 + 945_000);
    expect(body.applications.waiting).toHaveLength(3);
    expect(body.applications.waiting[0].contractor.title).toContain('Рассвет');
    expect(body.applications.waiting[0].code).toMatch(/^РЭО-\d{6}$/);
    expect(body.manager.name).not.toBe('');
    const fresh = (await other.get('/srv/ReoDashboard')).json();
    expect(fresh.contractors).toEqual({ count: 0, deleted: 0 });
    expect(fresh.applications).toMatchObject({ wait: 0, approve: 0, cancel: 0, waiting: [] });
  });

  it('lists contractors by is_deleted, adds one by INN once, deletes and restores it', async () => {
    const current = (await partner.get('/srv/ReoContractors')).json().items;
    expect(current).toHaveLength(5);
    const deleted = (await partner.get('/srv/ReoContractors?is_deleted=1')).json().items;
    expect(deleted).toHaveLength(1);
    expect(deleted[0].is_deleted).toBe(1);
    const inn = completeInn('366200909');
    const added = await partner.post('/srv/ReoContractors/Add', { inn, title: 'КФХ Новое', city: 'Лиски' });
    expect(added.statusCode).toBe(200);
    const item = added.json().item;
    expect(item).toMatchObject({
      inn,
      title: 'КФХ Новое',
      head: '',
      city: 'Лиски',
      is_deleted: 0,
      applications: 0,
    });
    const again = await partner.post('/srv/ReoContractors/Add', { inn, title: 'КФХ Новое' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors_list[0]).toEqual({
      prop: 'inn',
      error: 'Этот контрагент уже есть в вашем списке',
    });

    const gone = await partner.post('/srv/ReoContractors/SetDeleted', {
      id: String(item.id),
      is_deleted: '1',
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().item.is_deleted).toBe(1);
    expect((await partner.get('/srv/ReoContractors')).json().items).toHaveLength(5);
    const twice = await partner.post('/srv/ReoContractors/Add', { inn, title: 'КФХ Новое' });
    expect(twice.json().error_message).toContain('в удалённых');
    const back = await partner.post('/srv/ReoContractors/SetDeleted', {
      id: String(item.id),
      is_deleted: '0',
    });
    expect(back.json().item.is_deleted).toBe(0);
    expect((await partner.get('/srv/ReoContractors?is_deleted=0')).json().items[0].id).toBe(item.id);
    // Another fund may work with the same farm; it cannot touch this partner's row.
    expect((await other.post('/srv/ReoContractors/Add', { inn, title: 'КФХ Новое' })).statusCode).toBe(200);
    expect(
      (await other.post('/srv/ReoContractors/SetDeleted', { id: String(item.id), is_deleted: '1' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad input with 400 in the error shape', async () => {
    const checksum = await partner.post('/srv/ReoContractors/Add', { inn: '3662000016', title: 'КФХ' });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json()).toMatchObject({ success: false, errors_list: [{ prop: 'inn' }] });
    expect(checksum.json().error_message).toContain('контрольное число');
    const short = await partner.post('/srv/ReoContractors/Add', { inn: '12345', title: 'КФХ' });
    expect(short.json().errors_list[0].prop).toBe('inn');
    const untitled = await partner.post('/srv/ReoContractors/Add', { inn: completeInn('366200808') });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors_list[0].prop).toBe('title');
    expect((await partner.get('/srv/ReoContractors?is_deleted=2')).statusCode).toBe(400);
    expect(
      (await partner.post('/srv/ReoContractors/SetDeleted', { id: 'x', is_deleted: '1' })).statusCode,
    ).toBe(400);
    expect((await partner.get('/srv/ReoApplications?status=draft')).statusCode).toBe(400);
    expect((await partner.get('/srv/ReoApplication?id=0')).statusCode).toBe(400);
    expect(
      (await partner.post('/srv/ReoApplications/Decide', { id: '1', decision: 'maybe' })).statusCode,
    ).toBe(400);
  });

  it('lists requests by tab: waiting oldest first', async () => {
    const wait = (await partner.get('/srv/ReoApplications')).json();
    expect(wait.items.map((item: Item) => item.status)).toEqual(['wait', 'wait', 'wait']);
    expect(wait.counts).toEqual({ wait: 3, approve: 2, cancel: 1 });
    const cancel = (await partner.get('/srv/ReoApplications?status=cancel')).json();
    expect(cancel.items).toHaveLength(1);
    expect((await other.get('/srv/ReoApplications?status=approve')).json().items).toEqual([]);
  });

  it("approves one request and cancels another with its reason, once; another partner's is 404", async () => {
    const [first, second] = (await partner.get('/srv/ReoApplications?status=wait')).json().items as Item[];
    if (!first || !second) throw new Error('two waiting requests');
    const shown = (await partner.get(`/srv/ReoApplication?id=${first.id}`)).json();
    expect(shown.lease_application?.code).toMatch(/^З-/);
    expect(shown.contractor.title).toContain('Рассвет');

    expect((await other.get(`/srv/ReoApplication?id=${first.id}`)).statusCode).toBe(404);
    const foreign = await other.post('/srv/ReoApplications/Decide', {
      id: String(first.id),
      decision: 'approve',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await partner.get('/srv/ReoApplication?id=999999')).statusCode).toBe(404);

    const approved = await partner.post('/srv/ReoApplications/Decide', {
      id: String(first.id),
      decision: 'approve',
      comment: 'В пределах лимита',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().item).toMatchObject({ status: 'approve', status_title: 'Одобрена' });
    const twice = await partner.post('/srv/ReoApplications/Decide', {
      id: String(first.id),
      decision: 'cancel',
      comment: 'Нет',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error_message).toBe('По этой заявке решение уже принято');

    const reasonless = await partner.post('/srv/ReoApplications/Decide', {
      id: String(second.id),
      decision: 'cancel',
    });
    expect(reasonless.statusCode).toBe(400);
    expect(reasonless.json().errors_list[0].prop).toBe('comment');
    const cancelled = await partner.post('/srv/ReoApplications/Decide', {
      id: String(second.id),
      decision: 'cancel',
      comment: 'Хозяйство не из нашего региона',
    });
    expect(cancelled.statusCode).toBe(200);
    const stored = (await partner.get(`/srv/ReoApplication?id=${second.id}`)).json();
    expect(stored.item.status).toBe('cancel');
    expect(stored.comment).toBe('Хозяйство не из нашего региона');
    expect(stored.decided_by).toBe('Григорьев Сергей Петрович');
    expect((await partner.get('/srv/ReoApplications')).json().counts).toEqual({
      wait: 1,
      approve: 3,
      cancel: 2,
    });
  });

  it("shows the fund's decision to the client on its application and to the managers", async () => {
    const decided = (await partner.get('/srv/ReoApplications?status=approve')).json().items as Item[];
    const rassvet = decided.find((item) => item.contractor.title.includes('Рассвет'));
    if (!rassvet) throw new Error('the approved request of the demo client');
    const shown = (await partner.get(`/srv/ReoApplication?id=${rassvet.id}`)).json();
    const [lease] = await gateway.database.db
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .where(eq(schema.applications.code, shown.lease_application.code));
    if (!lease) throw new Error('the lease application');
    const farm = await signInAs(gateway, 'client');
    const reply = await farm.get(`/srv/CabinetReoSupport?id_object=${lease.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().items[0]).toMatchObject({
      status: 'approve',
      comment: 'В пределах лимита',
      fund: { title: 'Региональный фонд поддержки АПК' },
    });
    // Another client's application is 404; the call is the client's.
    const neighbour = await signInAs(gateway, 'agent-client');
    expect((await neighbour.get(`/srv/CabinetReoSupport?id_object=${lease.id}`)).statusCode).toBe(404);
    expect((await farm.get('/srv/CabinetReoSupport?id_object=x')).statusCode).toBe(400);
    expect((await partner.get(`/srv/CabinetReoSupport?id_object=${lease.id}`)).statusCode).toBe(403);

    const manager = await signInAs(gateway, 'manager');
    const all = (await manager.get('/srv/Backoffice/ReoApplications')).json().items;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const cancelled = (await manager.get('/srv/Backoffice/ReoApplications?status=cancel')).json().items;
    expect(cancelled.map((item: { comment: string }) => item.comment)).toContain(
      'Хозяйство не из нашего региона',
    );
    expect((await manager.get('/srv/Backoffice/ReoApplications?status=x')).statusCode).toBe(400);
    expect((await partner.get('/srv/Backoffice/ReoApplications')).statusCode).toBe(403);
  });

  it('is for the fund partner only: another role 403, a guest 401', async () => {
    for (const url of [
      '/srv/ReoDashboard',
      '/srv/ReoContractors',
      '/srv/ReoApplications?status=wait',
      '/srv/ReoApplication?id=1',
    ]) {
      expect((await agent.get(url)).statusCode).toBe(403);
    }
    expect(
      (await agent.post('/srv/ReoContractors/Add', { inn: completeInn('366200707'), title: 'КФХ' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await agent.post('/srv/ReoContractors/SetDeleted', { id: '1', is_deleted: '1' })).statusCode,
    ).toBe(403);
    expect(
      (await agent.post('/srv/ReoApplications/Decide', { id: '1', decision: 'approve' })).statusCode,
    ).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/ReoDashboard' })).statusCode).toBe(401);
  });

  it('the farm asks a fund for support of its lease application, and the fund decides it (decision 0104)', async () => {
    const farm = await signInAs(gateway, 'client');
    const application = await insertSubmittedApplication(gateway, 'client');
    const support = (id = application.id, session = farm) =>
      session.get(`/srv/CabinetReoSupport?id_object=${id}`);
    const ask = (body: Record<string, string>, session = farm) =>
      session.post('/srv/CabinetReoSupport/Create', { id_object: String(application.id), ...body });

    const before = (await support()).json();
    expect(before).toMatchObject({ can_request: true, items: [], lease_sum: application.productsSum });
    expect(before.measures).toHaveLength(2);
    const fund = before.funds.find(
      (one: { title: string }) => one.title === 'Региональный фонд поддержки АПК',
    );
    expect(fund).toBeDefined();
    const measure = before.measures[0];

    // Bad input names its field; a fund that is not one is refused; nothing is stored.
    const bad = await ask({ id_fund: String(fund.id), program: 'Грант', support_sum: 'много' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list.map((error: { prop: string }) => error.prop)).toContain('support_sum');
    const wrong = await ask({ id_fund: String(fund.id), program: 'Грант', support_sum: '10 000' });
    expect(wrong.json().errors_list).toEqual([{ prop: 'program', error: 'Выберите меру поддержки' }]);
    const above = await ask({
      id_fund: String(fund.id),
      program: measure,
      support_sum: String(application.productsSum + 1),
    });
    expect(above.json().errors_list[0].prop).toBe('support_sum');
    const [agentAccount] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'agent'));
    const notFund = await ask({ id_fund: String(agentAccount?.id), program: measure, support_sum: '10000' });
    expect(notFund.json().errors_list).toEqual([{ prop: 'id_fund', error: 'Выберите фонд из списка' }]);
    expect((await support()).json().items).toEqual([]);

    // Another client's application is 404, the fund partner is 403.
    const neighbour = await signInAs(gateway, 'agent-client');
    const valid = {
      id_fund: String(fund.id),
      program: measure,
      support_sum: '500 000',
      comment: 'Урожай 2027',
    };
    expect((await ask(valid, neighbour)).statusCode).toBe(404);
    expect((await ask(valid, partner)).statusCode).toBe(403);

    const asked = await ask(valid);
    expect(asked.statusCode).toBe(200);
    const item = asked.json().item;
    expect(item).toMatchObject({
      status: 'wait',
      program: measure,
      support_sum: 500_000,
      lease_sum: application.productsSum,
      lease_code: application.code,
      fund: { title: 'Региональный фонд поддержки АПК' },
    });
    expect(item.code).toMatch(/^РЭО-\d{6}$/);
    // One request of an application waits at a time.
    expect((await support()).json().can_request).toBe(false);
    expect((await ask(valid)).statusCode).toBe(409);

    // The fund sees it waiting, with the farm it now knows, and is told in its feed.
    const waiting = (await partner.get('/srv/ReoApplications?status=wait')).json().items as Item[];
    const arrived = waiting.find((one) => one.id === item.id);
    expect(arrived?.contractor.title).toBe('ООО «КФХ Рассвет»');
    const [partnerAccount] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'ppk-reo'));
    const told = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, partnerAccount?.id ?? 0));
    expect(told.map((message) => message.title)).toContain(`Новый запрос поддержки ${item.code}`);
    expect(
      (await partner.post('/srv/ReoApplications/Decide', { id: String(item.id), decision: 'approve' }))
        .statusCode,
    ).toBe(200);
    expect((await support()).json().items[0]).toMatchObject({ id: item.id, status: 'approve' });
    // The farm is told once, in its own feed, by the kind of support requests, with its application.
    const farmTold = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(
        and(
          eq(schema.cabinetMessages.accountId, await farmAccountId(gateway)),
          like(schema.cabinetMessages.title, `%одобрил запрос поддержки ${item.code}`),
        ),
      );
    expect(farmTold).toHaveLength(1);
    expect(farmTold[0]).toMatchObject({ kind: 'support', entity: 'application', entityId: application.id });
    expect(farmTold[0]?.body).toContain(application.code);
    const refusedTwice = await partner.post('/srv/ReoApplications/Decide', {
      id: String(item.id),
      decision: 'cancel',
      comment: 'Передумали',
    });
    expect(refusedTwice.statusCode).toBe(400);
    expect(
      await gateway.database.db
        .select()
        .from(schema.cabinetMessages)
        .where(
          and(
            eq(schema.cabinetMessages.accountId, await farmAccountId(gateway)),
            eq(schema.cabinetMessages.kind, 'support'),
            like(schema.cabinetMessages.title, `%запрос поддержки ${item.code}`),
          ),
        ),
    ).toHaveLength(1);

    // A draft has no lease to support yet.
    const [draft] = await gateway.database.db
      .insert(schema.applications)
      .values({ accountId: await farmAccountId(gateway), status: 'draft', step: 1, maxStep: 1, form: {} })
      .returning();
    expect((await ask({ ...valid, id_object: String(draft?.id) })).statusCode).toBe(409);
  });

  it("the fund's cancel reaches the farm once, with the fund's reason and a letter to its address", async () => {
    const farm = await signInAs(gateway, 'client');
    const { application, asked } = await askSupport(farm, 'Региональный фонд поддержки АПК', 0, '300 000');
    expect(asked.statusCode).toBe(200);
    const { id, code } = asked.json().item;
    const cancelled = await partner.post('/srv/ReoApplications/Decide', {
      id: String(id),
      decision: 'cancel',
      comment: 'Лимит программы на год исчерпан',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await farm.get(`/srv/CabinetReoSupport?id_object=${application.id}`)).json().items[0],
    ).toMatchObject({
      id,
      status: 'cancel',
    });
    const farmId = await farmAccountId(gateway);
    const told = await farmMessagesAbout(code, 'отклонил');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'support', entity: 'application', entityId: application.id });
    expect(told[0]?.body).toContain('Комментарий фонда: Лимит программы на год исчерпан');
    expect(told[0]?.body).toContain(application.code);
    // Its letter waits in the outbox of deliveries; a second decision tells no one again.
    const letters = await gateway.database.db
      .select()
      .from(schema.messageDeliveries)
      .where(eq(schema.messageDeliveries.messageId, told[0]?.id ?? 0));
    expect(letters).toMatchObject([{ channel: 'email', status: 'pending', accountId: farmId }]);
    const again = await partner.post('/srv/ReoApplications/Decide', { id: String(id), decision: 'approve' });
    expect(again.statusCode).toBe(400);
    expect(await farmMessagesAbout(code)).toHaveLength(1);
  });

  it("the manager's decision on the lease reaches each fund with a waiting request of it, by letter too (decision 0183)", async () => {
    const farm = await signInAs(gateway, 'client');
    const manager = await signInAs(gateway, 'manager');
    const fundId = (
      await gateway.database.db.select().from(schema.accounts).where(eq(schema.accounts.login, 'ppk-reo'))
    )[0]?.id;
    const fundMessagesAbout = (code: string) =>
      gateway.database.db
        .select()
        .from(schema.cabinetMessages)
        .where(
          and(
            eq(schema.cabinetMessages.accountId, fundId ?? 0),
            like(schema.cabinetMessages.title, `Агролизинг %лизинг% ${code}`),
          ),
        );
    const refused = await askSupport(farm, 'Региональный фонд поддержки АПК', 0, '250 000');
    const refusedCode = refused.asked.json().item.code as string;
    const rejected = await manager.post('/srv/Backoffice/Application/Reject', {
      id_object: String(refused.application.id),
      reason: 'Хозяйство не подтвердило выручку',
    });
    expect(rejected.statusCode).toBe(200);
    const toldOfRefusal = await fundMessagesAbout(refusedCode);
    expect(toldOfRefusal.map((message) => message.title)).toEqual([
      `Агролизинг отказал в лизинге по запросу ${refusedCode}`,
    ]);
    expect(toldOfRefusal[0]).toMatchObject({ kind: 'support', entity: 'reo_application' });
    expect(toldOfRefusal[0]?.body).toContain('Хозяйство не подтвердило выручку');
    expect(toldOfRefusal[0]?.body).toContain(refused.application.code);
    const letters = await gateway.database.db
      .select()
      .from(schema.messageDeliveries)
      .where(eq(schema.messageDeliveries.messageId, toldOfRefusal[0]?.id ?? 0));
    expect(letters).toMatchObject([{ channel: 'email', status: 'pending', accountId: fundId }]);
    // The fund decides its request itself: the refused lease leaves it waiting.
    expect(
      (await farm.get(`/srv/CabinetReoSupport?id_object=${refused.application.id}`)).json().items[0],
    ).toMatchObject({
      status: 'wait',
    });

    // An approved lease: the waiting request's fund hears it; one the fund decided already does not.
    const waiting = await askSupport(farm, 'Региональный фонд поддержки АПК', 0, '200 000');
    const waitingCode = waiting.asked.json().item.code as string;
    const approval = await manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(waiting.application.id),
      ...APPROVAL,
    });
    expect(approval.statusCode).toBe(200);
    expect((await fundMessagesAbout(waitingCode)).map((message) => message.title)).toEqual([
      `Агролизинг одобрил лизинг по запросу ${waitingCode}`,
    ]);
    const decided = await askSupport(farm, 'Региональный фонд поддержки АПК', 0, '150 000');
    const decidedItem = decided.asked.json().item as { id: number; code: string };
    await partner.post('/srv/ReoApplications/Decide', { id: String(decidedItem.id), decision: 'approve' });
    await manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(decided.application.id),
      ...APPROVAL,
    });
    expect(await fundMessagesAbout(decidedItem.code)).toHaveLength(0);
  });

  it('a farm the fund had deleted comes back when it asks again', async () => {
    const farm = await signInAs(gateway, 'client');
    const inn =
      (await gateway.database.db.select().from(schema.accounts).where(eq(schema.accounts.login, 'client')))[0]
        ?.inn ?? '';
    const added = await other.post('/srv/ReoContractors/Add', { inn, title: 'КФХ Рассвет' });
    expect(added.statusCode).toBe(200);
    await other.post('/srv/ReoContractors/SetDeleted', { id: String(added.json().item.id), is_deleted: '1' });
    const { asked } = await askSupport(farm, 'Фонд другого региона', 1, '20000');
    expect(asked.statusCode).toBe(200);
    const current = (await other.get('/srv/ReoContractors')).json().items as { inn: string }[];
    expect(current.map((one) => one.inn)).toContain(inn);
  });
});
