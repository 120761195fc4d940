import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentDeal } from '../../testing/agent-deals.ts';
import { openDeal } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';

const { accounts, cabinetMessages, cabinetOrders, deals } = schema;

const MANUAL = { mode: 'manual', advance_percent: '25', term_months: '30', rate_percent: '12,5' };

/** The manager sets robotic or manual conditions of an agent's deal (decision 0113). */
describe.each(testDrivers())('manual conditions of an agent deal on %s', (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let farm: CabinetSession;
  let client: CabinetSession;
  let manager: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    farm = await signInAs(gateway, 'agent-client');
    client = await signInAs(gateway, 'client');
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(async () => gateway?.close());

  const setConditions = (dealId: number, form: Record<string, string>, session = manager) =>
    session.post('/srv/Backoffice/Deal/AgentConditions', { id_object: String(dealId), ...form });
  const agentWizard = (dealId: number, extra: Record<string, string> = {}) =>
    agent.post('/srv/CabinetDealAgentWizard', { id_object: String(dealId), ...extra });
  const onlyConditions = (reply: { conditions: Record<string, unknown> }) =>
    Object.values(reply.conditions)[0] as Record<string, never>;
  const lastMessage = async (login: string) => {
    const { db } = gateway.database;
    const [row] = await db
      .select({ title: cabinetMessages.title, body: cabinetMessages.body })
      .from(cabinetMessages)
      .innerJoin(accounts, eq(accounts.id, cabinetMessages.accountId))
      .where(eq(accounts.login, login))
      .orderBy(desc(cabinetMessages.id))
      .limit(1);
    return row;
  };

  it("the deal card of an agent's deal says its conditions are robotic; a client's own deal has none", async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const card = (await manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card;
    expect(card.agent_conditions).toEqual({
      mode: 'robotic',
      mode_title: 'Роботизированные условия',
      robotic_available: true,
      can_change: true,
      manual: null,
    });
    const own = await openDeal(gateway, manager, client);
    expect(
      (await manager.get(`/srv/Backoffice/Deal?id_object=${own.dealId}`)).json().card.agent_conditions,
    ).toBe(null);
  });

  it("manual conditions: the agent's and the company's wizards show them, fixed, at the manager's rate", async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const response = await setConditions(dealId, MANUAL);
    expect(response.statusCode).toBe(200);
    const { agent_conditions: mode } = response.json().card;
    expect(mode).toMatchObject({
      mode: 'manual',
      mode_title: 'Ручные условия',
      can_change: true,
      manual: { advance_percent: 25, term_months: 30, rate_percent: 12.5, sum: 4_800_000 },
    });
    expect(mode.manual.monthly_payment).toBeGreaterThan(0);

    const reply = (await agentWizard(dealId)).json();
    expect(reply.states).toMatchObject({ isrobo: false, isready: false });
    const conditions = onlyConditions(reply);
    expect(conditions.calcs).toMatchObject({
      sum: 4_800_000,
      advance_percent: 25,
      term_months: 30,
      rate: 12.5,
      schedule_type: 'annuity',
      monthly_payment: mode.manual.monthly_payment,
      total: mode.manual.total,
    });
    expect(conditions).toMatchObject({ condIsActive: true, canAdv: false, canBase: false, canPrc: false });
    // No editable fields in the form: only the note to check and agree them.
    expect(reply.FormBuilder.items.map((item: { field: string }) => item.field)).toEqual(['conditions']);
    // The contractor's own wizard shows the same.
    const own = (await farm.post('/srv/CabinetDealWizard', { id_object: String(dealId) })).json();
    expect(own.states.isrobo).toBe(false);
    expect(onlyConditions(own).calcs).toMatchObject({ advance_percent: 25, term_months: 30, rate: 12.5 });
    // Both feeds say so.
    expect(await lastMessage('agent')).toMatchObject({
      title: expect.stringContaining('условия установил менеджер'),
      body: expect.stringContaining('Аванс 25 %, срок 30 мес., ставка 12,5 % годовых'),
    });
    expect((await lastMessage('agent-client'))?.title).toContain('условия установил менеджер');
  });

  it('the manual conditions are not edited in the wizard; agreed, they make the contract at their rate', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    expect((await setConditions(dealId, MANUAL)).statusCode).toBe(200);
    const edit = await agentWizard(dealId, { action: 'updateConditionAction', advancePay: '30' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error_message).toBe('Условия сделки установил менеджер: изменить их в мастере нельзя');
    const approved = await agentWizard(dealId, { action: 'approveAction' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().states).toMatchObject({ isrobo: false, isready: true });
    const total = (await manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card.agent_conditions
      .manual.total;
    const moved = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'conditions',
    });
    expect(moved.statusCode).toBe(200);
    const [order] = await gateway.database.db
      .select()
      .from(cabinetOrders)
      .where(eq(cabinetOrders.dealId, dealId));
    expect(order?.sum).toBe(Math.round(total));
    // Agreed conditions no longer change: 409.
    const late = await setConditions(dealId, { mode: 'robotic' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_message).toBe('Условия сделки уже согласованы: изменить их нельзя');
  });

  it("back to robotic: the offer's conditions, editable, at the offer rate; an earlier refusal no longer stands", async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    expect((await agentWizard(dealId, { action: 'setRejectAction' })).statusCode).toBe(200);
    expect((await setConditions(dealId, MANUAL)).statusCode).toBe(200);
    const manual = (await agentWizard(dealId)).json();
    expect(onlyConditions(manual).condIsRejected).toBe(false);
    const response = await setConditions(dealId, { mode: 'robotic', rate_percent: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().card.agent_conditions).toMatchObject({ mode: 'robotic', manual: null });
    const reply = (await agentWizard(dealId)).json();
    expect(reply.states.isrobo).toBe(true);
    expect(onlyConditions(reply).calcs).toMatchObject({ advance_percent: 20, term_months: 24, rate: 16 });
    expect(onlyConditions(reply).canBase).toBe(true);
    expect((await lastMessage('agent'))?.title).toContain('условия по одобренному предложению');
  });

  it('bad input is 400 naming the field', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    const cases: [Record<string, string>, string][] = [
      [{ mode: 'auto' }, 'mode'],
      [{ ...MANUAL, rate_percent: '' }, 'rate_percent'],
      [{ ...MANUAL, rate_percent: '45' }, 'rate_percent'],
      [{ ...MANUAL, rate_percent: '12,345' }, 'rate_percent'],
      [{ ...MANUAL, advance_percent: '50' }, 'advance_percent'],
      [{ ...MANUAL, term_months: 'два года' }, 'term_months'],
    ];
    for (const [form, prop] of cases) {
      const response = await setConditions(dealId, form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().errors_list.map((item: { prop: string }) => item.prop)).toContain(prop);
    }
    expect((await setConditions(dealId, { mode: 'manual' })).json().errors_list).toHaveLength(3);
    expect((await manager.post('/srv/Backoffice/Deal/AgentConditions', { mode: 'manual' })).statusCode).toBe(
      400,
    );
    // Nothing was saved.
    const [row] = await gateway.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(row).toBeDefined();
    expect((row?.state as { manual?: unknown } | undefined)?.manual).toBeUndefined();
  });

  it('robotic conditions need the offer: 400 on a deal without one, which stays manual', async () => {
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    await gateway.database.db.update(deals).set({ offerId: null }).where(eq(deals.id, dealId));
    const response = await setConditions(dealId, { mode: 'robotic' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors_list[0]).toEqual({
      prop: 'mode',
      error: 'У сделки нет одобренного предложения: роботизированные условия недоступны',
    });
    // Manual conditions on the machinery total.
    const manual = await setConditions(dealId, MANUAL);
    expect(manual.statusCode).toBe(200);
    const card = manual.json().card;
    expect(card.agent_conditions).toMatchObject({ mode: 'manual', robotic_available: false });
    const [row] = await gateway.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(card.agent_conditions.manual.sum).toBe(row?.productsSum);
    expect(onlyConditions((await agentWizard(dealId)).json()).calcs).toMatchObject({ rate: 12.5 });
  });

  it('is 404 for a deal no agent brought or none at all, 403 for an agent or a client, 401 for a guest', async () => {
    const own = await openDeal(gateway, manager, client);
    const notAgents = await setConditions(own.dealId, MANUAL);
    expect(notAgents.statusCode).toBe(404);
    expect(notAgents.json().error_message).toBe('Сделка агента не найдена');
    expect((await setConditions(99_999_999, MANUAL)).statusCode).toBe(404);
    const { dealId } = await demoAgentDeal(gateway, manager, farm);
    expect((await setConditions(dealId, MANUAL, agent)).statusCode).toBe(403);
    expect((await setConditions(dealId, MANUAL, farm)).statusCode).toBe(403);
    const guest = await gateway.app.inject({
      method: 'POST',
      url: '/srv/Backoffice/Deal/AgentConditions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id_object=${dealId}&mode=robotic`,
    });
    expect(guest.statusCode).toBe(401);
    const [row] = await gateway.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(row).toBeDefined();
    expect((row?.state as { manual?: unknown } | undefined)?.manual).toBeUndefined();
  });
});
