import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL, insertSubmittedApplication } from '../../testing/applications.ts';
import { signInAs } from '../../testing/cabinet-session.ts';
import { leaseParties } from '../../testing/lease-parties.ts';
import { demoSupplierCatalogue } from '../../testing/supplier-sessions.ts';

const { accounts, applicationProducts, cabinetMessages, messageDeliveries, priceLevels } = schema;

/** Decision 0177: the other parties of an offer, a deal and a complaint hear of them. */
describe.each(testDrivers())('the supplier and the agent are told on %s', (driver) => {
  const lease = leaseParties(driver, 'party-events-stranger');
  let supplierId: number;

  beforeAll(async () => {
    const [row] = await lease.gateway.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.login, 'supplier'));
    if (!row) throw new Error('no demo supplier');
    supplierId = row.id;
  });

  /** A sent application of the demo client that buys one of the demo supplier's machines too. */
  async function applicationWithSupplierMachine() {
    const { db } = lease.gateway.database;
    const application = await insertSubmittedApplication(lease.gateway, 'client');
    const { ownIds } = await demoSupplierCatalogue(lease.gateway);
    const [level] = await db
      .select()
      .from(priceLevels)
      .where(inArray(priceLevels.productId, ownIds))
      .orderBy(asc(priceLevels.id))
      .limit(1);
    if (!level) throw new Error('the demo supplier has no priced machine');
    await db.insert(applicationProducts).values({
      applicationId: application.id,
      productId: level.productId,
      priceLevelId: level.id,
      quantity: 1,
      price: level.value,
    });
    const approved = await lease.manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(application.id),
      ...APPROVAL,
    });
    expect(approved.statusCode).toBe(200);
    return application;
  }

  const messagesOf = (accountId: number, title: string) =>
    lease.gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.accountId, accountId), eq(cabinetMessages.title, title)))
      .orderBy(desc(cabinetMessages.id));

  it("the client's acceptance reaches the supplier of its machines by feed and letter, once", async () => {
    const application = await applicationWithSupplierMachine();
    const accepted = await lease.client.get(`/srv/RALOffer/Accept?id_object=${application.id}`);
    expect(accepted.statusCode).toBe(200);
    const told = await messagesOf(supplierId, `Клиент принял предложение по заявке ${application.code}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'offer-answer',
      entity: 'deal',
      entityId: accepted.json().id_deal,
    });
    const [letter] = await lease.gateway.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.messageId, told[0]?.id ?? 0));
    expect(letter).toMatchObject({ channel: 'email', status: 'pending', accountId: supplierId });
    // A second click changes nothing and tells no one again.
    expect((await lease.client.get(`/srv/RALOffer/Accept?id_object=${application.id}`)).statusCode).toBe(409);
    expect(await messagesOf(supplierId, told[0]?.title ?? '')).toHaveLength(1);
    // The supplier chooses the kind among its notifications.
    const supplier = await signInAs(lease.gateway, 'supplier');
    const settings = (await supplier.get('/srv/CabinetNotificationSettings')).json();
    expect(JSON.stringify(settings)).toContain('Клиент ответил на предложение');
  });

  it("the client's refusal reaches the supplier of its machines", async () => {
    const application = await applicationWithSupplierMachine();
    expect((await lease.client.get(`/srv/RALOffer/Reject?id_object=${application.id}`)).statusCode).toBe(200);
    const told = await messagesOf(supplierId, `Клиент отклонил предложение по заявке ${application.code}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'offer-answer', entity: 'application', entityId: application.id });
  });

  it('the deal moving to shipment and a complaint about it reach the supplier', async () => {
    const application = await applicationWithSupplierMachine();
    const dealId = (await lease.client.get(`/srv/RALOffer/Accept?id_object=${application.id}`)).json()
      .id_deal;
    const nextStage = (stage: string, extra: Record<string, string> = {}) =>
      lease.manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage, ...extra });
    expect((await nextStage('conditions')).statusCode).toBe(200);
    expect(
      (await nextStage('contract', { date_planned_shipment: '2027-04-01', supply_code: 'П-77' })).statusCode,
    ).toBe(200);
    const [deal] = await lease.gateway.database.db
      .select()
      .from(schema.deals)
      .where(eq(schema.deals.id, dealId));
    const shipment = await messagesOf(
      supplierId,
      `Сделка ${deal?.code}: ждём поставку техники до 01.04.2027`,
    );
    expect(shipment).toHaveLength(1);
    expect(shipment[0]).toMatchObject({ kind: 'delivery', entityId: dealId });
    expect(shipment[0]?.body).toContain('П-77');

    const posted = await lease.client.post('/srv/CabinetPostComplaint', {
      text: 'Поставщик задерживает отгрузку',
      id_UListItem: '2',
      id_deal: String(dealId),
    });
    expect(posted.statusCode).toBe(200);
    const complaint = await messagesOf(
      supplierId,
      `Новое обращение ${posted.json().code} по сделке ${deal?.code}`,
    );
    expect(complaint).toHaveLength(1);
    expect(complaint[0]).toMatchObject({ kind: 'complaint', entity: 'supplier-complaint' });
  });
});
