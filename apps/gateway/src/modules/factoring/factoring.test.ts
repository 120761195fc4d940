import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeInn } from '@agrolease/domain';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { otherFactoringAccount } from '../../testing/other-accounts.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';

interface Register {
  id: number;
  status: string;
  number: string;
}

describe.each(testDrivers())('the factoring cabinets on %s', (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let otherSupplier: CabinetSession;
  let customer: CabinetSession;
  let otherCustomer: CabinetSession;
  let client: CabinetSession;
  const customerInn = '2635000060';

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'factoring-supplier');
    customer = await signInAs(gateway, 'factoring-customer');
    client = await signInAs(gateway, 'client');
    otherSupplier = await otherFactoringAccount(gateway, 'factoring-supplier', 'fs-other');
    otherCustomer = await otherFactoringAccount(gateway, 'factoring-customer', 'fc-other');
  });
  afterAll(async () => gateway?.close());

  /** Who was told what about a register (issue 37), oldest first, by login. */
  const toldOf = (registerId: number) =>
    gateway.database.db
      .select({
        login: schema.accounts.login,
        title: schema.cabinetMessages.title,
        kind: schema.cabinetMessages.kind,
      })
      .from(schema.cabinetMessages)
      .innerJoin(schema.accounts, eq(schema.accounts.id, schema.cabinetMessages.accountId))
      .where(
        and(
          eq(schema.cabinetMessages.entity, 'factoring_register'),
          eq(schema.cabinetMessages.entityId, registerId),
        ),
      )
      .orderBy(asc(schema.cabinetMessages.id));

  it('lists the demo registers in each state, the invoices and the financing', async () => {
    const list = (await supplier.get('/srv/FactoringRegisters')).json();
    expect(list.items.map((item: Register) => item.status).sort()).toEqual(
      ['confirmed', 'disputed', 'draft', 'financed', 'paid', 'sent'].sort(),
    );
    const invoices = (await supplier.get('/srv/FactoringInvoices')).json();
    expect(invoices.items).toHaveLength(14);
    const financing = (await supplier.get('/srv/FactoringFinancing')).json();
    expect(financing.items.map((item: Register) => item.status).sort()).toEqual(
      ['confirmed', 'financed', 'paid', 'sent'].sort(),
    );
    expect(financing.totals.financed).toBeGreaterThan(0);
    expect((await otherSupplier.get('/srv/FactoringRegisters')).json().items).toEqual([]);
  });

  it('starts a register, adds invoices and sends it; the customer confirms it', async () => {
    const created = await supplier.post('/srv/FactoringRegisters/Create', {
      number: 'Р-2026/099',
      customer_inn: customerInn,
      customer_title: 'ООО «Агрохолдинг Степной»',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().item.id;
    expect(created.json().item).toMatchObject({ status: 'draft', total: 0, invoices: 0 });
    const empty = await supplier.post('/srv/FactoringRegisters/Send', { id: String(id) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toContain('хотя бы одну');
    const added = await supplier.post('/srv/FactoringInvoices/Add', {
      id_register: String(id),
      number: 'ТН-900',
      issued: '2026-11-20',
      due: '2027-01-19',
      amount: '250000',
      delivery: 'Запчасти',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().item).toMatchObject({ total: 250_000, advance: 225_000, invoices: 1 });
    expect(added.json().invoice).toMatchObject({
      number: 'ТН-900',
      amount: 250_000,
      register_number: 'Р-2026/099',
    });
    const sent = await supplier.post('/srv/FactoringRegisters/Send', { id: String(id) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().item.status).toBe('sent');
    const late = await supplier.post('/srv/FactoringInvoices/Add', {
      id_register: String(id),
      number: 'ТН-901',
      issued: '2026-11-20',
      due: '2027-01-19',
      amount: '1000',
    });
    expect(late.statusCode).toBe(400);

    const mine = (await customer.get('/srv/FactoringCustomerRegisters')).json().items;
    const shown = mine.find((item: Register) => item.id === id);
    expect(shown.invoice_list).toHaveLength(1);
    expect(shown.supplier.title).toBe('АО «ЗерноМаш»');
    expect(mine.some((item: Register) => item.status === 'draft')).toBe(false);
    expect((await otherCustomer.get('/srv/FactoringCustomerRegisters')).json().items).toEqual([]);
    expect(
      (
        await otherCustomer.post('/srv/FactoringCustomerRegisters/Answer', {
          id: String(id),
          decision: 'confirm',
        })
      ).statusCode,
    ).toBe(404);
    const confirmed = await customer.post('/srv/FactoringCustomerRegisters/Answer', {
      id: String(id),
      decision: 'confirm',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().item.status).toBe('confirmed');
    const again = await customer.post('/srv/FactoringCustomerRegisters/Answer', {
      id: String(id),
      decision: 'dispute',
      comment: 'Поздно',
    });
    expect(again.statusCode).toBe(400);
    // The customer was told of the register sent to it, the supplier of the answer; once each.
    expect(await toldOf(id)).toEqual([
      {
        login: 'factoring-customer',
        title: 'АО «ЗерноМаш» прислал реестр Р-2026/099 на подтверждение',
        kind: 'deal',
      },
      {
        login: 'factoring-supplier',
        title: 'ООО «Агрохолдинг Степной» подтвердил реестр Р-2026/099',
        kind: 'deal',
      },
    ]);
  });

  it("corrects and deletes an invoice while the register is a draft; the total follows; another's is 404", async () => {
    // A buyer without an account: the register, once sent, waits in no customer's list.
    const created = await supplier.post('/srv/FactoringRegisters/Create', {
      number: 'Р-2026/098',
      customer_inn: completeInn('770000009'),
      customer_title: 'ООО «Покупатель»',
    });
    const id = created.json().item.id;
    const invoice = (number: string, amount: string) => ({
      id_register: String(id),
      number,
      issued: '20.11.2026',
      due: '19.01.2027',
      amount,
    });
    const first = (await supplier.post('/srv/FactoringInvoices/Add', invoice('ТН-10', '100000'))).json();
    await supplier.post('/srv/FactoringInvoices/Add', invoice('ТН-11', '50000'));
    const edited = await supplier.post('/srv/FactoringInvoices/Edit', {
      id: String(first.invoice.id),
      number: 'ТН-10а',
      issued: '21.11.2026',
      due: '20.01.2027',
      amount: '120000',
      delivery: 'Семена',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({ total: 170_000, invoices: 2 });
    expect(edited.json().invoice).toMatchObject({
      number: 'ТН-10а',
      issued: '2026-11-21',
      amount: 120_000,
      delivery: 'Семена',
    });
    const early = await supplier.post('/srv/FactoringInvoices/Edit', {
      id: String(first.invoice.id),
      number: 'ТН-10а',
      issued: '21.11.2026',
      due: '01.11.2026',
      amount: '120000',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors_list[0].prop).toBe('due');
    const foreign = await otherSupplier.post('/srv/FactoringInvoices/Delete', {
      id: String(first.invoice.id),
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await supplier.post('/srv/FactoringInvoices/Delete', { id: String(first.invoice.id) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().item).toMatchObject({ total: 50_000, invoices: 1 });
    const again = await supplier.post('/srv/FactoringInvoices/Delete', { id: String(first.invoice.id) });
    expect(again.statusCode).toBe(404);
    expect((await supplier.post('/srv/FactoringInvoices/Delete', { id: 'x' })).statusCode).toBe(400);
    // Sent: its invoices no longer change.
    const [left] = (await supplier.get(`/srv/FactoringRegister?id=${id}`)).json().invoices;
    await supplier.post('/srv/FactoringRegisters/Send', { id: String(id) });
    const late = await supplier.post('/srv/FactoringInvoices/Delete', { id: String(left.id) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error_message).toContain('уже отправлен');
  });

  it('lets the customer dispute only with a reason', async () => {
    const waiting = (await customer.get('/srv/FactoringCustomerRegisters'))
      .json()
      .items.find((item: Register) => item.status === 'sent');
    const bare = await customer.post('/srv/FactoringCustomerRegisters/Answer', {
      id: String(waiting.id),
      decision: 'dispute',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors_list[0].prop).toBe('comment');
    const disputed = await customer.post('/srv/FactoringCustomerRegisters/Answer', {
      id: String(waiting.id),
      decision: 'dispute',
      comment: 'ТН-312 не получена',
    });
    expect(disputed.json().item).toMatchObject({
      status: 'disputed',
      customer_comment: 'ТН-312 не получена',
    });
    const seen = (await supplier.get(`/srv/FactoringRegister?id=${waiting.id}`)).json();
    expect(seen.item.customer_comment).toBe('ТН-312 не получена');
    const told = await toldOf(waiting.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ login: 'factoring-supplier', kind: 'deal' });
    expect(told[0]?.title).toMatch(/оспорил реестр/);
  });

  it('refuses bad input with 400 and another supplier’s register with 404', async () => {
    const badInn = await supplier.post('/srv/FactoringRegisters/Create', {
      number: 'Р-1',
      customer_inn: '2635000061',
      customer_title: 'ООО «Х»',
    });
    expect(badInn.statusCode).toBe(400);
    expect(badInn.json()).toMatchObject({ success: false, errors_list: [{ prop: 'customer_inn' }] });
    expect((await supplier.post('/srv/FactoringRegisters/Create', { number: '' })).statusCode).toBe(400);
    const [draft] = (await supplier.get('/srv/FactoringRegisters'))
      .json()
      .items.filter((item: Register) => item.status === 'draft');
    const early = await supplier.post('/srv/FactoringInvoices/Add', {
      id_register: String(draft.id),
      number: 'ТН-1',
      issued: '2026-11-20',
      due: '2026-11-01',
      amount: '100',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors_list[0].prop).toBe('due');
    // Days as a person types them (issue 39): ДД.ММ.ГГГГ is read; a five-digit year, a year out of
    // range or 31.02 is refused, saying which.
    for (const [issued, error] of [
      ['20.11.12026', 'Введите дату накладной в виде ДД.ММ.ГГГГ'],
      ['20.11.1202', 'Год — от 1900 до 2100'],
      ['31.02.2026', 'Такого дня нет в календаре'],
      ['2026-02-31', 'Такого дня нет в календаре'],
    ] as const) {
      const wrong = await supplier.post('/srv/FactoringInvoices/Add', {
        id_register: String(draft.id),
        number: 'ТН-1',
        issued,
        due: '01.12.2026',
        amount: '100',
      });
      expect(wrong.statusCode, issued).toBe(400);
      expect(wrong.json().errors_list[0]).toEqual({ prop: 'issued', error });
    }
    const typed = await supplier.post('/srv/FactoringInvoices/Add', {
      id_register: String(draft.id),
      number: 'ТН-2',
      issued: '20.11.2026',
      due: '01122026',
      amount: '100',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().invoice).toMatchObject({ issued: '2026-11-20', due: '2026-12-01' });
    const negative = await supplier.post('/srv/FactoringInvoices/Add', {
      id_register: String(draft.id),
      number: 'ТН-1',
      issued: '2026-11-20',
      due: '2026-12-01',
      amount: '-5',
    });
    expect(negative.statusCode).toBe(400);
    expect((await supplier.get('/srv/FactoringRegister?id=x')).statusCode).toBe(400);
    expect((await otherSupplier.get(`/srv/FactoringRegister?id=${draft.id}`)).statusCode).toBe(404);
    expect(
      (await otherSupplier.post('/srv/FactoringRegisters/Send', { id: String(draft.id) })).statusCode,
    ).toBe(404);
    expect(
      (
        await otherSupplier.post('/srv/FactoringInvoices/Add', {
          id_register: String(draft.id),
          number: 'ТН-1',
          issued: '2026-11-20',
          due: '2026-12-01',
          amount: '100',
        })
      ).statusCode,
    ).toBe(404);
    // The customer does not see the supplier's drafts.
    expect(
      (
        await customer.post('/srv/FactoringCustomerRegisters/Answer', {
          id: String(draft.id),
          decision: 'confirm',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the manager finance a confirmed register up to its advance, then record the payment', async () => {
    const manager = await signInAs(gateway, 'manager');
    const confirmed = (await manager.get('/srv/Backoffice/FactoringRegisters?status=confirmed')).json().items;
    expect(confirmed.length).toBeGreaterThan(0);
    const register = confirmed[0];
    expect(register.invoice_list.length).toBe(register.invoices);
    const tooMuch = await manager.post('/srv/Backoffice/FactoringRegisters/Finance', {
      id: String(register.id),
      amount: String(register.advance + 1),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors_list[0].prop).toBe('amount');
    expect(
      (
        await manager.post('/srv/Backoffice/FactoringRegisters/Finance', {
          id: String(register.id),
          amount: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const early = await manager.post('/srv/Backoffice/FactoringRegisters/Paid', { id: String(register.id) });
    expect(early.statusCode).toBe(400);
    const financed = await manager.post('/srv/Backoffice/FactoringRegisters/Finance', {
      id: String(register.id),
      amount: String(register.advance),
    });
    expect(financed.statusCode).toBe(200);
    expect(financed.json().item).toMatchObject({ status: 'financed', financed_sum: register.advance });
    // Both parties learn of the financing: the supplier gets the money, the customer pays the factor.
    const financedNews = (await toldOf(register.id)).filter((one) => one.title.endsWith('профинансирован'));
    expect(financedNews).toEqual([
      { login: 'factoring-supplier', title: `Реестр ${register.number} профинансирован`, kind: 'deal' },
      { login: 'factoring-customer', title: `Реестр ${register.number} профинансирован`, kind: 'deal' },
    ]);
    const twice = await manager.post('/srv/Backoffice/FactoringRegisters/Finance', {
      id: String(register.id),
      amount: '1',
    });
    expect(twice.statusCode).toBe(400);
    const paid = await manager.post('/srv/Backoffice/FactoringRegisters/Paid', { id: String(register.id) });
    expect(paid.json().item.status).toBe('paid');
    // The supplier sees the money in its financing.
    const financing = (await supplier.get('/srv/FactoringFinancing')).json().items;
    expect(financing.find((item: Register) => item.id === register.id).financed_sum).toBe(register.advance);
    // Drafts are not the back office's; an unknown register is 404.
    const [draft] = (await supplier.get('/srv/FactoringRegisters'))
      .json()
      .items.filter((item: Register) => item.status === 'draft');
    expect(
      (
        await manager.post('/srv/Backoffice/FactoringRegisters/Finance', {
          id: String(draft.id),
          amount: '1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await manager.get('/srv/Backoffice/FactoringRegisters?status=draft')).statusCode).toBe(400);
    for (const session of [supplier, customer]) {
      expect((await session.get('/srv/Backoffice/FactoringRegisters')).statusCode).toBe(403);
      expect(
        (
          await session.post('/srv/Backoffice/FactoringRegisters/Finance', {
            id: String(register.id),
            amount: '1',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await session.post('/srv/Backoffice/FactoringRegisters/Paid', { id: String(register.id) }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('downloads the registers and invoices as an XLSX workbook that reads back', async () => {
    const response = await supplier.get('/srv/FactoringReports/Registers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="factoring-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const registers = (await supplier.get('/srv/FactoringRegisters')).json().items;
    expect(workbook.getWorksheet('Реестры')?.rowCount).toBe(registers.length + 1);
    expect(workbook.getWorksheet('Накладные')?.getRow(1).getCell(2).value).toBe('Накладная');
    expect((await customer.get('/srv/FactoringReports/Registers')).statusCode).toBe(403);
    expect(
      (await gateway.app.inject({ method: 'GET', url: '/srv/FactoringReports/Registers' })).statusCode,
    ).toBe(401);
  });

  it('lists the documents of the assigned registers and makes their PDFs from the data', async () => {
    const list = await supplier.get('/srv/FactoringDocuments');
    expect(list.statusCode).toBe(200);
    const { agreement, registers } = list.json();
    expect(agreement.number).toMatch(/^ГДФ-\d{6}$/);
    const statuses = new Set(registers.map((item: Register) => item.status));
    expect(statuses.has('draft') || statuses.has('disputed')).toBe(false);
    const financed = registers.find((item: Register) => item.status === 'financed');
    expect(financed.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['notice', 'agreement']);

    const notice = await supplier.get(financed.documents[0].url);
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
    expect(notice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(notice.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Уведомление об уступке денежного требования по реестру')}`,
    );
    const text = (await pdfPageTexts(notice.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`№ ${financed.number}`);
    expect(text).toContain('АО «ЗерноМаш»');
    expect(text).toContain(financed.customer.title);
    expect(text).toContain('АО «Агролизинг»');
    expect(text).toContain(agreement.number);
    const shown = (await supplier.get(`/srv/FactoringRegister?id=${financed.id}`)).json();
    for (const invoice of shown.invoices) expect(text).toContain(invoice.number);

    const contract = await supplier.get('/srv/FactoringDocumentPdf?kind=agreement');
    expect(contract.statusCode).toBe(200);
    const terms = (await pdfPageTexts(contract.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(terms).toContain(`Генеральный договор факторинга № ${agreement.number}`);
    expect(terms).toContain('АО «ЗерноМаш»');
    expect(terms).toContain('90%');

    // The customer may read the notice of a register addressed to it, not the agreement.
    expect((await customer.get(financed.documents[0].url)).statusCode).toBe(200);
    expect((await customer.get('/srv/FactoringDocumentPdf?kind=agreement')).statusCode).toBe(403);
  });

  it('refuses a document with bad input (400), of another company (404) or to another role (403)', async () => {
    const bare = await supplier.get('/srv/FactoringDocumentPdf?kind=notice');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors_list[0].prop).toBe('register');
    const kind = await supplier.get('/srv/FactoringDocumentPdf?kind=act&register=1');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors_list[0].prop).toBe('kind');
    expect((await supplier.get('/srv/FactoringDocumentPdf?kind=notice&register=x')).statusCode).toBe(400);

    const all = (await supplier.get('/srv/FactoringRegisters')).json().items;
    const financed = all.find((item: Register) => item.status === 'financed');
    const draft = all.find((item: Register) => item.status === 'draft');
    const url = (register: Register) => `/srv/FactoringDocumentPdf?kind=notice&register=${register.id}`;
    expect((await otherSupplier.get(url(financed))).statusCode).toBe(404);
    expect((await otherCustomer.get(url(financed))).statusCode).toBe(404);
    // A draft assigns nothing yet.
    expect((await supplier.get(url(draft))).statusCode).toBe(404);
    expect((await otherSupplier.get('/srv/FactoringDocuments')).json().registers).toEqual([]);

    expect((await customer.get('/srv/FactoringDocuments')).statusCode).toBe(403);
    expect((await client.get('/srv/FactoringDocuments')).statusCode).toBe(403);
    expect((await client.get(url(financed))).statusCode).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: url(financed) })).statusCode).toBe(401);
  });

  it('answers each side its own role: 403 otherwise, 401 for a guest', async () => {
    for (const url of [
      '/srv/FactoringRegisters',
      '/srv/FactoringInvoices',
      '/srv/FactoringFinancing',
      '/srv/FactoringRegister?id=1',
    ]) {
      expect((await customer.get(url)).statusCode).toBe(403);
      expect((await client.get(url)).statusCode).toBe(403);
    }
    expect((await supplier.get('/srv/FactoringCustomerRegisters')).statusCode).toBe(403);
    expect(
      (await supplier.post('/srv/FactoringCustomerRegisters/Answer', { id: '1', decision: 'confirm' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await customer.post('/srv/FactoringRegisters/Create', {
          number: 'Р',
          customer_inn: customerInn,
          customer_title: 'ООО',
        })
      ).statusCode,
    ).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/FactoringRegisters' })).statusCode).toBe(
      401,
    );
  });
});
