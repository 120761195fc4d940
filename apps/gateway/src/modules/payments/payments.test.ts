import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { moscowDay, parsePaymentQrText, paymentPenalty } from '@agrolease/domain';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp1251, statement } from '../../../../../packages/domain/src/test-fixtures/bank-statement.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import {
  type CabinetSession,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

const { accountGeneration, accounts, cabinetOrders, payments } = schema;

/** Windows-1251 of the Cyrillic letters and the few signs a statement holds; ASCII as it is. */

describe.each(testDrivers())('paying lease payments on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let manager: CabinetSession;
  let stranger: CabinetSession;
  let clientId: number;
  let clientInn: string;
  let order: { id: number; contractName: string; contractDate: string };
  let overdue: { id: number; dueDate: string; sum: number };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, config: { PAYMENT_PENALTY_PERCENT_PER_DAY: '0.1' } });
    client = await signInAs(gateway, 'client');
    manager = await signInAs(gateway, 'manager');
    stranger = await signInAsNewClient(gateway, 'payments-stranger');
    const { db } = gateway.database;
    const [account] = await db.select().from(accounts).where(eq(accounts.login, 'client'));
    clientId = account?.id ?? 0;
    clientInn = account?.inn ?? '';
    const list = (await client.get('/srv/GetCabinetPayments?state=overdue')).json();
    const first = list.items[0];
    const [orderRow] = await db.select().from(cabinetOrders).where(eq(cabinetOrders.id, first.id_order));
    order = {
      id: orderRow?.id ?? 0,
      contractName: orderRow?.contractName ?? '',
      contractDate: orderRow?.contractDate ?? '',
    };
    overdue = { id: first.id, dueDate: first.payment_date, sum: first.payment_sum };
  });
  afterAll(() => gateway.close());

  it("gives an overdue payment's invoice with its penalty, the QR code's text parsing back to the contract's figures", async () => {
    const response = await client.get(`/srv/GetCabinetPaymentInvoice?id_payment=${overdue.id}`);
    expect(response.statusCode).toBe(200);
    const { invoice } = response.json();
    const penalty = paymentPenalty({
      dueKopecks: overdue.sum * 100,
      dueDay: overdue.dueDate,
      onDay: moscowDay(),
      rateMillionths: 1000,
    });
    expect(penalty.days).toBeGreaterThan(0);
    expect(invoice).toMatchObject({
      id_payment: overdue.id,
      contract_name: order.contractName,
      isOverdue: true,
      days_overdue: penalty.days,
      penalty_rate: '0.1',
      sum_kopecks: overdue.sum * 100,
      penalty_kopecks: penalty.kopecks,
      total_kopecks: overdue.sum * 100 + penalty.kopecks,
    });
    const fields = parsePaymentQrText(invoice.qr_text);
    expect(fields).toEqual({
      Name: 'АО «Агролизинг»',
      PersonalAcc: '40702810938000012345',
      BankName: 'ПАО Сбербанк',
      BIC: '044525225',
      CorrespAcc: '30101810400000000225',
      PayeeINN: '7704221591',
      KPP: '770401001',
      Purpose: invoice.purpose,
      Sum: String(overdue.sum * 100 + penalty.kopecks),
    });
    expect(fields?.Purpose).toContain(`по договору ${order.contractName}`);
    expect(fields?.Purpose).toContain(`за ${overdue.dueDate.split('-').reverse().join('.')}`);
    expect(fields?.Purpose).toContain('пени');
    expect(invoice.qr_svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('gives the same invoice as a PDF', async () => {
    const response = await client.get(`/srv/GetCabinetPaymentInvoice/Pdf?id_payment=${overdue.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another company's payment, 409 for a paid one and 400 for a wrong id", async () => {
    expect((await stranger.get(`/srv/GetCabinetPaymentInvoice?id_payment=${overdue.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.get(`/srv/GetCabinetPaymentInvoice/Pdf?id_payment=${overdue.id}`)).statusCode,
    ).toBe(404);
    const [paid] = await gateway.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.accountId, clientId)))
      .limit(1);
    const conflict = await client.get(`/srv/GetCabinetPaymentInvoice?id_payment=${paid?.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ success: false, error_message: 'Этот платёж уже оплачен' });
    const wrong = await client.get('/srv/GetCabinetPaymentInvoice?id_payment=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().success).toBe(false);
    expect(
      (await sessionWith(gateway, '').get(`/srv/GetCabinetPaymentInvoice?id_payment=${overdue.id}`))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the back-office calls to managers', async () => {
    expect((await client.get('/srv/Backoffice/IncomingPayments')).statusCode).toBe(403);
    const form = {
      contract_name: 'ДЛ-1',
      number: '1',
      date: '2026-11-01',
      sum: '1',
      payer_inn: '7707083893',
    };
    expect((await client.post('/srv/Backoffice/IncomingPayments/Record', form)).statusCode).toBe(403);
    const upload = await client.upload('/srv/Backoffice/IncomingPayments/Import', {
      files: [{ field: 'file', name: 'kl_to_1c.txt', bytes: Buffer.from(statement([])) }],
    });
    expect(upload.statusCode).toBe(403);
  });

  it('refuses what is not a statement with a readable message, never a 500', async () => {
    const notStatement = await manager.upload('/srv/Backoffice/IncomingPayments/Import', {
      files: [{ field: 'file', name: 'photo.pdf', bytes: Buffer.from('%PDF-1.4 binary \u0000\u00ff') }],
    });
    expect(notStatement.statusCode).toBe(400);
    expect(notStatement.json()).toMatchObject({ success: false, errors_list: [{ prop: 'file' }] });
    expect(notStatement.json().error_message).toMatch(/^Это не выписка в формате 1С/);
    const noFile = await manager.upload('/srv/Backoffice/IncomingPayments/Import', { fields: { x: '1' } });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error_message).toBe('Выберите файл выписки');
    const notMultipart = await manager.post('/srv/Backoffice/IncomingPayments/Import', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const empty = await manager.upload('/srv/Backoffice/IncomingPayments/Import', {
      files: [
        { field: 'file', name: 'kl_to_1c.txt', bytes: Buffer.from('1CClientBankExchange\r\nКонецФайла') },
      ],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toBe('В выписке нет платёжных поручений');
  });

  it('imports a windows-1251 statement: the matched payment is paid at once, the unmatched listed, a repeated line skipped', async () => {
    const generation = async () =>
      (
        await gateway.database.db
          .select()
          .from(accountGeneration)
          .where(eq(accountGeneration.accountId, clientId))
      )[0]?.value ?? 0;
    const before = await generation();
    const overdueBefore = (await client.get('/srv/GetCabinetPayments?state=overdue')).json().totals
      .overdue_count;
    const day = moscowDay().split('-').reverse().join('.');
    const paying = {
      Номер: '731',
      Дата: day,
      Сумма: `${overdue.sum}.00`,
      ПлательщикИНН: clientInn,
      Плательщик1: 'ООО «КФХ Рассвет»',
      НазначениеПлатежа: `Лизинговый платёж по договору ${order.contractName} за ${overdue.dueDate.split('-').reverse().join('.')}`,
    };
    const unknownPayer = {
      ...paying,
      Номер: '15',
      ПлательщикИНН: '7707083893',
      Плательщик1: 'ПАО «Неизвестный»',
    };
    const noContract = {
      ...paying,
      Номер: '732',
      Сумма: '1000.00',
      НазначениеПлатежа: 'Оплата по счёту 15 за запчасти',
    };
    const broken = {
      Номер: '733',
      Дата: '31.02.2026',
      Сумма: '1,00',
      ПлательщикИНН: clientInn,
      НазначениеПлатежа: 'x',
    };
    const file = statement([paying, unknownPayer, noContract, paying, broken]);
    const response = await manager.upload('/srv/Backoffice/IncomingPayments/Import', {
      files: [{ field: 'file', name: 'kl_to_1c.txt', bytes: cp1251(file) }],
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.documents).toBe(4);
    expect(reply.matched).toHaveLength(1);
    expect(reply.matched[0]).toMatchObject({
      number: '731',
      status: 'matched',
      sum_kopecks: overdue.sum * 100,
      payer_name: 'ООО «КФХ Рассвет»',
      contract: { id: order.id, contract_name: order.contractName },
      paid_payments: [{ id: overdue.id, payment_date: overdue.dueDate }],
    });
    expect(reply.unmatched.map((item: { number: string; note: string }) => [item.number, item.note])).toEqual(
      [
        ['15', 'Нет договоров с клиентом ИНН 7707083893'],
        ['732', `В назначении нет номера договора клиента ИНН ${clientInn}`],
      ],
    );
    expect(reply.duplicates).toEqual([
      { number: '731', date: moscowDay(), sum_kopecks: overdue.sum * 100, payer_inn: clientInn },
    ]);
    expect(reply.problems).toEqual([
      { line: expect.any(Number), message: 'Неверная дата документа: 31.02.2026' },
    ]);

    // The client sees it paid at once: no overdue payment, and its kept pages are stale.
    const list = (await client.get('/srv/GetCabinetPayments?state=overdue')).json();
    expect(list.totals.overdue_count).toBe(overdueBefore - 1);
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(overdue.id);
    const [row] = await gateway.database.db.select().from(payments).where(eq(payments.id, overdue.id));
    expect(row?.paidAt).toBe(moscowDay());
    expect(await generation()).toBeGreaterThan(before);
    const messages = (await client.get('/srv/GetCabinetMessages')).json();
    expect(JSON.stringify(messages)).toContain('Платёж получен');

    // The same statement again, in UTF-8 this time: every payment order is a duplicate.
    const again = (
      await manager.upload('/srv/Backoffice/IncomingPayments/Import', {
        files: [{ field: 'file', name: 'kl_to_1c.txt', bytes: Buffer.from(file, 'utf8') }],
      })
    ).json();
    expect(again.matched).toEqual([]);
    expect(again.unmatched).toEqual([]);
    expect(again.duplicates.map((item: { number: string }) => item.number)).toEqual([
      '731',
      '15',
      '732',
      '731',
    ]);

    const unmatched = (await manager.get('/srv/Backoffice/IncomingPayments?state=unmatched')).json();
    expect(unmatched.unmatched_count).toBe(2);
    expect(unmatched.items.map((item: { number: string }) => item.number).sort()).toEqual(['15', '732']);

    // The manager puts them to the contract: 1 000 ₽ pays part of the next payment (decision 0184);
    // the stranger's full sum pays the rest of it and goes on.
    const byNumber = (number: string) =>
      unmatched.items.find((item: { number: string }) => item.number === number);
    const small = await manager.post('/srv/Backoffice/IncomingPayments/Assign', {
      id_incoming: String(byNumber('732').id),
      contract_name: order.contractName,
    });
    expect(small.statusCode, small.body).toBe(200);
    const partly = small.json().payment.paid_payments;
    expect(partly).toEqual([expect.objectContaining({ paid_kopecks: 1000_00, settled: false })]);
    const unknown = await manager.post('/srv/Backoffice/IncomingPayments/Assign', {
      id_incoming: String(byNumber('15').id),
      contract_name: 'ДЛ-1999/0001',
    });
    expect(unknown.json().error_message).toBe('Договор ДЛ-1999/0001 не найден');
    const assigned = await manager.post('/srv/Backoffice/IncomingPayments/Assign', {
      id_incoming: String(byNumber('15').id),
      contract_name: order.contractName.toLowerCase(),
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().payment).toMatchObject({
      status: 'matched',
      note: '',
      payer_inn: '7707083893',
      contract: { id: order.id },
    });
    expect(assigned.json().payment.paid_payments[0]).toMatchObject({ id: partly[0].id, settled: true });
    const twice = await manager.post('/srv/Backoffice/IncomingPayments/Assign', {
      id_incoming: String(byNumber('15').id),
      contract_name: order.contractName,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await client.post('/srv/Backoffice/IncomingPayments/Assign', { id_incoming: '1', contract_name: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('records a payment by hand against a contract of the payer, and refuses one of another payer or twice', async () => {
    const { db } = gateway.database;
    const [next] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), isNull(payments.paidAt)))
      .orderBy(payments.dueDate)
      .limit(1);
    const form = {
      contract_name: order.contractName,
      number: '800',
      date: moscowDay(),
      sum: `${next?.sum} 00`.replace(' 00', ',00'),
      payer_inn: clientInn,
      purpose: '',
    };
    const recorded = await manager.post('/srv/Backoffice/IncomingPayments/Record', form);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().payment).toMatchObject({
      source: 'manual',
      status: 'matched',
    });
    expect(recorded.json().payment.paid_payments[0]).toMatchObject({ id: next?.id, settled: true });
    const twice = await manager.post('/srv/Backoffice/IncomingPayments/Record', form);
    expect(twice.statusCode).toBe(409);
    const otherPayer = await manager.post('/srv/Backoffice/IncomingPayments/Record', {
      ...form,
      number: '801',
      payer_inn: '7707083893',
    });
    expect(otherPayer.statusCode).toBe(400);
    expect(otherPayer.json()).toMatchObject({
      success: false,
      error_message: 'Нет договоров с клиентом ИНН 7707083893',
      errors_list: [{ prop: 'contract_name' }],
    });
    const badSum = await manager.post('/srv/Backoffice/IncomingPayments/Record', {
      ...form,
      number: '802',
      sum: '-5',
    });
    expect(badSum.statusCode).toBe(400);
    expect(badSum.json().errors_list).toEqual([{ prop: 'sum', error: 'Сумма в рублях, например 185000,00' }]);
  });

  it('takes a line smaller than the payment as a partial payment: the rest asked, its penalty on the rest, an overpayment paying ahead', async () => {
    const { db } = gateway.database;
    const [account] = await db.select().from(accounts).where(eq(accounts.login, 'payments-stranger'));
    const today = moscowDay();
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const [partOrder] = await db
      .insert(cabinetOrders)
      .values({
        accountId: account?.id ?? 0,
        contractName: 'ДЛ-2026/9901',
        contractDate: '2026-01-15',
        status: 'Действует',
        sum: 200_000,
      })
      .returning();
    const [late, next] = await db
      .insert(payments)
      .values([
        { accountId: account?.id ?? 0, orderId: partOrder?.id ?? 0, dueDate: shift(-10), sum: 100_000 },
        { accountId: account?.id ?? 0, orderId: partOrder?.id ?? 0, dueDate: shift(20), sum: 100_000 },
      ])
      .returning();
    const ruDay = today.split('-').reverse().join('.');
    const line = (number: string, sum: string) => ({
      Номер: number,
      Дата: ruDay,
      Сумма: sum,
      ПлательщикИНН: account?.inn ?? '',
      Плательщик1: account?.companyTitle ?? '',
      НазначениеПлатежа: 'Лизинговый платёж по договору ДЛ 2026/9901',
    });
    const importLines = async (...lines: ReturnType<typeof line>[]) => {
      const response = await manager.upload('/srv/Backoffice/IncomingPayments/Import', {
        files: [{ field: 'file', name: 'kl_to_1c.txt', bytes: cp1251(statement(lines)) }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // 40 000 ₽ of a 100 000 ₽ payment: matched, the payment partly paid, still overdue.
    // (And one of a payer without contracts, which waits for the manager.)
    const first = await importLines(line('901', '40000.00'), {
      ...line('904', '10.00'),
      ПлательщикИНН: '7707083893',
    });
    expect(first.unmatched).toHaveLength(1);
    expect(first.matched[0]).toMatchObject({
      status: 'matched',
      paid_payments: [{ id: late?.id, paid_kopecks: 40_000_00, settled: false }],
      penalty_kopecks: 0,
      surplus_kopecks: 0,
    });
    const listed = (await stranger.get('/srv/GetCabinetPayments?state=all')).json();
    const item = listed.items.find((one: { id: number }) => one.id === late?.id);
    expect(item).toMatchObject({ paid_at: null, paid_sum: 40_000, remaining_sum: 60_000, isOverdue: true });

    // The invoice asks the remainder, with the penalty of ten days on it only.
    const invoice = (await stranger.get(`/srv/GetCabinetPaymentInvoice?id_payment=${late?.id}`)).json()
      .invoice;
    const penalty = paymentPenalty({
      dueKopecks: 60_000_00,
      dueDay: shift(-10),
      onDay: today,
      rateMillionths: 1000,
    }).kopecks;
    expect(penalty).toBe(600_00);
    expect(invoice).toMatchObject({
      payment_kopecks: 100_000_00,
      paid_kopecks: 40_000_00,
      sum_kopecks: 60_000_00,
      penalty_kopecks: penalty,
      total_kopecks: 60_000_00 + penalty,
    });
    expect(invoice.purpose).toContain('(остаток)');
    expect(parsePaymentQrText(invoice.qr_text)?.Sum).toBe(String(60_000_00 + penalty));

    // What the QR asks and 1 000 ₽ more: the payment paid with its penalty, the next one partly.
    const second = await importLines(line('902', `${(60_000_00 + penalty + 1000_00) / 100}.00`));
    expect(second.matched[0]).toMatchObject({
      paid_payments: [
        { id: late?.id, paid_kopecks: 60_000_00, settled: true },
        { id: next?.id, paid_kopecks: 1000_00, settled: false },
      ],
      penalty_kopecks: penalty,
      surplus_kopecks: 0,
    });
    const [paidRow] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, late?.id ?? 0));
    expect(paidRow).toMatchObject({ paidAt: today, paidKopecks: 100_000_00 });

    // More than the contract still owes: the next payment paid, the rest listed for the manager.
    const third = await importLines(line('903', '99500.00'));
    expect(third.matched[0]).toMatchObject({
      paid_payments: [{ id: next?.id, paid_kopecks: 99_000_00, settled: true }],
      surplus_kopecks: 500_00,
      note: expect.stringContaining('Переплата 500'),
    });
    const after = (await stranger.get('/srv/GetCabinetPayments?state=all')).json();
    const ofOrder = after.items.filter((one: { id_order: number }) => one.id_order === partOrder?.id);
    expect(
      ofOrder.map((one: { remaining_sum: number; paid_at: string | null }) => [
        one.remaining_sum,
        one.paid_at,
      ]),
    ).toEqual([
      [0, today],
      [0, today],
    ]);
  });

  it('exports «Поступления» to XLSX with the queue’s filter, to managers only', async () => {
    const rowsOf = async (url: string) => {
      const response = await manager.get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toMatch(/\.xlsx"; filename\*=UTF-8''/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Поступления')?.eachRow((row, number) => {
        if (number > 1) rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    for (const state of ['all', 'unmatched', 'matched']) {
      const list = (await manager.get(`/srv/Backoffice/IncomingPayments?state=${state}`)).json();
      const rows = await rowsOf(`/srv/Backoffice/IncomingPayments/Report?state=${state}`);
      expect(list.count).toBeGreaterThan(0);
      expect(rows).toHaveLength(list.count);
      if (state !== 'all') {
        expect(new Set(rows.map((row) => row[6]))).toEqual(
          new Set([state === 'matched' ? 'Зачтены' : 'Не сопоставлены']),
        );
      }
    }
    expect((await client.get('/srv/Backoffice/IncomingPayments/Report')).statusCode).toBe(403);
    // A state the queue does not know: its page shows every payment, and so does the file (decision 0189).
    const all = (await manager.get('/srv/Backoffice/IncomingPayments?state=all')).json();
    expect(await rowsOf('/srv/Backoffice/IncomingPayments/Report?state=paid')).toHaveLength(all.count);
    expect((await manager.get('/srv/Backoffice/IncomingPayments?state=paid')).statusCode).toBe(400);
  });
});
