import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { moscowMonth } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { lastOutboxBody } from '../../testing/outbox.ts';
import { otherAccreditedSupplier } from '../../testing/supplier-sessions.ts';
import { zipOf } from '../../testing/zip-file.ts';

/** A small check list as the supplier fills it: an XLSX workbook. */
async function checkListWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Чек-лист');
  sheet.addRow(['Пункт', 'Отметка']);
  sheet.addRow(['Уровень масла в двигателе', 'Да']);
  sheet.addRow(['Комплектность по спецификации', 'Да']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Word document's container (a ZIP) named .xlsx: SetFile takes it, a check list does not. */
const NOT_A_WORKBOOK = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

describe.each(testDrivers())("the supplier's check lists and special report on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let agent: CabinetSession;
  let notAccredited: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    other = await otherAccreditedSupplier(gateway, 'supplier-reports-other');
    client = await signInAs(gateway, 'client');
    agent = await signInAs(gateway, 'agent');
    notAccredited = await signInAs(gateway, 'supplier-new');
  });
  afterAll(() => gateway.close());

  async function upload(session: CabinetSession, name: string, bytes: Buffer): Promise<number> {
    const stored = await session.upload('/srv/SetFile', { files: [{ field: 'file', name, bytes }] });
    expect(stored.statusCode).toBe(200);
    return stored.json().id;
  }

  async function created(form: Record<string, string>) {
    const fileId = await upload(supplier, 'Предпродажная подготовка.xlsx', await checkListWorkbook());
    return supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(fileId),
      title: 'Предпродажная подготовка',
      kind: 'presale',
      ...form,
    });
  }

  it('starts empty, with the machines and signed deals a check list may be about', async () => {
    const reply = await supplier.get('/srv/SupplierCRMCheckLists');
    expect(reply.statusCode).toBe(200);
    const list = reply.json();
    expect(list).toMatchObject({ count_collection: 0, items: [], page: 1, pages: 1 });
    expect(list.kinds.map((one: { value: string }) => one.value)).toEqual([
      'presale',
      'shipment',
      'commissioning',
      'other',
    ]);
    expect(list.products.length).toBeGreaterThan(0);
    // The demo's deal waiting for shipment and the delivered one (decision 0090).
    expect(list.deals).toHaveLength(2);
    expect(list.default_email).toMatch(/@/);
  });

  it('keeps an uploaded XLSX as a check list for a machine and a deal', async () => {
    const choices = (await supplier.get('/srv/SupplierCRMCheckLists')).json();
    const reply = await created({
      id_product: String(choices.products[0].id),
      id_deal: String(choices.deals[0].id),
      comment: 'Проверено сервисным инженером',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().item).toMatchObject({
      title: 'Предпродажная подготовка',
      kind: 'presale',
      kind_title: 'Предпродажная подготовка',
      product: { id: choices.products[0].id },
      deal: { id: choices.deals[0].id, code: choices.deals[0].code },
      comment: 'Проверено сервисным инженером',
      sent_to: null,
      sent_count: 0,
      file: { mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    const pdf = await upload(supplier, 'act.pdf', SMALL_PDF);
    const second = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(pdf),
      title: 'Ввод в эксплуатацию',
      kind: 'commissioning',
    });
    expect(second.statusCode).toBe(200);
    const list = (await supplier.get('/srv/SupplierCRMCheckLists')).json();
    expect(list.count_collection).toBe(2);
    expect(list.items[0].title).toBe('Ввод в эксплуатацию');
    const onlyPresale = (await supplier.get('/srv/SupplierCRMCheckLists?kind=presale')).json();
    expect(onlyPresale.items.map((one: { kind: string }) => one.kind)).toEqual(['presale']);
    // The owner reads the file back.
    expect((await supplier.get(list.items[1].file.src)).statusCode).toBe(200);
  });

  it('mails a check list with its file attached, to an address or to the personal manager', async () => {
    const list = (await supplier.get('/srv/SupplierCRMCheckLists?kind=presale')).json();
    const id = String(list.items[0].id);
    const sent = await supplier.post('/srv/SendMailSupplierCheckList', {
      id_object: id,
      email: 'service@farm.example',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent_to: 'service@farm.example', item: { sent_count: 1 } });
    const letter = await lastOutboxBody(gateway.database.db, 'service@farm.example');
    expect(letter).toContain('Предпродажная подготовка');
    expect(letter).toMatch(
      /Вложение: Предпродажная подготовка\.xlsx \(application\/vnd\.openxml[^,]+, \d+ байт\)/,
    );

    const toManager = await supplier.post('/srv/SendMailSupplierCheckList', { id_object: id });
    expect(toManager.json()).toMatchObject({ sent_to: list.default_email, item: { sent_count: 2 } });
    expect(await lastOutboxBody(gateway.database.db, list.default_email)).toContain('Вложение:');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const expectField = async (reply: { statusCode: number; json(): unknown }, prop: string) => {
      expect(reply.statusCode).toBe(400);
      expect((reply.json() as { errors_list: { prop: string }[] }).errors_list[0]?.prop).toBe(prop);
    };
    await expectField(await supplier.get('/srv/SupplierCRMCheckLists?page=0'), 'page');
    await expectField(await supplier.get('/srv/SupplierCRMCheckLists?kind=invoice'), 'kind');
    await expectField(await created({ title: '' }), 'title');
    await expectField(await created({ kind: 'invoice' }), 'kind');
    await expectField(
      await supplier.post('/srv/CreateSupplierCheckList', { title: 'X', kind: 'other' }),
      'id_File',
    );
    // An image is not a check list; nor is a ZIP named .xlsx that is no workbook.
    const png = await upload(
      supplier,
      'photo.png',
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    );
    const image = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(png),
      title: 'Фото',
      kind: 'other',
    });
    await expectField(image, 'id_File');
    expect(image.json().error_message).toMatch(/XLSX/);
    const zip = await upload(supplier, 'list.xlsx', NOT_A_WORKBOOK);
    const notWorkbook = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(zip),
      title: 'Таблица',
      kind: 'other',
    });
    await expectField(notWorkbook, 'id_File');
    // A zip bomb named .xlsx (80 MB of one sheet in under 100 KB) is refused before it is unpacked.
    const bomb = await upload(
      supplier,
      'bomb.xlsx',
      zipOf([{ name: 'xl/worksheets/sheet1.xml', bytes: Buffer.alloc(80 * 1024 * 1024), declaredSize: 100 }]),
    );
    const unpacked = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(bomb),
      title: 'Бомба',
      kind: 'other',
    });
    await expectField(unpacked, 'id_File');
    expect(unpacked.json().error_message).toMatch(/распакованном виде/);
    await expectField(
      await supplier.post('/srv/SendMailSupplierCheckList', { id_object: '1', email: 'not-an-address' }),
      'email',
    );
    await expectField(await supplier.post('/srv/SendMailSupplierCheckList', { id_object: 'x' }), 'id_object');
    await expectField(await supplier.get('/srv/SupplierSpecialReport?from=2026-13'), 'from');
    await expectField(await supplier.get('/srv/SupplierSpecialReport?from=2026-05&to=2026-04'), 'from');
    await expectField(await supplier.get('/srv/SupplierSpecialReport?to=2999-01'), 'to');
    await expectField(await supplier.get('/srv/SupplierSpecialReport/Report?from=x'), 'from');
  });

  it("keeps another supplier's check lists, files, machines and deals out (404)", async () => {
    const mine = (await supplier.get('/srv/SupplierCRMCheckLists')).json();
    const id = String(mine.items[0].id);
    expect((await other.get('/srv/SupplierCRMCheckLists')).json().count_collection).toBe(0);
    expect(
      (await other.post('/srv/SendMailSupplierCheckList', { id_object: id, email: 'x@example.ru' }))
        .statusCode,
    ).toBe(404);
    // Another account's upload cannot become one's check list.
    const foreign = await upload(other, 'foreign.pdf', SMALL_PDF);
    const borrowed = await supplier.post('/srv/CreateSupplierCheckList', {
      id_File: String(foreign),
      title: 'Чужой',
      kind: 'other',
    });
    expect(borrowed.statusCode).toBe(404);
    // Nor can it be about another supplier's machine or deal.
    const own = await upload(other, 'own.pdf', SMALL_PDF);
    const abouts: Record<string, string>[] = [
      { id_product: String(mine.products[0].id) },
      { id_deal: String(mine.deals[0].id) },
    ];
    for (const about of abouts) {
      const reply = await other.post('/srv/CreateSupplierCheckList', {
        id_File: String(own),
        title: 'Чек-лист',
        kind: 'shipment',
        ...about,
      });
      expect(reply.statusCode).toBe(404);
    }
    expect((await other.get(mine.items[0].file.src)).statusCode).toBe(404);
  });

  it('is for an accredited supplier only: a client, an agent and a supplier not accredited get 403', async () => {
    for (const session of [client, agent, notAccredited]) {
      expect((await session.get('/srv/SupplierCRMCheckLists')).statusCode).toBe(403);
      expect(
        (await session.post('/srv/CreateSupplierCheckList', { id_File: '1', title: 'X', kind: 'other' }))
          .statusCode,
      ).toBe(403);
      expect((await session.post('/srv/SendMailSupplierCheckList', { id_object: '1' })).statusCode).toBe(403);
      expect((await session.get('/srv/SupplierSpecialReport')).statusCode).toBe(403);
      expect((await session.get('/srv/SupplierSpecialReport/Report')).statusCode).toBe(403);
    }
    const locked = await notAccredited.get('/srv/SupplierSpecialReport');
    expect(locked.json().error_message).toBe('Раздел откроется после аккредитации');
  });

  it("counts the supplier's applications and deals of the period by state and month", async () => {
    const reply = await supplier.get('/srv/SupplierSpecialReport');
    expect(reply.statusCode).toBe(200);
    const report = reply.json();
    const thisMonth = moscowMonth(new Date());
    expect(report.period.to).toBe(thisMonth);
    expect(report.months).toHaveLength(12);
    // The demo: three applications of «Агрофирма Заречье», two of them deals (decision 0090).
    expect(report.totals).toMatchObject({ applications: 3, deals: 2, delivered: 1, conversion: 67 });
    expect(report.totals.amount).toBeGreaterThan(0);
    const states = Object.fromEntries(
      report.states.map((one: { state: string; applications: number }) => [one.state, one.applications]),
    );
    expect(states).toMatchObject({ review: 1, shipment: 1, delivered: 1, rejected: 0 });
    expect(report.products.length).toBeGreaterThan(0);
    expect(report.download_url).toBe(
      `/srv/SupplierSpecialReport/Report?from=${report.period.from}&to=${report.period.to}`,
    );
    // Another supplier has none of them.
    expect((await other.get('/srv/SupplierSpecialReport')).json().totals.applications).toBe(0);
  });

  it('downloads the special report as an XLSX workbook that reads back', async () => {
    const report = (await supplier.get('/srv/SupplierSpecialReport')).json();
    const file = await supplier.get(report.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain('special-report-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Итоги',
      'По месяцам',
      'По состояниям',
      'Техника',
    ]);
    const totals = workbook.getWorksheet('Итоги');
    const values = new Map<string, unknown>();
    totals?.eachRow((row) => {
      values.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(values.get('Заявок с вашей техникой')).toBe(3);
    expect(values.get('Сделок')).toBe(2);
    expect(workbook.getWorksheet('По месяцам')?.rowCount).toBe(13);
  });

  it("shows the deal's check lists on the back office's deal card, the file readable by the manager", async () => {
    const manager = await signInAs(gateway, 'manager');
    const list = (await supplier.get('/srv/SupplierCRMCheckLists?kind=presale')).json();
    const item = list.items[0];
    const card = await manager.get(`/srv/Backoffice/Deal?id_object=${item.deal.id}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().card.check_lists).toEqual([
      expect.objectContaining({
        id: item.id,
        title: 'Предпродажная подготовка',
        kind_title: 'Предпродажная подготовка',
        supplier: 'ООО «АгроТехника-Воронеж»',
      }),
    ]);
    expect((await manager.get(card.json().card.check_lists[0].file.src)).statusCode).toBe(200);
  });

  it('keeps the check list rows in the database with the supplier account', async () => {
    const rows = await gateway.database.db.select().from(schema.supplierCheckLists);
    const [account] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'supplier'));
    expect(rows.filter((row) => row.accountId === account?.id)).toHaveLength(2);
  });
});
