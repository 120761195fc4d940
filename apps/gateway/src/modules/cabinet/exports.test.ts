import { testDrivers } from '@agrolease/db/testing/test-database';
import { formatDecimalRu } from '@agrolease/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs, signInAsNewClient } from '../../testing/cabinet-session.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';

interface Payment {
  id: number;
  id_order: number;
  contract_name: string;
  payment_sum: number;
  paid_at: string | null;
}

/** The sheet's rows under its header, as plain values. */
async function sheetRows(bytes: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1));
  });
  const about: string[] = [];
  workbook.getWorksheet('О выгрузке')?.eachRow((row) => {
    about.push((row.values as unknown[]).slice(1).join(': '));
  });
  return { header: (sheet.getRow(1).values as unknown[]).slice(1), rows, about };
}

/** The client's lists and an order's schedule as files (issue 38, decision 0175). */
describe.each(testDrivers())("the client's exports on %s", (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let stranger: CabinetSession;
  let supplier: CabinetSession;
  const listOf = async <T>(url: string) => {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: T[]; count: number };
  };
  const download = async (url: string, session = client) => {
    const response = await session.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
    supplier = await signInAs(gateway, 'supplier');
    stranger = await signInAsNewClient(gateway, 'exports-stranger');
  });
  afterAll(() => gateway.close());

  it('sends the payments as a private XLSX named in Russian, every page, as the list filtered them', async () => {
    const all = await listOf<Payment>('/srv/GetCabinetPayments?items_per_page=100&state=all');
    expect(all.count).toBeGreaterThan(20);
    const response = await download('/srv/GetCabinetPayments/Report?state=all');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''%D0%9F%D0%BB%D0%B0%D1%82%D0%B5%D0%B6%D0%B8/,
    );
    const sheet = await sheetRows(response.rawPayload, 'Платежи');
    expect(sheet.header).toEqual([
      'Договор',
      '№ платежа',
      'Дата платежа',
      'Сумма, ₽',
      'Состояние',
      'Оплачен',
      'Оплачено, ₽',
      'Осталось, ₽',
    ]);
    expect(sheet.rows).toHaveLength(all.count);
    const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100);
    expect(sum(sheet.rows.map((row) => Number(row[3])))).toBe(sum(all.items.map((item) => item.payment_sum)));

    const paid = await listOf<Payment>('/srv/GetCabinetPayments?items_per_page=100&state=paid');
    const paidSheet = await sheetRows(
      (await download('/srv/GetCabinetPayments/Report?state=paid&page=3')).rawPayload,
      'Платежи',
    );
    expect(paid.count).toBeGreaterThan(0);
    expect(paidSheet.rows).toHaveLength(paid.count);
    expect(new Set(paidSheet.rows.map((row) => row[4]))).toEqual(new Set(['Оплачен']));
    expect(paidSheet.about).toContain('Показаны: Оплаченные');

    const order = all.items[0]?.id_order;
    const ofOrder = all.items.filter((item) => item.id_order === order);
    const orderSheet = await sheetRows(
      (await download(`/srv/GetCabinetPayments/Report?id_order=${order}`)).rawPayload,
      'Платежи',
    );
    expect(orderSheet.rows).toHaveLength(
      (await listOf(`/srv/GetCabinetPayments?id_order=${order}&items_per_page=100`)).count,
    );
    expect(new Set(orderSheet.rows.map((row) => row[0]))).toEqual(new Set([ofOrder[0]?.contract_name]));
  });

  it('sends the applications and the contracts as the lists have them', async () => {
    for (const isfinished of [0, 1]) {
      const list = await listOf(`/srv/GetCabinetApplications?isfinished=${isfinished}&items_per_page=100`);
      const sheet = await sheetRows(
        (await download(`/srv/GetCabinetApplications/Report?isfinished=${isfinished}`)).rawPayload,
        'Заявки',
      );
      expect(sheet.rows).toHaveLength(list.count);
    }
    const orders = await listOf<{ contract_name: string }>('/srv/GetCabinetOrders?items_per_page=100');
    const sheet = await sheetRows((await download('/srv/GetCabinetOrders/Report')).rawPayload, 'Договоры');
    expect(sheet.rows.map((row) => row[0])).toEqual(orders.items.map((item) => item.contract_name));
  });

  it("sends an order's schedule as XLSX and as a PDF whose text holds every sum", async () => {
    const orders = await listOf<{ id: number; contract_name: string }>('/srv/GetCabinetOrders');
    const order = orders.items[0];
    if (!order) throw new Error('the demo client has orders');
    const card = (await client.get(`/srv/GetCabinetOrder?id_order=${order.id}`)).json() as {
      schedule: Payment[];
    };
    const xlsx = await download(`/srv/GetCabinetOrder/Schedule?id_order=${order.id}&format=xlsx`);
    const sheet = await sheetRows(xlsx.rawPayload, 'График платежей');
    expect(sheet.rows.map((row) => row[2])).toEqual(card.schedule.map((payment) => payment.payment_sum));

    const pdf = await download(`/srv/GetCabinetOrder/Schedule?id_order=${order.id}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/\.pdf"; filename\*=UTF-8''/);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain(order.contract_name);
    for (const payment of card.schedule) {
      expect(text).toContain(
        formatDecimalRu(payment.payment_sum, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
    }
  });

  it("answers 404 for another company's order, 401 to a guest, 403 to a supplier and 400 to a bad filter", async () => {
    const [order] = (await listOf<{ id: number }>('/srv/GetCabinetOrders')).items;
    for (const url of [
      `/srv/GetCabinetOrder/Schedule?id_order=${order?.id}&format=pdf`,
      `/srv/GetCabinetOrder/Schedule?id_order=${order?.id}`,
      `/srv/GetCabinetPayments/Report?id_order=${order?.id}`,
    ]) {
      expect((await stranger.get(url)).statusCode).toBe(404);
    }
    // A stranger's own lists are its own: empty, never the client's.
    const own = await sheetRows(
      (await download('/srv/GetCabinetPayments/Report', stranger)).rawPayload,
      'Платежи',
    );
    expect(own.rows).toHaveLength(0);
    expect(
      (await gateway.app.inject({ method: 'GET', url: '/srv/GetCabinetPayments/Report' })).statusCode,
    ).toBe(401);
    expect((await supplier.get('/srv/GetCabinetOrders/Report')).statusCode).toBe(403);
    const bad = await client.get('/srv/GetCabinetPayments/Report?state=later');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error_message: 'Неизвестный фильтр' });
    expect(
      (await client.get(`/srv/GetCabinetOrder/Schedule?id_order=${order?.id}&format=doc`)).statusCode,
    ).toBe(400);
  });
});
