import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDeal } from '../../testing/applications.ts';
import { type CabinetSession, sessionWith } from '../../testing/cabinet-session.ts';
import { leaseParties } from '../../testing/lease-parties.ts';

const { cabinetDocuments, cabinetMessages } = schema;

describe.each(testDrivers())('deal wizard (CabinetDealWizard) on %s', (driver) => {
  const lease = leaseParties(driver, 'deal-stranger');

  const wizard = (dealId: number, extra: Record<string, string> = {}, session = lease.client) =>
    session.post('/srv/CabinetDealWizard', { id_object: String(dealId), ...extra });
  const nextStage = (dealId: number, stage: string, extra: Record<string, string> = {}) =>
    lease.manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage, ...extra });

  it('a new deal stands at conditions formatting (step 3) with its conditions per application', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const response = await wizard(dealId);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.wizard).toMatchObject({
      step: 3,
      maxstep: 10,
      id_object: dealId,
      state: 'conditions',
      finished: false,
    });
    expect(reply.wizard.url).toBe(`/cabinet/v2/client/deals/${dealId}?step=3`);
    expect(reply.states).toEqual({
      isrobo: true,
      isready: false,
      iscontract: false,
      iscontractsigned: false,
      isdocs: false,
      isCommission: false,
    });
    expect(reply.flags).toMatchObject({
      conditionsFormatting: true,
      conditionsControl: true,
      orderSigning: false,
    });
    expect(reply.conditions[String(applicationId)]).toMatchObject({
      condIsActive: true,
      condIsRejected: false,
      calcs: { sum: 4_800_000, advance_percent: 20, term_months: 24, schedule_type: 'annuity' },
      minTerm: 6,
    });
    expect(reply.conditions[String(applicationId)].pays).toHaveLength(25);
    expect(reply.products).toHaveLength(2);
    expect(reply.order).toBeNull();
    expect(reply.FormBuilder.form_name).toBe('conditions');
  });

  it('a requested step beyond the deal answers the deal step; an earlier one is shown', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    expect((await wizard(dealId, { step: '7' })).json().wizard.step).toBe(3);
    const earlier = (await wizard(dealId, { step: '1' })).json();
    expect(earlier.wizard).toMatchObject({ step: 1, nextstep: 2 });
    expect((await wizard(dealId, { step: '11' })).statusCode).toBe(400);
  });

  it('approveAction makes the conditions final once: order formatting (6), the feed; a repeat is 409', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const reply = (await wizard(dealId, { method: 'approveAction' })).json();
    expect(reply.states.isready).toBe(true);
    expect(reply.wizard.step).toBe(6);
    expect(reply.flags).toMatchObject({ orderFormatting: true, conditionsFormatting: false });
    const again = await wizard(dealId, { method: 'approveAction' });
    expect(again.statusCode).toBe(409);
    const feed = await lease.gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, 'deal'), eq(cabinetMessages.entityId, dealId)));
    expect(feed.filter((entry) => entry.title.endsWith('условия согласованы'))).toHaveLength(1);
  });

  it('setRejectAction marks the conditions rejected, shows the order-signing step and turns formatting off', async () => {
    const { dealId, applicationId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const reply = (await wizard(dealId, { method: 'setRejectAction' })).json();
    expect(reply.conditions[String(applicationId)].condIsRejected).toBe(true);
    expect(reply.wizard.step).toBe(4);
    expect(reply.flags).toMatchObject({ orderSigning: true, orderFormatting: false });
    expect((await wizard(dealId, { method: 'setRejectAction' })).statusCode).toBe(409);
    expect((await wizard(dealId, { method: 'nonsense' })).statusCode).toBe(400);
  });

  it('after the contract: order signing with the contract to sign, then the package once handed over', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    await nextStage(dealId, 'conditions');
    const signing = (await wizard(dealId)).json();
    expect(signing.wizard.step).toBe(7);
    expect(signing.states).toMatchObject({ isready: true, iscontract: true, iscontractsigned: false });
    expect(signing.flags).toMatchObject({
      orderSigning: true,
      packageFormation: true,
      documentUpload: false,
    });
    expect(signing.documents).toEqual([expect.objectContaining({ needs_signature: true, signed: false })]);
    expect(signing.order).toMatchObject({ StatusSherp: 'Договор на подписании', isCSP: 0 });
    expect(signing.id_shipping).toBe(signing.order.id);

    // Signing is another module's call: mark the document signed as it would.
    await lease.gateway.database.db
      .update(cabinetDocuments)
      .set({ signedAt: new Date() })
      .where(eq(cabinetDocuments.id, signing.documents[0].id));
    const signed = (await wizard(dealId)).json();
    expect(signed.wizard.step).toBe(8);
    expect(signed.states.iscontractsigned).toBe(true);
    expect(signed.flags).toMatchObject({ orderSigning: false, packageFormation: true });

    await nextStage(dealId, 'contract', { date_planned_shipment: '2027-04-01', supply_code: 'П-1' });
    await nextStage(dealId, 'shipment');
    const handed = (await wizard(dealId)).json();
    expect(handed.wizard.step).toBe(9);
    expect(handed.flags).toMatchObject({ packageSigning: true, documentUpload: true, finish: true });
    await nextStage(dealId, 'handover');
    expect((await wizard(dealId)).json().wizard).toMatchObject({ step: 10, finished: true });
  });

  it('getComissionDocuments: none for a client deal', async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    const response = await lease.client.get(
      `/srv/CabinetDealWizard/getComissionDocuments?id_object=${dealId}`,
    );
    expect(response.json()).toEqual({ success: true, isCommission: false, items: [] });
  });

  it("GetShippingCost prices the shipping of the deal's order per machine, the same every time", async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    await nextStage(dealId, 'conditions');
    const { id_shipping: idShipping, products } = (await wizard(dealId)).json();
    const response = await lease.client.post('/srv/CabinetDealWizard/GetShippingCost', {
      id_shipping: String(idShipping),
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.items).toHaveLength(2);
    expect(reply.items[0]).toMatchObject({ id_crmproduct: products[0].id_crmproduct, quantity: 2 });
    expect(reply.shipping_cost).toBe(reply.items[0].cost + reply.items[1].cost);
    expect(reply.shipping_cost_formatted).toMatch(/₽$/);
    expect(reply).toMatchObject({ isCalculated: true, isLoading: false, is_shipping_approved: false });
    const again = await lease.client.post('/srv/CabinetDealWizard/GetShippingCost', {
      id_shipping: String(idShipping),
    });
    expect(again.json()).toEqual(reply);
    expect(
      (await lease.client.post('/srv/CabinetDealWizard/GetShippingCost', { id_shipping: '999999' }))
        .statusCode,
    ).toBe(404);
  });

  it("every deal call: 401 for a guest, 403 for a manager, 404 for another client's deal", async () => {
    const { dealId } = await openDeal(lease.gateway, lease.manager, lease.client);
    await nextStage(dealId, 'conditions');
    const idShipping = (await wizard(dealId)).json().id_shipping;
    const calls = [
      (s: CabinetSession) => wizard(dealId, {}, s),
      (s: CabinetSession) => wizard(dealId, { method: 'approveAction' }, s),
      (s: CabinetSession) => s.get(`/srv/CabinetDealWizard/getComissionDocuments?id_object=${dealId}`),
      (s: CabinetSession) =>
        s.post('/srv/CabinetDealWizard/GetShippingCost', { id_shipping: String(idShipping) }),
    ];
    for (const call of calls) {
      expect((await call(sessionWith(lease.gateway, ''))).statusCode).toBe(401);
      expect((await call(lease.manager)).statusCode).toBe(403);
      expect((await call(lease.stranger)).statusCode).toBe(404);
    }
  });
});
