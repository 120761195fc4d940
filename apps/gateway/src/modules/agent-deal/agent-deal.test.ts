import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentDeal } from '../../testing/agent-deals.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { otherAgent } from '../../testing/other-accounts.ts';

const { accounts, agentCommissions, cabinetMessages } = schema;

/** The agent deal wizard (CabinetDealAgentWizard, decision 0101); the offer is 4 800 000 ₽, 20 %, 24 months. */
describe.each(testDrivers())('the agent deal wizard on %s', (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let other: CabinetSession;
  let farm: CabinetSession;
  let manager: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    other = await otherAgent(gateway, 'agent-deal-other');
    farm = await signInAs(gateway, 'agent-client');
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(async () => gateway?.close());

  const wizard = (dealId: number, extra: Record<string, string> = {}, session = agent) =>
    session.post('/srv/CabinetDealAgentWizard', { id_object: String(dealId), ...extra });
  const commissionOf = async (dealId: number) =>
    (await gateway.database.db.select().from(agentCommissions).where(eq(agentCommissions.dealId, dealId)))[0];

  it("getContragens: the agent's contractors with the deals it brought and their commission", async () => {
    const response = await agent.get('/srv/CabinetDealAgentWizard?step=1&method=getContragens');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.step).toBe(1);
    const farmItem = body.items.find((item: { title: string }) => item.title === 'ООО «Агрофирма Заречье»');
    expect(farmItem.has_account).toBe(true);
    const stages = farmItem.deals.map((deal: { stage: string }) => deal.stage);
    expect(stages).toEqual(expect.arrayContaining(['conditions', 'closed']));
    const open = farmItem.deals.find((deal: { stage: string }) => deal.stage === 'conditions');
    expect(open.url).toBe(`/cabinet/v2/agent/deals/${open.id}`);
    expect(open.commission).toMatchObject({ percent: 1.5, status: 'pending' });
    expect(open.commission.amount).toBe(Math.floor((open.commission.base * 1.5) / 100));
    // Another agent has none; the wrong method or step is 400 naming it; a client 403.
    expect((await other.get('/srv/CabinetDealAgentWizard?step=1&method=getContragens')).json().items).toEqual(
      [],
    );
    const bad = await agent.get('/srv/CabinetDealAgentWizard?step=1&method=getDeals');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0].prop).toBe('method');
    const badStep = await agent.get('/srv/CabinetDealAgentWizard?step=2&method=getContragens');
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json().errors_list[0].prop).toBe('step');
    expect((await farm.get('/srv/CabinetDealAgentWizard?step=1&method=getContragens')).statusCode).toBe(403);
  });

  it('opening a deal from an agent application accrues its commission, pending', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const row = await commissionOf(dealId);
    expect(row).toMatchObject({ status: 'pending', percent: 1.5, earnedAt: null });
    expect(row?.amount).toBe(Math.floor(((row?.base ?? 0) * 1.5) / 100));
  });

  it("get: the client's conditions and form on the agent's deal, its contractor, commission and products", async () => {
    const { dealId, applicationId } = await demoAgentDeal(gateway, manager, farm);
    const response = await wizard(dealId);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.states).toEqual({
      isrobo: true,
      isready: false,
      iscontract: false,
      iscontractsigned: false,
      isdocs: false,
      isCommission: false,
    });
    expect(reply.wizard).toMatchObject({ step: 3, url: `/cabinet/v2/agent/deals/${dealId}?step=3` });
    expect(reply.flags).toMatchObject({
      conditionsFormatting: true,
      conditionsControl: true,
      commission: false,
    });
    expect(reply.conditions[String(applicationId)].form).toMatchObject({
      advancePay: { min: 20, max: 49, value: 20 },
      orderPeriod: { min: 6, max: 24, value: 24 },
    });
    expect(reply.contractor).toMatchObject({ title: 'ООО «Агрофирма Заречье»' });
    expect(reply.commission).toMatchObject({ status: 'pending', percent: 1.5 });
    expect(reply.CRMProduct).toHaveLength(2);
    expect(reply.CRMProduct[0].choosedCRMPriceID).toBeGreaterThan(0);
    expect(reply.roboFinishConditions).toBeNull();
    expect(reply.roboOrderSigningDocuments).toEqual([]);
  });

  it('refuses bad input with the field, another agent 404, a client 403, a guest 401', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const bad = await agent.post('/srv/CabinetDealAgentWizard', { id_object: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0].prop).toBe('id_object');
    const action = await wizard(dealId, { action: 'payAction' });
    expect(action.statusCode).toBe(400);
    expect(action.json().errors_list[0].prop).toBe('action');
    expect((await wizard(dealId, {}, other)).statusCode).toBe(404);
    expect((await wizard(dealId, { action: 'approveAction' }, other)).statusCode).toBe(404);
    expect((await wizard(dealId, {}, farm)).statusCode).toBe(403);
    expect((await wizard(dealId, {}, manager)).statusCode).toBe(403);
    const guest = await gateway.app.inject({
      method: 'POST',
      url: '/srv/CabinetDealAgentWizard',
      payload: { id_object: dealId },
    });
    expect(guest.statusCode).toBe(401);
    // A deal of the client's own application is not the agent's.
    const [own] = await gateway.database.db
      .select({ id: schema.deals.id })
      .from(schema.deals)
      .innerJoin(accounts, eq(accounts.id, schema.deals.accountId))
      .where(eq(accounts.login, 'client'))
      .orderBy(desc(schema.deals.id))
      .limit(1);
    expect((await wizard(own?.id ?? 0)).statusCode).toBe(404);
  });

  it('DynConditionsAction previews, updateConditionAction saves; out of bounds is 400 naming the field', async () => {
    const { dealId, applicationId } = await demoAgentDeal(gateway, manager, farm);
    const preview = await wizard(dealId, {
      action: 'DynConditionsAction',
      advancePay: '30',
      orderPeriod: '12',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().conditions[String(applicationId)].calcs).toMatchObject({
      advance_percent: 30,
      advance: 1_440_000,
      term_months: 12,
    });
    expect((await wizard(dealId)).json().conditions[String(applicationId)].calcs.term_months).toBe(24);
    const low = await wizard(dealId, { action: 'updateConditionAction', advancePay: '10' });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors_list[0].prop).toBe('advancePay');
    const months = await wizard(dealId, { action: 'updateConditionAction', RepaymentType: '9', months: '' });
    expect(months.statusCode).toBe(400);
    expect(months.json().errors_list[0].prop).toMatch(/^months/);
    // The method field carries an action as well (the client's wizard's way).
    const saved = await wizard(dealId, {
      method: 'updateConditionAction',
      RepaymentType: '9',
      months: '9,10,11',
      orderPeriod: '12',
      'Insurer--id': '2',
    });
    expect(saved.statusCode).toBe(200);
    const conditions = saved.json().conditions[String(applicationId)];
    expect(conditions.calcs).toMatchObject({ repayment_code: '9', term_months: 12 });
    expect(conditions.changed).toBe(true);
  });

  it('isAvailableDelaysAction answers the delays, checkStatusAction moves to the control step', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const delays = await wizard(dealId, {
      action: 'isAvailableDelaysAction',
      orderPeriod: '6',
      advancePay: '20',
    });
    expect(delays.statusCode).toBe(200);
    expect(delays.json().delays).toMatchObject({ isRoboDelayPays: false, isRoboDelayAdvance: false });
    const bad = await wizard(dealId, { action: 'isAvailableDelaysAction', isRoboDelayPays: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0].prop).toBe('isRoboDelayPays');
    const checked = await wizard(dealId, { action: 'checkStatusAction' });
    expect(checked.json().wizard.step).toBe(4);
  });

  it('setSignModeAction and setNoSignAction choose signing; no mode is 400 naming sign_mode', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const missing = await wizard(dealId, { action: 'setSignModeAction' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors_list[0].prop).toBe('sign_mode');
    expect((await wizard(dealId, { action: 'setSignModeAction', sign_mode: 'csp' })).json().sign_mode).toBe(
      'csp',
    );
    expect((await wizard(dealId, { action: 'setNoSignAction' })).json().sign_mode).toBe('paper');
  });

  it('setRejectAction rejects the conditions and tells the company it was its agent', async () => {
    const { dealId, applicationId } = await demoAgentDeal(gateway, manager, farm);
    const rejected = (await wizard(dealId, { action: 'setRejectAction' })).json();
    expect(rejected.conditions[String(applicationId)].condIsRejected).toBe(true);
    expect(rejected.flags).toMatchObject({ orderSigning: true, orderFormatting: false });
    expect((await wizard(dealId, { action: 'setRejectAction' })).statusCode).toBe(409);
    const feed = await gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, 'deal'), eq(cabinetMessages.entityId, dealId)));
    expect(feed.map((entry) => entry.body)).toContain(
      'Ваш агент не согласился с условиями. Менеджер свяжется, чтобы их обсудить.',
    );
  });

  it('approveAction agrees the conditions: the commission step; the company still sees its deal', async () => {
    const { dealId, applicationId } = await demoAgentDeal(gateway, manager, farm);
    const approved = (await wizard(dealId, { action: 'approveAction' })).json();
    expect(approved.states).toMatchObject({ isready: true, isCommission: true });
    expect(approved.wizard.step).toBe(5);
    expect(approved.flags).toMatchObject({ commission: true, conditionsControl: false });
    expect(approved.roboFinishConditions.calcs.term_months).toBe(24);
    expect(approved.commission.status).toBe('pending');
    expect((await wizard(dealId, { action: 'approveAction' })).statusCode).toBe(409);
    // The contractor client sees the same deal in its own wizard, without the agent's commission step.
    const own = (await farm.post('/srv/CabinetDealWizard', { id_object: String(dealId) })).json();
    expect(own.states).toMatchObject({ isready: true, isCommission: false });
    expect(own.wizard.step).toBe(6);
    expect(own.conditions[String(applicationId)].condIsActive).toBe(false);
  });

  it('GetShippingCost prices the shipping of the order of the agent deal; another agent 404, a client 403', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    await wizard(dealId, { action: 'approveAction' });
    const moved = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'conditions',
    });
    expect(moved.statusCode).toBe(200);
    const reply = (await wizard(dealId)).json();
    expect(reply.states).toMatchObject({ iscontract: true, isCommission: false });
    expect(reply.wizard.step).toBe(7);
    expect(reply.flags).toMatchObject({ orderSigning: true, commission: false });
    expect(reply.roboOrderSigningDocuments).toHaveLength(1);
    const orderId = reply.id_shipping;
    const shipping = await agent.post('/srv/CabinetDealAgentWizard/GetShippingCost', {
      id_shipping: String(orderId),
    });
    expect(shipping.statusCode).toBe(200);
    expect(shipping.json()).toMatchObject({ id_shipping: orderId, isCalculated: true });
    expect(shipping.json().items).toHaveLength(2);
    const bad = await agent.post('/srv/CabinetDealAgentWizard/GetShippingCost', { id_shipping: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0].prop).toBe('id_shipping');
    expect(
      (await other.post('/srv/CabinetDealAgentWizard/GetShippingCost', { id_shipping: String(orderId) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await farm.post('/srv/CabinetDealAgentWizard/GetShippingCost', { id_shipping: String(orderId) }))
        .statusCode,
    ).toBe(403);
  });

  it("the back office closing the deal earns the agent's commission; the dashboard counts it", async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const before = (await agent.get('/srv/AgentDashboard')).json().commission;
    const row = await commissionOf(dealId);
    const amount = row?.amount ?? 0;
    expect(amount).toBeGreaterThan(0);
    const move = (stage: string, extra: Record<string, string> = {}) =>
      manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage, ...extra });
    expect((await move('conditions')).statusCode).toBe(200);
    expect(
      (await move('contract', { date_planned_shipment: '2027-03-15', supply_code: 'П-1' })).statusCode,
    ).toBe(200);
    expect((await move('shipment')).statusCode).toBe(200);
    expect((await commissionOf(dealId))?.status).toBe('pending');
    expect((await move('handover')).statusCode).toBe(200);
    const earned = await commissionOf(dealId);
    expect(earned).toMatchObject({ status: 'earned', amount });
    expect(earned?.earnedAt).not.toBeNull();
    const after = (await agent.get('/srv/AgentDashboard')).json().commission;
    expect(after.earned).toBe(before.earned + amount);
    expect(after.pending).toBe(before.pending - amount);
    const closed = (await wizard(dealId)).json();
    expect(closed.wizard).toMatchObject({ step: 10, finished: true });
    expect(closed.commission).toMatchObject({ status: 'earned', status_title: 'Заработано' });
  });
});
