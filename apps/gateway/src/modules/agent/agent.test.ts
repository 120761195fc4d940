import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn } from '@agrolease/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { toldTo } from '../../testing/message-deliveries.ts';
import { otherAgent } from '../../testing/other-accounts.ts';
import { acceptSesAgreement, lastCodeFor } from '../../testing/signing-fixtures.ts';

describe.each(testDrivers())("the agent's cabinet on %s", (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let registerInn = '';

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    other = await otherAgent(gateway, 'agent-other');
    client = await signInAs(gateway, 'client');
    // A company of the register the demo agent does not have yet.
    const [company] = await gateway.database.db
      .select({ inn: schema.suppliers.inn })
      .from(schema.suppliers)
      .orderBy(asc(schema.suppliers.id))
      .offset(1)
      .limit(1);
    registerInn = company?.inn ?? '';
  });
  afterAll(async () => gateway?.close());

  it('answers the dashboard: contractors, applications by status, deals, commission and the manager', async () => {
    const reply = await agent.get('/srv/AgentDashboard');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.contractors.count).toBe(2);
    expect(body.applications.count).toBe(3);
    expect(body.applications.by_status).toEqual(
      expect.arrayContaining([{ status: 'submitted', title: 'На рассмотрении', count: 1 }]),
    );
    // The closed deal and the one waiting in the agent's deal wizard (decision 0101).
    expect(body.deals).toEqual({ open: 1, closed: 1 });
    expect(body.commission.percent).toBe(1.5);
    // From the accrual rows: earned for the closed deal, pending for the open one.
    const accrued = await gateway.database.db
      .select()
      .from(schema.agentCommissions)
      .innerJoin(schema.accounts, eq(schema.accounts.id, schema.agentCommissions.agentAccountId))
      .where(eq(schema.accounts.login, 'agent'));
    const sum = (status: string) =>
      accrued
        .filter((row) => row.agent_commissions.status === status)
        .reduce((total, row) => total + row.agent_commissions.amount, 0);
    expect(body.commission.earned).toBe(sum('earned'));
    expect(body.commission.pending).toBe(sum('pending'));
    expect(body.commission.earned).toBeGreaterThan(0);
    expect(body.commission.pending).toBeGreaterThan(0);
    expect(body.manager.name).not.toBe('');
    const fresh = (await other.get('/srv/AgentDashboard')).json();
    expect(fresh.contractors.count).toBe(0);
    expect(fresh.commission).toEqual({ percent: 1.5, earned: 0, pending: 0, paid: 0 });
  });

  it('adds a contractor by INN from the register, once', async () => {
    const added = await agent.post('/srv/AgentContractors/Add', { inn: registerInn });
    expect(added.statusCode).toBe(200);
    const item = added.json().item;
    expect(item.inn).toBe(registerInn);
    expect(item.title).not.toBe('');
    const again = await agent.post('/srv/AgentContractors/Add', { inn: registerInn });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors_list[0]).toEqual({
      prop: 'inn',
      error: 'Этот контрагент уже есть в вашем списке',
    });
    const list = (await agent.get('/srv/AgentContractors')).json();
    expect(list.items[0].inn).toBe(registerInn);
    expect(list.items).toHaveLength(3);
    // Another agent may bring the same company.
    expect((await other.post('/srv/AgentContractors/Add', { inn: registerInn })).statusCode).toBe(200);
  });

  it('refuses a bad INN with a readable reason', async () => {
    const checksum = await agent.post('/srv/AgentContractors/Add', { inn: '3662000016' });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json().error_message).toContain('контрольное число');
    const short = await agent.post('/srv/AgentContractors/Add', { inn: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors_list[0].prop).toBe('inn');
    expect((await agent.post('/srv/AgentContractors/Add', {})).statusCode).toBe(400);
    const unknown = await agent.post('/srv/AgentContractors/Add', { inn: completeInn('999999990') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_message).toContain('не найдена');
    expect((await agent.get('/srv/AgentContractor?id=abc')).statusCode).toBe(400);
    expect((await agent.get('/srv/AgentApplication?id=0')).statusCode).toBe(400);
    expect((await agent.get('/srv/AgentApplications?id_contractor=x')).statusCode).toBe(400);
  });

  it('adds a farm the register does not know by hand, «не проверено» until a manager checks it', async () => {
    const inn = completeInn('999999991');
    const unknown = await other.post('/srv/AgentContractors/Add', { inn });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors_list.map((item: { prop: string }) => item.prop)).toEqual(['inn', 'manual']);
    const incomplete = await other.post('/srv/AgentContractors/Add', { inn, manual: '1', title: 'К' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors_list).toEqual([
      { prop: 'title', error: 'Укажите название организации' },
      { prop: 'region', error: 'Выберите регион' },
      { prop: 'address', error: 'Укажите адрес' },
    ]);
    const badChecksum = await other.post('/srv/AgentContractors/Add', {
      inn: '3662000016',
      manual: '1',
      title: 'КФХ Ромашка',
      region: 'Тамбовская область',
      address: 'с. Покровка, ул. Полевая, 3',
    });
    expect(badChecksum.json().errors_list[0]).toEqual({
      prop: 'inn',
      error: 'Неверный ИНН: не сходится контрольное число',
    });
    const added = await other.post('/srv/AgentContractors/Add', {
      inn,
      manual: '1',
      title: 'КФХ Ромашка',
      region: 'Тамбовская область',
      address: 'с. Покровка, ул. Полевая, 3',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().item).toMatchObject({
      inn,
      title: 'КФХ Ромашка',
      region: 'Тамбовская область',
      address: 'с. Покровка, ул. Полевая, 3',
      verified: false,
    });
    const listed = (await other.get('/srv/AgentContractors')).json();
    expect(listed.items.find((item: { inn: string }) => item.inn === registerInn).verified).toBe(true);

    // The manager sees it waiting (counted in the back office's menu) and checks it.
    const manager = await signInAs(gateway, 'manager');
    const counted = (await manager.get('/srv/Backoffice/QueueCounts')).json().counts.contractors;
    expect(counted).toBeGreaterThanOrEqual(1);
    const waiting = (await manager.get('/srv/Backoffice/AgentContractors')).json().items;
    const mine = waiting.find((item: { inn: string }) => item.inn === inn);
    expect(mine).toMatchObject({ verified: false, region: 'Тамбовская область' });
    expect(mine.agent.title).not.toBe('');
    expect(
      (await other.post('/srv/Backoffice/AgentContractors/Verify', { id: String(mine.id) })).statusCode,
    ).toBe(403);
    const verified = await manager.post('/srv/Backoffice/AgentContractors/Verify', { id: String(mine.id) });
    expect(verified.json().item.verified).toBe(true);
    expect((await manager.get('/srv/Backoffice/QueueCounts')).json().counts.contractors).toBe(counted - 1);
    expect(
      (await manager.post('/srv/Backoffice/AgentContractors/Verify', { id: '99999999' })).statusCode,
    ).toBe(404);
    const seen = (await other.get(`/srv/AgentContractor?id=${mine.id}`)).json();
    expect(seen.item.verified).toBe(true);
  });

  it("shows a contractor with its applications; another agent's is 404", async () => {
    const list = (await agent.get('/srv/AgentContractors')).json();
    const farm = list.items.find((item: { title: string }) => item.title.includes('Заречье'));
    const reply = await agent.get(`/srv/AgentContractor?id=${farm.id}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.has_account).toBe(true);
    expect(body.applications).toHaveLength(3);
    expect((await other.get(`/srv/AgentContractor?id=${farm.id}`)).statusCode).toBe(404);
    expect((await other.get(`/srv/AgentApplications?id_contractor=${farm.id}`)).statusCode).toBe(404);
    expect((await agent.get('/srv/AgentContractor?id=999999')).statusCode).toBe(404);
  });

  it("follows an application's progress; another agent's is 404; the company sees it too", async () => {
    const list = (await agent.get('/srv/AgentApplications')).json();
    const current = list.items.find((item: { status: string }) => item.status === 'submitted');
    expect(current.contractor.title).toContain('Заречье');
    expect(current.products_sum).toBeGreaterThan(0);
    const reply = await agent.get(`/srv/AgentApplication?id=${current.id}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.progress.find((step: { current: boolean }) => step.current).title).toBe('Рассмотрение');
    expect(body.products).toHaveLength(1);
    expect(body.deal).toBeNull();
    const accepted = list.items.filter((item: { status: string }) => item.status === 'offer_accepted');
    const deals = await Promise.all(
      accepted.map(
        async (item: { id: number }) => (await agent.get(`/srv/AgentApplication?id=${item.id}`)).json().deal,
      ),
    );
    const closed = deals.find((deal) => deal.stage === 'closed');
    expect(closed.commission).toBeGreaterThan(0);
    expect(closed.commission_status).toBe('earned');
    expect(deals.find((deal) => deal.stage === 'conditions').commission_status).toBe('pending');
    expect((await other.get(`/srv/AgentApplication?id=${current.id}`)).statusCode).toBe(404);
    // The farm signs in to its own cabinet and finds the application among its own.
    const farm = await signInAs(gateway, 'agent-client');
    const own = await farm.get('/srv/GetCabinetApplications?isfinished=0');
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain(current.title);
  });

  it("starts a draft in the contractor's own cabinet; a company without an account cannot have one yet", async () => {
    const list = (await agent.get('/srv/AgentContractors')).json();
    const farm = list.items.find((item: { title: string }) => item.title.includes('Заречье'));
    const withoutAccount = list.items.find((item: { inn: string }) => item.inn === registerInn);
    const created = await agent.post('/srv/AgentApplications/Create', { id_contractor: String(farm.id) });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    const shown = (await agent.get(`/srv/AgentApplication?id=${id}`)).json();
    expect(shown.item.status).toBe('draft');
    expect(shown.item.title).toBe('Новая заявка');
    expect(shown.progress[0]).toEqual({ title: 'Заявка заполняется', done: false, current: true });
    // The farm continues it with its own wizard.
    const owner = await signInAs(gateway, 'agent-client');
    const wizard = await owner.post('/srv/CabinetApplicationWizard', { id_object: String(id) });
    expect(wizard.statusCode).toBe(200);
    const refused = await agent.post('/srv/AgentApplications/Create', {
      id_contractor: String(withoutAccount.id),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_message).toContain('нет личного кабинета');
    expect((await agent.post('/srv/AgentApplications/Create', { id_contractor: 'x' })).statusCode).toBe(400);
    expect(
      (await other.post('/srv/AgentApplications/Create', { id_contractor: String(farm.id) })).statusCode,
    ).toBe(404);
    expect(
      (await client.post('/srv/AgentApplications/Create', { id_contractor: String(farm.id) })).statusCode,
    ).toBe(403);
  });

  it("fills the client's eight-step wizard for the contractor; the company signs and sends it (decision 0108)", async () => {
    const db = gateway.database.db;
    const list = (await agent.get('/srv/AgentContractors')).json();
    const farm = list.items.find((item: { title: string }) => item.title.includes('Заречье'));
    const id = (await agent.post('/srv/AgentApplications/Create', { id_contractor: String(farm.id) })).json()
      .id;
    const [level] = await db.select().from(schema.priceLevels).orderBy(asc(schema.priceLevels.id)).limit(1);
    const [region] = await db.select().from(schema.regions).orderBy(asc(schema.regions.sortKey)).limit(1);
    if (!level || !region) throw new Error('no demo catalogue');
    const wizard = (form: Record<string, string>, session = agent) =>
      session.post('/srv/AgentApplicationWizard', { id_object: String(id), ...form });
    const submit = async (step: number, fields: Record<string, string>) => {
      const reply = await wizard({ step: String(step), submit: '1', ...fields });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };

    const first = (await wizard({})).json();
    expect(first.wizard).toMatchObject({ step: 1, isavailable: true });
    expect(first.wizard.url).toBe(`/cabinet/v2/agent/applications/wizard?id_object=${id}&step=1`);
    // The applicant is the company, not the agent.
    expect(JSON.stringify(first.FormBuilder.items[0].value)).toContain(farm.inn);
    await submit(1, {
      region: region.fiasId,
      programme: 'minselhoz',
      contact_name: 'Пётр Заречный',
      contact_phone: '+7 900 000-00-02',
      contact_email: 'farm@example.ru',
    });
    const set = await agent.post('/srv/AgentApplicationWizard/SetProducts', {
      id_object: String(id),
      [`quantity[${level.productId}]`]: '1',
      [`products[${level.productId}]`]: String(level.id),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().products).toHaveLength(1);
    await submit(2, {});
    const shipping = await agent.post('/srv/AgentApplicationWizard/GetShippingCost', {
      id_object: String(id),
      delivery_region: region.fiasId,
    });
    expect(shipping.statusCode, shipping.body).toBe(200);
    await submit(3, { delivery_region: region.fiasId, delivery_address: 'г Тамбов, ул Советская, д 1' });
    await submit(4, { advance_percent: '20', term_months: '36', schedule_type: 'annuity' });
    await submit(5, { revenue: '9 000 000', land_area: '800', fleet_size: '9' });
    // The agent uploads the documents; they become the company's with its application.
    const upload = async () =>
      (
        await agent.upload('/srv/SetFile', {
          files: [{ field: 'file', name: 'ustav.pdf', bytes: SMALL_PDF }],
        })
      ).json().id as number;
    const charter = await upload();
    const statements = await upload();
    await submit(6, { charter_file: String(charter), statements_file: String(statements) });
    const owners = await db
      .select({ accountId: schema.cabinetFiles.accountId })
      .from(schema.cabinetFiles)
      .where(eq(schema.cabinetFiles.id, charter));
    const [company] = await db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'agent-client'));
    expect(owners[0]?.accountId).toBe(company?.id);
    const eight = await submit(7, { confirm_data: '1' });
    expect(eight.wizard.step).toBe(8);
    expect(eight.canSES).toBe(false);
    const note = eight.FormBuilder.items.find(
      (item: { field: string }) => item.field === 'application_document',
    );
    expect(note.type).toBe('infoboxes');
    expect(JSON.stringify(note.value)).toContain('подписывает заявку в своём личном кабинете');

    // Another agent, a client, a guest and a bad id.
    expect((await wizard({}, other)).statusCode).toBe(404);
    expect((await wizard({}, client)).statusCode).toBe(403);
    expect(
      (await other.put('/srv/AgentApplicationWizard/UnSetProducts', { id_object: String(id), id_row: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await agent.post('/srv/AgentApplicationWizard', {})).statusCode).toBe(400);
    const guest = await gateway.app.inject({
      method: 'POST',
      url: '/srv/AgentApplicationWizard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id_object=${id}`,
    });
    expect(guest.statusCode).toBe(401);
    // The client's own application is not the agent's.
    const [clientOwn] = await db
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .innerJoin(schema.accounts, eq(schema.accounts.id, schema.applications.accountId))
      .where(eq(schema.accounts.login, 'client'))
      .limit(1);
    if (clientOwn) {
      expect(
        (await agent.post('/srv/AgentApplicationWizard', { id_object: String(clientOwn.id) })).statusCode,
      ).toBe(404);
    }

    // The company finds it in its own cabinet, told by its feed, and signs it: the application is sent.
    const owner = await signInAs(gateway, 'agent-client');
    const feed = await db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.entityId, id));
    expect(feed.map((row) => row.title)).toContain('Агент подготовил заявку на лизинг');
    const own = (await owner.post('/srv/CabinetApplicationWizard', { id_object: String(id) })).json();
    expect(own.wizard.step).toBe(8);
    expect(own.applicationDocument.url).toMatch(/^\/srv\/files\/\d+$/);
    await acceptSesAgreement(gateway, company?.id ?? 0, company?.phone ?? '');
    const asked = await owner.get(`/srv/CabinetApplicationSignSES?id_object=${id}`);
    expect(asked.statusCode, asked.body).toBe(200);
    const smsCode = await lastCodeFor(gateway, company?.phone ?? '');
    const signed = await owner.get(`/srv/CabinetApplicationSignSES?id_object=${id}&code=${smsCode}`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().application.status).toBe('submitted');
    const followed = (await agent.get(`/srv/AgentApplication?id=${id}`)).json();
    expect(followed.item.status).toBe('submitted');
    const done = (await wizard({})).json();
    expect(done.wizard).toMatchObject({ step: 8, finished: true, isavailable: false });
    expect((await wizard({ step: '3', submit: '1', delivery_region: region.fiasId })).statusCode).toBe(409);

    // The back office marks it as the agent's, in the queue and on its page.
    const manager = await signInAs(gateway, 'manager');
    const code = signed.json().application.code;
    const queue = (
      await manager.get(`/srv/Backoffice/Applications?query=${encodeURIComponent(code)}`)
    ).json();
    expect(queue.items[0].agent).toEqual({ title: 'ИП Соколов А. В.', inn: expect.any(String) });
    const card = (await manager.get(`/srv/Backoffice/Application?id_object=${id}`)).json();
    expect(card.application.agent.title).toBe('ИП Соколов А. В.');
    expect(card.application.company.title).toContain('Заречье');
  });

  it('the manager records the payout of an earned commission; the agent sees it paid and downloads its act (decision 0108)', async () => {
    const manager = await signInAs(gateway, 'manager');
    const list = (await agent.get('/srv/AgentApplications')).json();
    const shown = await Promise.all(
      list.items
        .filter((item: { status: string }) => item.status === 'offer_accepted')
        .map(async (item: { id: number }) => (await agent.get(`/srv/AgentApplication?id=${item.id}`)).json()),
    );
    const closed = shown.find((body) => body.deal?.stage === 'closed');
    const open = shown.find((body) => body.deal && body.deal.stage !== 'closed');
    const dealId = closed.deal.id as number;
    expect(closed.deal.commission_act_url).toBeNull();
    expect((await agent.get(`/srv/AgentCommissionAct?id_deal=${dealId}`)).statusCode).toBe(404);

    const card = (await manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card;
    expect(card.agent_commission).toMatchObject({ agent: { title: 'ИП Соколов А. В.' }, status: 'earned' });
    expect(card.deal.agent.title).toBe('ИП Соколов А. В.');
    const deals = (await manager.get('/srv/Backoffice/Deals?stage=closed')).json();
    expect(deals.items.find((item: { id: number }) => item.id === dealId)?.agent?.title).toBe(
      'ИП Соколов А. В.',
    );
    const pay = (form: Record<string, string>) =>
      manager.post('/srv/Backoffice/Deal/AgentCommissionPaid', { id_object: String(dealId), ...form });
    const future = await pay({ paid_on: '2999-01-01', payment_order: '512' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors_list[0]).toEqual({
      prop: 'paid_on',
      error: 'Дата выплаты не может быть в будущем',
    });
    expect((await pay({ paid_on: '2026-13-45', payment_order: '512' })).statusCode).toBe(400);
    expect((await pay({ paid_on: '2026-11-25', payment_order: '' })).statusCode).toBe(400);
    expect(
      (
        await agent.post('/srv/Backoffice/Deal/AgentCommissionPaid', {
          id_object: String(dealId),
          paid_on: '2026-11-25',
          payment_order: '512',
        })
      ).statusCode,
    ).toBe(403);
    const today = new Date().toISOString().slice(0, 10);
    const paid = await pay({ paid_on: today, payment_order: '512' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().card.agent_commission).toMatchObject({
      status: 'paid',
      paid_on: today,
      payment_order: '512',
    });
    expect((await pay({ paid_on: today, payment_order: '513' })).statusCode).toBe(409);
    // The agent is told of the payout once, in the feed and by letter (issue 37).
    const [agentAccount] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'agent'));
    expect(
      await toldTo(gateway.database.db, agentAccount?.id ?? 0, /^Вознаграждение по сделке .+ выплачено$/),
    ).toEqual([expect.objectContaining({ entity: 'deal', channels: ['email'] })]);
    // A deal still on its way: its commission is not earned yet.
    expect(
      (
        await manager.post('/srv/Backoffice/Deal/AgentCommissionPaid', {
          id_object: String(open.deal.id),
          paid_on: today,
          payment_order: '514',
        })
      ).statusCode,
    ).toBe(409);

    const dashboard = (await agent.get('/srv/AgentDashboard')).json();
    expect(dashboard.commission.paid).toBe(closed.deal.commission);
    expect(dashboard.commission.earned).toBeGreaterThanOrEqual(dashboard.commission.paid);
    const again = (await agent.get(`/srv/AgentApplication?id=${closed.item.id}`)).json();
    expect(again.deal).toMatchObject({
      commission_status: 'paid',
      commission_paid_on: today,
      commission_act_url: `/srv/AgentCommissionAct?id_deal=${dealId}`,
    });
    const act = await agent.get(again.deal.commission_act_url);
    expect(act.statusCode).toBe(200);
    expect(act.headers['content-type']).toContain('application/pdf');
    expect(act.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await other.get(`/srv/AgentCommissionAct?id_deal=${dealId}`)).statusCode).toBe(404);
    expect((await client.get(`/srv/AgentCommissionAct?id_deal=${dealId}`)).statusCode).toBe(403);
    expect((await agent.get('/srv/AgentCommissionAct?id_deal=x')).statusCode).toBe(400);
  });

  it('is for agents only: a client 403, a guest 401', async () => {
    for (const url of ['/srv/AgentDashboard', '/srv/AgentContractors', '/srv/AgentContractor?id=1']) {
      expect((await client.get(url)).statusCode).toBe(403);
    }
    expect((await client.get('/srv/AgentApplications')).statusCode).toBe(403);
    expect((await client.get('/srv/AgentApplication?id=1')).statusCode).toBe(403);
    expect((await client.post('/srv/AgentContractors/Add', { inn: registerInn })).statusCode).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/AgentDashboard' })).statusCode).toBe(401);
  });
});
