import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { otherAccreditedSupplier } from '../../testing/supplier-sessions.ts';

describe.each(testDrivers())("the supplier's applications and deliveries on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let farm: CabinetSession;
  let client: CabinetSession;
  let agent: CabinetSession;
  let manager: CabinetSession;
  let notAccredited: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    other = await otherAccreditedSupplier(gateway, 'supplier-deliveries-other');
    farm = await signInAs(gateway, 'agent-client');
    client = await signInAs(gateway, 'client');
    agent = await signInAs(gateway, 'agent');
    manager = await signInAs(gateway, 'manager');
    notAccredited = await signInAs(gateway, 'supplier-new');
  });
  afterAll(() => gateway.close());

  async function waitingDeal(): Promise<{ dealId: number; applicationId: number }> {
    const list = (await supplier.get('/srv/SupplierDeliveries?status=awaiting')).json();
    const item = list.items[0];
    return { dealId: item.delivery.id, applicationId: item.id };
  }

  it("lists the applications with the supplier's machines, by state, searchable and paged", async () => {
    const reply = await supplier.get('/srv/SupplierApplications');
    expect(reply.statusCode).toBe(200);
    const list = reply.json();
    expect(list.count_collection).toBe(3);
    expect(list.items.map((item: { state: string }) => item.state).sort()).toEqual([
      'delivered',
      'review',
      'shipment',
    ]);
    expect(list.items[0]).toMatchObject({ client: 'ООО «Агрофирма Заречье»' });
    expect(list.items.every((item: { products: unknown[] }) => item.products.length === 1)).toBe(true);
    expect(list.states.find((one: { state: string }) => one.state === 'shipment').count).toBe(1);
    const shipment = (await supplier.get('/srv/SupplierApplications?state=shipment')).json();
    expect(shipment.items).toHaveLength(1);
    expect(shipment.items[0].delivery).toMatchObject({
      status: 'awaiting',
      status_title: 'Ожидает отгрузки',
    });
    const code = shipment.items[0].code;
    const found = (await supplier.get(`/srv/SupplierApplications?query=${encodeURIComponent(code)}`)).json();
    expect(found.items.map((item: { code: string }) => item.code)).toEqual([code]);
    const empty = (await supplier.get('/srv/SupplierApplications?page=2')).json();
    expect(empty).toMatchObject({ items: [], page: 2, pages: 1 });
    // Another supplier's company has none of these.
    expect((await other.get('/srv/SupplierApplications')).json().items).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ code })]),
    );
  });

  it("answers the supplier's home page with the lists' counts, and before accreditation without them", async () => {
    const dashboard = (await supplier.get('/srv/SupplierDashboard')).json();
    const list = (await supplier.get('/srv/SupplierApplications')).json();
    const deliveries = (await supplier.get('/srv/SupplierDeliveries')).json();
    expect(dashboard.accreditation.is_accredited).toBe(true);
    expect(dashboard.work).toEqual({ states: list.states, waiting: deliveries.waiting });
    expect(dashboard.work.waiting).toBeGreaterThan(0);
    expect(dashboard.manager.name).toEqual(expect.any(String));
    const fresh = await notAccredited.get('/srv/SupplierDashboard');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ work: null, accreditation: { is_accredited: false } });
    expect((await client.get('/srv/SupplierDashboard')).statusCode).toBe(403);
  });

  it('downloads the list as XLSX (SupplierApplications/Report), read back', async () => {
    const list = (await supplier.get('/srv/SupplierApplications?state=shipment')).json();
    expect(list.download_url).toBe('/srv/SupplierApplications/Report?state=shipment');
    const response = await supplier.get(list.download_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Заявки');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Заявка');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe(list.items[0].code);
    expect(sheet?.getRow(2).getCell(7).value).toBe('Ожидает поставки');
    expect((await client.get(list.download_url)).statusCode).toBe(403);
    expect((await supplier.get('/srv/SupplierApplications/Report?state=bogus')).statusCode).toBe(400);
  });

  it('refuses bad input with 400 in the error shape', async () => {
    for (const url of [
      '/srv/SupplierApplications?state=bogus',
      '/srv/SupplierApplications?page=0',
      '/srv/SupplierApplication?id_object=x',
      '/srv/SupplierApplication?id_object=1&page_document=-1',
      '/srv/SupplierDeliveries?status=lost',
      '/srv/SupplierDelivery?id_object=99999999999',
    ]) {
      const reply = await supplier.get(url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errors_list: [expect.anything()] });
    }
    const { dealId } = await waitingDeal();
    const bad = await supplier.post('/srv/SupplierDelivery/Save', {
      id_object: String(dealId),
      shipped_on: '25.11.2026',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0]).toMatchObject({ prop: 'shipped_on' });
    const kind = await supplier.post('/srv/SupplierDelivery/AddDocument', {
      id_object: String(dealId),
      id_File: '1',
      kind: 'photo',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors_list[0]).toMatchObject({ prop: 'kind' });
  });

  it('shows one application with what the supplier must do; another supplier gets 404', async () => {
    const { applicationId } = await waitingDeal();
    const reply = await supplier.get(`/srv/SupplierApplication?id_object=${applicationId}`);
    expect(reply.statusCode).toBe(200);
    const card = reply.json();
    expect(card.todo).toMatchObject({ title: 'Отгрузите технику', action: true });
    expect(card.contract).toMatchObject({ name: 'ДЛ-2026/0631' });
    expect(card).toMatchObject({ documents: [], page_document: 1, documents_pages: 1 });
    expect((await other.get(`/srv/SupplierApplication?id_object=${applicationId}`)).statusCode).toBe(404);
    const { dealId } = await waitingDeal();
    expect((await other.get(`/srv/SupplierDelivery?id_object=${dealId}`)).statusCode).toBe(404);
    expect(
      (
        await other.post('/srv/SupplierDelivery/Save', {
          id_object: String(dealId),
          shipped_on: '2026-11-01',
        })
      ).statusCode,
    ).toBe(404);
    // A client's draft is nobody's business: an unknown id is 404 too.
    expect((await supplier.get('/srv/SupplierApplication?id_object=2000000000')).statusCode).toBe(404);
  });

  it('is for an accredited supplier: a client or an agent 403, a supplier not accredited 403, a guest 401', async () => {
    for (const session of [client, agent, farm, notAccredited]) {
      for (const url of [
        '/srv/SupplierApplications',
        '/srv/SupplierApplication?id_object=1',
        '/srv/SupplierDeliveries',
      ]) {
        expect((await session.get(url)).statusCode, url).toBe(403);
      }
      expect((await session.post('/srv/SupplierDelivery/Save', { id_object: '1' })).statusCode).toBe(403);
    }
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/SupplierApplications' })).statusCode).toBe(
      401,
    );
  });

  it('records the shipment and the delivery with its UPD; the client and the back office see it', async () => {
    const { dealId } = await waitingDeal();
    const today = new Date().toISOString().slice(0, 10);
    // The manager cannot hand the machine over before the supplier records its delivery.
    const early = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'shipment',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_message).toContain('АгроТехника-Воронеж');
    expect((await manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card.waiting_for).toEqual([
      'ООО «АгроТехника-Воронеж»',
    ]);

    const shipped = await supplier.post('/srv/SupplierDelivery/Save', {
      id_object: String(dealId),
      shipped_on: today,
      waybill: 'ТН-77',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().card.delivery).toMatchObject({
      status: 'shipped',
      shipped_on: today,
      waybill: 'ТН-77',
    });
    expect(shipped.json().card.todo.title).toBe('Отметьте поставку');

    const noAct = await supplier.post('/srv/SupplierDelivery/Save', {
      id_object: String(dealId),
      shipped_on: today,
      delivered_on: today,
    });
    expect(noAct.statusCode).toBe(400);
    expect(noAct.json().errors_list[0]).toEqual({
      prop: 'documents',
      error: 'Приложите УПД или акт приёма-передачи',
    });

    // Someone else's upload cannot be attached.
    const foreign = await farm.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }],
    });
    expect(
      (
        await supplier.post('/srv/SupplierDelivery/AddDocument', {
          id_object: String(dealId),
          id_File: String(foreign.json().id),
          kind: 'upd',
        })
      ).statusCode,
    ).toBe(404);
    const uploaded = await supplier.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'УПД-77.pdf', bytes: SMALL_PDF }],
    });
    const added = await supplier.post('/srv/SupplierDelivery/AddDocument', {
      id_object: String(dealId),
      id_File: String(uploaded.json().id),
      kind: 'upd',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().card.delivery.documents).toEqual([
      expect.objectContaining({ kind: 'upd', kind_title: 'УПД', title: 'УПД-77.pdf' }),
    ]);
    const delivered = await supplier.post('/srv/SupplierDelivery/Save', {
      id_object: String(dealId),
      shipped_on: today,
      delivered_on: today,
      waybill: 'ТН-77',
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().card).toMatchObject({ can_edit: false, delivery: { status: 'delivered' } });
    const again = await supplier.post('/srv/SupplierDelivery/Save', {
      id_object: String(dealId),
      shipped_on: today,
    });
    expect(again.statusCode).toBe(409);

    // The client sees the delivery in its deal, with the document it may open.
    const [order] = await gateway.database.db
      .select()
      .from(schema.cabinetOrders)
      .where(eq(schema.cabinetOrders.dealId, dealId));
    const shipping = await farm.post('/srv/CabinetDealWizard/GetShippingCost', {
      id_shipping: String(order?.id),
    });
    expect(shipping.statusCode).toBe(200);
    const [delivery] = shipping.json().deliveries;
    expect(delivery).toMatchObject({ status: 'delivered', status_title: 'Поставлено', delivered_on: today });
    const src = delivery.documents[0].src.replace(/^\/srv/, '/srv');
    expect((await farm.get(src)).statusCode).toBe(200);
    expect((await supplier.get(src)).statusCode).toBe(200);
    expect((await manager.get(src)).statusCode).toBe(200);
    expect((await client.get(src)).statusCode).toBe(404);
    expect((await other.get(src)).statusCode).toBe(404);
    const messages = (await farm.get('/srv/GetCabinetMessages')).json();
    expect(JSON.stringify(messages)).toContain('техника поставлена');

    // The back office sees it and may now hand the machine over.
    const card = (await manager.get(`/srv/Backoffice/Deal?id_object=${dealId}`)).json().card;
    expect(card.deliveries[0]).toMatchObject({ status: 'delivered', has_cabinet: true });
    expect(card.waiting_for).toEqual([]);
    const handed = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'shipment',
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().card.deal.stage).toBe('handover');
    const list = (await supplier.get('/srv/SupplierDeliveries')).json();
    expect(list.waiting).toBe(0);
  });
});
