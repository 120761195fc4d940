import { expect, type Page, test } from '@playwright/test';
import { cp1251, statement } from '../../packages/domain/src/test-fixtures/bank-statement';
import { signInAs } from '../fixtures/cabinet';
import { collectErrors, horizontalOverflow, tableOverflow, textFindings } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/**
 * Issue 38, decision 0168: the client pays an overdue payment — its penalty and the ГОСТ Р 56042
 * QR code — and the manager's bank statement in the 1C format puts the money to it; the client's
 * payment is then paid and the overdue banner gone; 1 000 ₽ by hand leaves the next one partly paid
 * (decision 0184), its «Оплатить» asking the rest. It pays the demo contract's overdue payment:
 * journeys that look for it (dashboard.spec.ts) run before it.
 */

/** The demo client's company (README: ООО «КФХ Рассвет»). */
const CLIENT_INN = '3662000015';

/** Windows-1251, as banks write statements: Cyrillic letters and the signs a statement holds. */

/** What a phone and a desktop show of the page: no English or ungrouped figures, nothing wider than the window. */
async function looksRight(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toEqual([]);
    expect(await tableOverflow(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  expect(await textFindings(page), name).toEqual([]);
}

test.beforeEach(({ page }) => asReturningVisitor(page));

test('the client sees an overdue payment with its penalty and QR code; a statement the manager imports pays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/payments?state=overdue');
  const row = page.locator('[data-testid="payment-row"][data-overdue="1"]').first();
  await expect(row).toBeVisible();
  await looksRight(page, 'payments');
  await row.getByRole('link', { name: /^Оплатить/ }).click();

  await expect(page.getByRole('heading', { name: /^Оплата платежа № \d+$/ })).toBeVisible();
  const paymentId = /\/payments\/(\d+)$/.exec(page.url())?.[1];
  const penalty = page.getByTestId('penalty');
  await expect(penalty).toContainText(/Платёж просрочен на \d+ (день|дня|дней)/);
  await expect(penalty).toContainText('0,1 % суммы платежа за каждый день просрочки');
  const qr = page.getByTestId('payment-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const text = (await qr.getAttribute('data-qr-text')) ?? '';
  const fields = Object.fromEntries(
    text
      .split('|')
      .slice(1)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  expect(text.startsWith('ST00012|Name=АО «Агролизинг»|PersonalAcc=40702810938000012345|')).toBe(true);
  expect(fields).toMatchObject({
    BIC: '044525225',
    CorrespAcc: '30101810400000000225',
    PayeeINN: '7704221591',
  });
  const contract = /по договору (ДЛ-\S+)/.exec(fields.Purpose ?? '')?.[1] ?? '';
  expect(contract).toBe('ДЛ-2026/0412');
  // The QR's sum is the payment and its penalty, in kopecks, as the page writes it.
  const sum = Number(fields.Sum);
  const shown = `${Math.trunc(sum / 100).toLocaleString('ru-RU')},${String(sum % 100).padStart(2, '0')}\u00a0₽`;
  await expect(page.getByTestId('total')).toHaveText(shown.replace(/\s/g, '\u00a0'));
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Скачать счёт (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await looksRight(page, 'pay');

  // The contract's schedule has «Оплатить» on the same payment.
  await page.getByRole('link', { name: contract }).first().click();
  await expect(page.getByRole('heading', { name: `Договор ${contract}` })).toBeVisible();
  const scheduled = page.locator(`[data-payment-id="${paymentId}"]`);
  await expect(scheduled.getByRole('link', { name: /^Оплатить/ })).toHaveAttribute(
    'href',
    `/cabinet/v2/client/payments/${paymentId}`,
  );
  await looksRight(page, 'order');

  // The manager's bank sent a statement: this payment, one of a stranger, and the same one twice.
  const managerContext = await browser.newContext({
    locale: 'ru-RU',
    baseURL: test.info().project.use.baseURL,
  });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  const managerErrors = collectErrors(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/payments');
  await expect(manager.getByRole('heading', { name: 'Поступления' })).toBeVisible();
  const day = new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  const number = String(Date.now() % 1_000_000);
  const paying = {
    Номер: number,
    Дата: day,
    Сумма: `${Math.trunc(sum / 100)}.${String(sum % 100).padStart(2, '0')}`,
    ПлательщикИНН: CLIENT_INN,
    Плательщик1: 'ООО «КФХ Рассвет»',
    НазначениеПлатежа: fields.Purpose ?? '',
  };
  const stranger = {
    ...paying,
    Номер: `${number}1`,
    ПлательщикИНН: '7707083893',
    Плательщик1: 'ПАО «Неизвестный»',
  };
  await expect(manager.getByRole('button', { name: 'Загрузить выписку' })).toBeEnabled();
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: cp1251(statement([paying, stranger, paying])),
  });
  await manager.getByRole('button', { name: 'Загрузить выписку' }).click();
  const report = manager.getByTestId('import-report');
  await expect(report).toContainText('Выписка загружена: 3 платёжных поручения');
  await expect(report).toContainText('Зачтено: 1 · не сопоставлено: 1 · повторы пропущены: 1');
  await expect(report).toContainText(`→ ${contract}, ООО «КФХ Рассвет»`);
  await expect(report).toContainText('Нет договоров с клиентом ИНН 7707083893');
  await expect(manager.getByTestId('unmatched-count')).toHaveText('не сопоставлено: 1');
  await looksRight(manager, 'backoffice-payments');
  // The refusals below answer 400, which the browser logs: errors are counted up to here.
  const managerFindings = [...managerErrors];
  // The stranger paid for the client: the manager puts it to the contract, and it is paid for.
  const strangerRow = manager.getByRole('row').filter({ hasText: `№ ${stranger.Номер} от` });
  await strangerRow.getByLabel('Договор', { exact: true }).fill(contract);
  await strangerRow.getByRole('button', { name: 'Зачесть' }).click();
  await expect(strangerRow).toContainText(/платёж за \d{2}\.\d{2}\.\d{4}/);
  await expect(manager.getByTestId('unmatched-count')).toHaveCount(0);
  // 1 000 ₽ by hand is less than the next payment: it is paid in part (decision 0184).
  const byHand = manager.getByRole('form', { name: 'Внести платёж вручную' });
  await byHand.getByLabel('Договор').fill(contract);
  await byHand.getByLabel('ИНН плательщика').fill(CLIENT_INN);
  await byHand.getByLabel('Сумма, ₽').fill('1 000,00');
  await byHand.getByLabel('№ платёжного поручения').fill(`${number}2`);
  await byHand.getByLabel('Дата платёжного поручения').fill(day);
  await byHand.getByRole('button', { name: 'Внести платёж' }).click();
  await expect(manager.getByRole('row').filter({ hasText: `№ ${number}2 от` })).toContainText(
    /частично, 1\s000,00\s₽/,
  );
  // A payment by hand of a payer without contracts is refused, and says why.
  await byHand.getByLabel('Договор').fill(contract);
  await byHand.getByLabel('ИНН плательщика').fill('7707083893');
  await byHand.getByLabel('Сумма, ₽').fill('1 000,00');
  await byHand.getByLabel('№ платёжного поручения').fill('17');
  await byHand.getByLabel('Дата платёжного поручения').fill(day);
  await byHand.getByRole('button', { name: 'Внести платёж' }).click();
  await expect(byHand.getByText('Нет договоров с клиентом ИНН 7707083893').first()).toBeVisible();
  // A file that is not a statement is refused with a reason, beside the file's field.
  await manager.locator('input[type="file"]').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await manager.getByRole('button', { name: 'Загрузить выписку' }).click();
  await expect(manager.getByText(/^Это не выписка в формате 1С/)).toBeVisible();
  await managerContext.close();

  // The client's payment is paid at once, and the dashboard's overdue banner is gone.
  await page.goto('/cabinet/v2/client/payments?state=paid');
  await expect(page.locator(`[data-payment-id="${paymentId}"]`)).toContainText('Оплачен');
  await page.goto('/cabinet/v2/client/payments?state=overdue');
  await expect(page.getByRole('heading', { name: 'Платежи' })).toBeVisible();
  await expect(page.locator(`[data-payment-id="${paymentId}"]`)).toHaveCount(0);
  // Its «Оплатить» page now says it is paid.
  await page.goto(`/cabinet/v2/client/payments/${paymentId}`);
  await expect(page.getByRole('heading', { name: 'Платёж оплачен' })).toBeVisible();
  await page.goto('/cabinet/v2/client/dashboard');
  await expect(page.getByRole('heading', { name: /^Здравствуйте/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Просроченные платежи' })).toHaveCount(0);
  // The partly paid payment says what is paid and what remains, and «Оплатить» asks the remainder.
  await page.goto('/cabinet/v2/client/payments?state=upcoming');
  const partly = page
    .locator('[data-testid="payment-row"]')
    .filter({ has: page.getByTestId('payment-partly') });
  await expect(partly.first()).toContainText(/Оплачено [\d\s]+,\d{2}\s₽, осталось [\d\s]+,\d{2}\s₽/);
  await looksRight(page, 'payments-partly');
  await partly
    .first()
    .getByRole('link', { name: /^Оплатить/ })
    .click();
  await expect(page.getByTestId('paid-before')).toContainText('Уже оплачено');
  const remaining = (await page.getByTestId('remaining').locator('dd').textContent()) ?? '';
  await expect(page.getByTestId('total')).toHaveText(remaining);
  const partText = (await page.getByTestId('payment-qr').getAttribute('data-qr-text')) ?? '';
  expect(partText).toContain('(остаток)');
  await looksRight(page, 'pay-partly');
  expect([...errors, ...managerFindings]).toEqual([]);
});
