import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPROVAL, insertSubmittedApplication } from '../../testing/applications.ts';
import { sessionWith } from '../../testing/cabinet-session.ts';
import { leaseParties } from '../../testing/lease-parties.ts';

const { applications, cabinetMessages, deals, notifications, offers } = schema;

describe.each(testDrivers())('offers (RALOffer) on %s', (driver) => {
  const lease = leaseParties(driver, 'offers-stranger');

  async function approvedApplication() {
    const application = await insertSubmittedApplication(lease.gateway, 'client');
    await lease.manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(application.id),
      ...APPROVAL,
    });
    return application;
  }

  const dealsOf = (applicationId: number) =>
    lease.gateway.database.db.select().from(deals).where(eq(deals.applicationId, applicationId));

  it('shows the offer with its conditions and schedule preview to its client', async () => {
    const { id, code } = await approvedApplication();
    const response = await lease.client.get(`/srv/RALOffer?id_object=${id}`);
    expect(response.statusCode).toBe(200);
    const offer = response.json().offer;
    expect(offer).toMatchObject({
      id_application: id,
      code,
      status: 'pending',
      status_title: 'Ожидает ответа',
      sum: 4_800_000,
      advance_percent: 20,
      term_months: 24,
      schedule_type: 'annuity',
      id_deal: null,
    });
    expect(offer.schedule[0]).toMatchObject({ number: 0, payment: 960_000 });
    expect(offer.schedule).toHaveLength(25);
    expect(offer.monthly_payment).toBeGreaterThan(0);
  });

  it("CabinetApplicationCard shows the client its application, the manager's comment and the offer", async () => {
    const { id, code } = await insertSubmittedApplication(lease.gateway, 'client');
    const before = (await lease.client.get(`/srv/CabinetApplicationCard?id_object=${id}`)).json().application;
    expect(before).toMatchObject({
      id,
      code,
      status: 'submitted',
      status_title: 'На рассмотрении',
      offer: null,
    });
    expect(before.products).toHaveLength(2);
    await lease.manager.post('/srv/Backoffice/Application/Approve', { id_object: String(id), ...APPROVAL });
    const after = (await lease.client.get(`/srv/CabinetApplicationCard?id_object=${id}`)).json().application;
    expect(after).toMatchObject({
      status: 'approved',
      manager_comment: APPROVAL.comment,
      offer: { status: 'pending' },
    });
    expect((await lease.stranger.get(`/srv/CabinetApplicationCard?id_object=${id}`)).statusCode).toBe(404);
  });

  it('answers 404 before an approval, for another client and for a missing application', async () => {
    const { id } = await insertSubmittedApplication(lease.gateway, 'client');
    expect((await lease.client.get(`/srv/RALOffer?id_object=${id}`)).statusCode).toBe(404);
    const approved = await approvedApplication();
    for (const path of ['/srv/RALOffer', '/srv/RALOffer/Accept', '/srv/RALOffer/Reject']) {
      const response = await lease.stranger.get(`${path}?id_object=${approved.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().success).toBe(false);
    }
    expect((await lease.client.get('/srv/RALOffer?id_object=999999')).statusCode).toBe(404);
    expect((await lease.client.get('/srv/RALOffer?id_object=abc')).statusCode).toBe(400);
  });

  it('is for clients only: 401 for a guest, 403 for a manager', async () => {
    const { id } = await approvedApplication();
    expect((await sessionWith(lease.gateway, '').get(`/srv/RALOffer?id_object=${id}`)).statusCode).toBe(401);
    expect((await lease.manager.get(`/srv/RALOffer/Accept?id_object=${id}`)).statusCode).toBe(403);
  });

  it('accepting opens one deal at the conditions stage with the feed; a repeat is 409 and makes no second deal', async () => {
    const { id, code, productsSum } = await approvedApplication();
    const response = await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.offer).toMatchObject({ status: 'accepted', id_deal: reply.id_deal });
    const [application] = await lease.gateway.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id));
    expect(application?.status).toBe('offer_accepted');
    const [deal] = await dealsOf(id);
    expect(deal).toMatchObject({
      id: reply.id_deal,
      stage: 'conditions',
      code: `Д-${String(reply.id_deal).padStart(6, '0')}`,
      productsSum,
    });
    expect(deal?.title).toMatch(/ и ещё 1$/);
    const feed = await lease.gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, 'deal'), eq(cabinetMessages.entityId, reply.id_deal)));
    expect(feed.map((entry) => entry.title)).toEqual([`Предложение по заявке ${code} принято`]);
    const notes = await lease.gateway.database.db.select().from(notifications);
    expect(notes.map((note) => note.title)).toContain(`Предложение по заявке ${code} принято`);

    const again = await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe('Предложение уже рассмотрено');
    expect(await dealsOf(id)).toHaveLength(1);
    expect((await lease.client.get(`/srv/RALOffer/Reject?id_object=${id}`)).statusCode).toBe(409);
    expect((await lease.client.get(`/srv/RALOffer?id_object=${id}`)).json().offer.id_deal).toBe(
      reply.id_deal,
    );
  });

  it('rejecting closes the offer and the application without a deal; a repeat is 409', async () => {
    const { id, code } = await approvedApplication();
    const response = await lease.client.get(`/srv/RALOffer/Reject?id_object=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().offer.status).toBe('rejected');
    const [application] = await lease.gateway.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id));
    expect(application).toMatchObject({ status: 'offer_rejected', isFinished: true });
    expect(await dealsOf(id)).toHaveLength(0);
    const feed = await lease.gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, 'application'), eq(cabinetMessages.entityId, id)));
    expect(feed.map((entry) => entry.title)).toContain(`Предложение по заявке ${code} отклонено`);
    expect((await lease.client.get(`/srv/RALOffer/Reject?id_object=${id}`)).statusCode).toBe(409);
    expect((await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`)).statusCode).toBe(409);
  });

  it('a failure half-way through accepting leaves the offer pending and no deal', async () => {
    const { id } = await approvedApplication();
    // A trigger fails the deal's insert after the offer and the application were already updated.
    const [offer] = await lease.gateway.database.db.select().from(offers).where(eq(offers.applicationId, id));
    await lease.gateway.database.db.execute(
      `create or replace function agro_fail_deal() returns trigger as $$ begin raise exception 'boom'; end $$ language plpgsql`,
    );
    await lease.gateway.database.db.execute(
      'create trigger agro_fail_deal before insert on deals for each row execute function agro_fail_deal()',
    );
    try {
      const response = await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`);
      expect(response.statusCode).toBe(500);
    } finally {
      await lease.gateway.database.db.execute('drop trigger agro_fail_deal on deals');
    }
    const [after] = await lease.gateway.database.db
      .select()
      .from(offers)
      .where(eq(offers.id, offer?.id ?? 0));
    expect(after?.status).toBe('pending');
    const [application] = await lease.gateway.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, id));
    expect(application?.status).toBe('approved');
    expect((await lease.client.get(`/srv/RALOffer/Accept?id_object=${id}`)).statusCode).toBe(200);
  });
});
