import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../adapters/clock/clock.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';

/**
 * Issue 16: one deal's figures have one source. The demo client's deal with its signed contract
 * ДЛ-2026/0412 shows the same machine sum in the back office's list, the client's feed and on the
 * deal page, and the deal page's contract sum and monthly payment are those of its schedule.
 */
describe.each(testDrivers())("the demo deal's figures on %s", (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let client: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { clock: fixedClock('2026-11-01T09:00:00Z') } });
    manager = await signInAs(gateway, 'manager');
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  const json = async (session: CabinetSession, url: string) => {
    const response = await session.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('agree across the back-office list, the feed, the deal page, the order and its schedule', async () => {
    const [row] = await gateway.database.db
      .select({ dealId: schema.cabinetOrders.dealId, orderId: schema.cabinetOrders.id })
      .from(schema.cabinetOrders)
      .where(eq(schema.cabinetOrders.contractName, 'ДЛ-2026/0412'));
    const dealId = row?.dealId ?? 0;
    expect(dealId).toBeGreaterThan(0);

    const page = (await client.post('/srv/CabinetDealWizard', { id_object: String(dealId) })).json();
    const code: string = page.deal.code;
    const conditions = Object.values(page.conditions)[0] as {
      calcs: { sum: number; monthly_payment: number; total: number };
    };
    const { calcs } = conditions;

    // The machine's sum: the back-office list, the client's feed, the deal page's «Стоимость техники».
    const list = await json(manager, '/srv/Backoffice/Deals?stage=all');
    const listed = list.items.find((item: { code: string }) => item.code === code);
    const feed = (await json(client, '/srv/CabinetMain')).feed.find(
      (event: { type: string; code?: string }) => event.type === 'CabinetDeal' && event.code === code,
    );
    expect(listed?.productsSumm).toBe(calcs.sum);
    expect(feed?.productsSumm).toBe(calcs.sum);
    expect(page.deal.productsSumm).toBe(calcs.sum);

    // «Сумма договора» of the conditions is the contract's sum and what its payments add up to.
    expect(Math.round(calcs.total)).toBe(page.order.sum);
    const order = await json(client, `/srv/GetCabinetOrder?id_order=${row?.orderId}`);
    const payments: number[] = order.schedule.map((item: { payment_sum: number }) => item.payment_sum);
    expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(page.order.sum);

    // «Ежемесячный платёж» is every payment of the schedule but the advance and the last (which
    // takes the rounding).
    const monthly = payments.slice(1, -1);
    expect(monthly).toHaveLength(35);
    expect(new Set(monthly)).toEqual(new Set([Math.round(calcs.monthly_payment)]));

    // The back office's deal card: the same offer and contract.
    const card = (await json(manager, `/srv/Backoffice/Deal?id_object=${dealId}`)).card;
    expect(card.deal.productsSumm).toBe(calcs.sum);
    expect(card.offer.sum).toBe(calcs.sum);
    expect(card.offer.monthly_payment).toBe(calcs.monthly_payment);
    expect(card.order.sum).toBe(page.order.sum);
  });
});

describe.each(testDrivers())('dates of an offer after 21:00 UTC on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  beforeAll(async () => {
    // 01:30 on 23 November in Moscow.
    gateway = await buildTestGateway({ driver, adapters: { clock: fixedClock('2026-11-22T22:30:00Z') } });
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  it("date the offer's advance and first payment by the Moscow day", async () => {
    const [accepted] = (await client.get('/srv/CabinetMain')).json().offers;
    const offer = (await client.get(`/srv/RALOffer?id_object=${accepted.id_application}`)).json().offer;
    expect(offer.schedule[0]).toMatchObject({ number: 0, date: '2026-11-23' });
    expect(offer.schedule[1]).toMatchObject({ number: 1, date: '2026-12-23' });
  });
});
