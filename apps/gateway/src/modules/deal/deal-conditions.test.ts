import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPROVAL, insertSubmittedApplication, openDeal } from '../../testing/applications.ts';
import { sessionWith } from '../../testing/cabinet-session.ts';
import { leaseParties } from '../../testing/lease-parties.ts';

const { cabinetMessages, cabinetOrders, deals, payments } = schema;

/** The deal wizard's condition actions (decision 0095); the offer is 4 800 000 ₽, 20 %, 24 months. */
describe.each(testDrivers())('deal wizard conditions (CabinetDealWizard) on %s', (driver) => {
  const lease = leaseParties(driver, 'deal-conditions-stranger');

  const wizard = (dealId: number, extra: Record<string, string> = {}, session = lease.client) =>
    session.post('/srv/CabinetDealWizard', { id_object: String(dealId), ...extra });
  const nextStage = (dealId: number, stage: string, extra: Record<string, string> = {}) =>
    lease.manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage, ...extra });
  const stateOf = async (dealId: number) =>
    (await lease.gateway.database.db.select().from(deals).where(eq(deals.id, dealId)))[0]?.state;

  it('get: the condition form with the offer bounds, insurers, months, and real rights', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const reply = (await wizard(dealId)).json();
    const conditions = reply.conditions[String(applicationId)];
    expect(conditions).toMatchObject({
      canAdv: true,
      canAdvToPay: true,
      canBase: true,
      canPrc: true,
      minAdvance: 20,
      minTerm: 6,
      changed: false,
      is_self_insurance: false,
      calcs: { schedule_type: 'annuity', repayment_code: '1', advance: 960_000 },
    });
    expect(conditions.form).toMatchObject({
      RepaymentType: '1',
      advancePay: { min: 20, max: 49, value: 20 },
      orderPeriod: { min: 6, max: 24, value: 24 },
      RegressionCoef: { min: 0.5, max: 1, value: 0.8 },
      isRoboDelayPays: { available: true, checked: false },
    });
    expect(conditions.form.repayment_types.map((type: { code: string }) => type.code)).toEqual([
      '1',
      '2',
      '9',
    ]);
    expect(conditions.form.months).toHaveLength(12);
    expect(conditions.form['Insurer--id'].options[0]).toMatchObject({
      is_self: false,
      inn: '7736035485',
      tariff: 1.1,
    });
    // The same form as FormBuilder items of the spec's field types.
    const items = Object.fromEntries(
      reply.FormBuilder.items.map((item: { field: string; type: string }) => [item.field, item]),
    );
    expect(items.RepaymentType).toMatchObject({ type: 'select', value: '1' });
    expect(items.advancePay).toMatchObject({ type: 'slider', value: 20, props: { min: 20, max: 49 } });
    expect(items.orderPeriod).toMatchObject({ type: 'slider', value: 24, props: { min: 6, max: 24 } });
    expect(items.months).toMatchObject({ type: 'months', code: '9', value: [] });
    expect(items.months.options).toHaveLength(12);
    expect(items['Insurer--id'].options[1].title).toBe('СПАО «Ингосстрах» — 1,3 % в год');
    expect(items.isRoboDelayPays).toMatchObject({ type: 'bool', value: false });
    expect(reply.sign_mode).toBe('ses');
    expect(reply.delays).toEqual({
      isRoboDelayPays: true,
      isRoboDelayAdvToPay: true,
      isRoboDelayAdvance: true,
    });
  });

  it('DynConditionsAction previews changed conditions and saves nothing', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const before = (await wizard(dealId)).json().conditions[String(applicationId)];
    const reply = (
      await wizard(dealId, { method: 'DynConditionsAction', advancePay: '30', orderPeriod: '12' })
    ).json();
    const preview = reply.conditions[String(applicationId)];
    expect(preview.calcs).toMatchObject({ advance_percent: 30, advance: 1_440_000, term_months: 12 });
    expect(preview.calcs.monthly_payment).toBe(304_855.68);
    expect(preview.calcs.monthly_payment).toBeGreaterThan(before.calcs.monthly_payment);
    expect(preview.pays).toHaveLength(13);
    // The schedule adds up to «Сумма договора»: whole roubles, the rest on the last payment (issue 38).
    const paid = preview.pays.reduce((sum: number, row: { payment: number }) => sum + row.payment, 0);
    expect(preview.pays.every((row: { payment: number }) => Number.isInteger(row.payment))).toBe(true);
    expect(paid).toBe(Math.round(preview.calcs.total));
    expect(preview.changed).toBe(true);
    expect(await stateOf(dealId)).not.toHaveProperty('terms');
    expect((await wizard(dealId)).json().conditions[String(applicationId)].calcs.term_months).toBe(24);
  });

  it('updateConditionAction saves the conditions, tells the feed, and the contract follows them', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const response = await wizard(dealId, {
      method: 'updateConditionAction',
      advancePay: '30',
      orderPeriod: '12',
      RepaymentType: '9',
      months: '9,10,11',
      'Insurer--id': '2',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().conditions[String(applicationId)];
    expect(saved.calcs).toMatchObject({ schedule_type: 'seasonal', repayment_code: '9', term_months: 12 });
    expect(saved.calcs.insurance_per_year).toBe(62_400);
    expect(saved.form.months.filter((month: { checked: boolean }) => month.checked)).toHaveLength(3);
    // Seasonal: only September, October and November carry payments.
    const paying = saved.pays.filter(
      (row: { number: number; payment: number }) => row.number > 0 && row.payment > 0,
    );
    expect(paying.map((row: { date: string }) => Number(row.date.slice(5, 7))).sort()).toEqual(
      [10, 11, 9].sort(),
    );
    const again = (await wizard(dealId)).json().conditions[String(applicationId)];
    expect(again.calcs).toEqual(saved.calcs);
    const feed = await lease.gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, 'deal'), eq(cabinetMessages.entityId, dealId)));
    expect(feed.some((entry) => entry.title.endsWith('условия изменены'))).toBe(true);

    expect((await wizard(dealId, { method: 'approveAction' })).statusCode).toBe(200);
    expect((await nextStage(dealId, 'conditions')).statusCode).toBe(200);
    const [order] = await lease.gateway.database.db
      .select()
      .from(cabinetOrders)
      .where(eq(cabinetOrders.dealId, dealId));
    const rows = await lease.gateway.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0))
      .orderBy(asc(payments.dueDate));
    // The advance and three seasonal payments, summing to the contract.
    expect(rows).toHaveLength(4);
    expect(rows.reduce((sum, row) => sum + row.sum, 0)).toBe(order?.sum);
    expect(order?.sum).toBe(Math.round(saved.calcs.total));

    // The manager sees the client's conditions and the contract's payments numbered from them.
    const card = (await lease.manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card;
    expect(card.client_conditions).toMatchObject({
      advance_percent: 30,
      term_months: 12,
      schedule_title: 'Сезонный',
      seasonal_months: [9, 10, 11],
      insurer: 'СПАО «Ингосстрах»',
      delays: [],
      total: saved.calcs.total,
    });
    expect(card.payments.map((row: { number: number }) => row.number)).toEqual([
      0,
      ...saved.pays
        .filter((row: { number: number; payment: number }) => row.number > 0 && row.payment > 0)
        .map((row: { number: number }) => row.number),
    ]);
  });

  it('bad input answers 400 in the error shape, naming the field; nothing is saved', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const cases: [Record<string, string>, string][] = [
      [{ advancePay: '10' }, 'advancePay'],
      [{ advancePay: '60' }, 'advancePay'],
      [{ advancePay: 'много' }, 'advancePay'],
      [{ orderPeriod: '36' }, 'orderPeriod'],
      [{ orderPeriod: '3' }, 'orderPeriod'],
      [{ orderPeriod: '12.5' }, 'orderPeriod'],
      [{ RepaymentType: '5' }, 'RepaymentType'],
      [{ RepaymentType: '2', RegressionCoef: '0.2' }, 'RegressionCoef'],
      [{ RepaymentType: '9' }, 'months'],
      [{ RepaymentType: '9', months: '13' }, 'months'],
      [{ RepaymentType: '9', months: '7', orderPeriod: '6' }, 'months'],
      [{ 'Insurer--id': '99' }, 'Insurer--id'],
      [{ orderPeriod: '11', isRoboDelayPays: '1' }, 'isRoboDelayPays'],
      [{ isRoboDelayAdvToPay: '1', isRoboDelayAdvance: '1' }, 'isRoboDelayAdvance'],
      [{ isRoboDelayPays: 'maybe' }, 'isRoboDelayPays'],
    ];
    for (const method of ['updateConditionAction', 'DynConditionsAction']) {
      for (const [fields, prop] of cases) {
        const response = await wizard(dealId, { method, ...fields });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.error_message).toMatch(/[а-яА-Я]/);
        expect(body.errors_list[0].prop, JSON.stringify(fields)).toMatch(new RegExp(`^${prop}(\\[|$)`));
      }
    }
    expect(await stateOf(dealId)).not.toHaveProperty('terms');
  });

  it('isAvailableDelaysAction answers the delays of the posted conditions and saves nothing', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const short = (await wizard(dealId, { method: 'isAvailableDelaysAction', orderPeriod: '11' })).json();
    expect(short.delays).toEqual({
      isRoboDelayPays: false,
      isRoboDelayAdvToPay: true,
      isRoboDelayAdvance: false,
    });
    const seasonal = (await wizard(dealId, { method: 'isAvailableDelaysAction', RepaymentType: '9' })).json();
    expect(seasonal.delays.isRoboDelayPays).toBe(false);
    expect(await stateOf(dealId)).not.toHaveProperty('terms');
  });

  it('delays change the schedule: three months without payments, the advance with the first payment', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const reply = (
      await wizard(dealId, {
        method: 'updateConditionAction',
        isRoboDelayPays: '1',
        isRoboDelayAdvToPay: '1',
      })
    ).json();
    const pays = reply.conditions[String(applicationId)].pays;
    expect(pays[0].number).toBe(0);
    expect(pays[0].date).toBe(pays[1].date);
    expect(pays.slice(1, 4).every((row: { payment: number }) => row.payment === 0)).toBe(true);
    expect(pays[4].payment).toBeGreaterThan(0);
    expect(reply.conditions[String(applicationId)].form.isRoboDelayPays.checked).toBe(true);
  });

  it('once approved the conditions are closed: rights off, changes 409', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const approved = (await wizard(dealId, { method: 'approveAction' })).json();
    expect(approved.conditions[String(applicationId)]).toMatchObject({
      canAdv: false,
      canAdvToPay: false,
      canBase: false,
      canPrc: false,
    });
    expect((await wizard(dealId, { method: 'updateConditionAction', advancePay: '30' })).statusCode).toBe(
      409,
    );
    expect((await wizard(dealId, { method: 'DynConditionsAction', advancePay: '30' })).statusCode).toBe(409);
  });

  it('a rejection is lifted by changed conditions, which may then be approved', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    await wizard(dealId, { method: 'setRejectAction' });
    const changed = (await wizard(dealId, { method: 'updateConditionAction', advancePay: '25' })).json();
    expect(changed.conditions[String(applicationId)].condIsRejected).toBe(false);
    expect((await wizard(dealId, { method: 'approveAction' })).json().states.isready).toBe(true);
  });

  it('setSignModeAction and setNoSignAction choose the signing; paper shows manual signing with documents', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    expect((await wizard(dealId, { method: 'setSignModeAction', sign_mode: 'csp' })).json().sign_mode).toBe(
      'csp',
    );
    const missing = await wizard(dealId, { method: 'setSignModeAction' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors_list[0].prop).toBe('sign_mode');
    expect((await wizard(dealId, { method: 'setSignModeAction', sign_mode: 'fax' })).statusCode).toBe(400);
    const paper = (await wizard(dealId, { method: 'setNoSignAction' })).json();
    expect(paper.sign_mode).toBe('paper');
    expect(paper.flags.manualSigning).toBe(false);
    await wizard(dealId, { method: 'approveAction' });
    await nextStage(dealId, 'conditions');
    const withContract = (await wizard(dealId)).json();
    expect(withContract.documents.length).toBeGreaterThan(0);
    expect(withContract.flags.manualSigning).toBe(true);
    expect(
      (await wizard(dealId, { method: 'setSignModeAction', sign_mode: 'ses' })).json().flags.manualSigning,
    ).toBe(false);
  });

  it('the back office offers a seasonal schedule: the offer, the deal conditions and the contract follow its months', async () => {
    const { id } = await insertSubmittedApplication(lease.gateway, 'client');
    const approve = (fields: Record<string, string>) =>
      lease.manager.post('/srv/Backoffice/Application/Approve', {
        id_object: String(id),
        ...APPROVAL,
        ...fields,
      });
    const noMonths = await approve({ schedule_type: 'seasonal' });
    expect(noMonths.statusCode).toBe(400);
    expect(noMonths.json().errors_list[0]).toMatchObject({
      prop: 'months',
      error: 'Выберите месяцы платежей сезонного графика',
    });
    expect((await approve({ schedule_type: 'seasonal', months: '13' })).statusCode).toBe(400);
    // Payments fall 1..6 months after today: a 6-month term never pays in the current month.
    const thisMonth = String(new Date().getUTCMonth() + 1);
    const outside = await approve({ schedule_type: 'seasonal', months: thisMonth, term_months: '6' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors_list[0]).toMatchObject({
      prop: 'months',
      error: 'В выбранный срок не попадает ни один месяц платежей',
    });
    const response = await approve({ schedule_type: 'seasonal', months: '10,9' });
    expect(response.statusCode).toBe(200);
    const offer = response.json().application.offer;
    expect(offer).toMatchObject({
      schedule_type: 'seasonal',
      schedule_title: 'Сезонный',
      seasonal_months: [9, 10],
    });
    const paying = offer.schedule.filter(
      (row: { number: number; payment: number }) => row.number > 0 && row.payment > 0,
    );
    expect(paying).toHaveLength(4);

    const dealId = (await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`)).json().id_deal;
    const conditions = (await wizard(dealId)).json().conditions[String(id)];
    expect(conditions.calcs).toMatchObject({ schedule_type: 'seasonal', repayment_code: '9' });
    expect(conditions.changed).toBe(false);
    expect(
      conditions.form.months
        .filter((month: { checked: boolean }) => month.checked)
        .map((month: { value: number }) => month.value),
    ).toEqual([9, 10]);
    expect((await wizard(dealId)).json().delays).toMatchObject({ isRoboDelayPays: false });
    await wizard(dealId, { method: 'approveAction' });
    expect((await nextStage(dealId, 'conditions')).statusCode).toBe(200);
    const [order] = await lease.gateway.database.db
      .select()
      .from(cabinetOrders)
      .where(eq(cabinetOrders.dealId, dealId));
    const rows = await lease.gateway.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.sum > 0 && !['09', '10'].includes(row.dueDate.slice(5, 7)))).toHaveLength(
      1,
    );
  });

  it("every condition action: 401 for a guest, 403 for a manager, 404 for another client's deal", async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const methods: Record<string, string>[] = [
      { method: 'DynConditionsAction', advancePay: '30' },
      { method: 'updateConditionAction', advancePay: '30' },
      { method: 'isAvailableDelaysAction' },
      { method: 'setSignModeAction', sign_mode: 'csp' },
      { method: 'setNoSignAction' },
    ];
    for (const fields of methods) {
      expect((await wizard(dealId, fields, sessionWith(lease.gateway, ''))).statusCode).toBe(401);
      expect((await wizard(dealId, fields, lease.manager)).statusCode).toBe(403);
      expect((await wizard(dealId, fields, lease.stranger)).statusCode).toBe(404);
    }
    expect(await stateOf(dealId)).toEqual({});
  });
});
