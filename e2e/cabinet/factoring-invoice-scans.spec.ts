import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const NUMBER = 'Р-2026/СКАН';
const SCAN = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the factoring supplier uploads the scan of an invoice, and the manager downloads it (decision 0114)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'factoring-supplier');
  await page.getByLabel('Номер реестра').fill(NUMBER);
  await page.getByLabel('ИНН покупателя').fill('2635000060');
  await page.getByLabel('Покупатель').fill('ООО «Агрохолдинг Степной»');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page.getByTestId('factoring-register-title')).toHaveText(`Реестр ${NUMBER}`);
  // The customer has an account with this INN: no warning.
  await expect(page.getByTestId('factoring-customer-note')).toHaveCount(0);

  await page.getByLabel('Номер накладной').fill('ТН-777');
  await page.getByLabel('Сумма, ₽').fill('180000');
  await page.getByLabel('Дата накладной').fill('21.11.2026');
  await page.getByLabel('Срок оплаты').fill('20.01.2027');
  await page.getByRole('button', { name: 'Добавить накладную' }).click();
  const invoice = page.getByTestId('factoring-invoice').filter({ hasText: 'ТН-777' });
  await expect(invoice).toBeVisible();

  // A file that is not a PDF, JPEG or PNG is refused beside the invoice.
  const input = invoice.getByLabel('Файл скана накладной ТН-777');
  await expect(invoice.getByRole('button', { name: 'Загрузить скан' })).toBeEnabled();
  await input.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just text'),
  });
  await expect(invoice.getByRole('alert')).toHaveText('Скан накладной — PDF, JPEG или PNG');
  await input.setInputFiles({ name: 'ТН-777.pdf', mimeType: 'application/pdf', buffer: SCAN });
  await expect(invoice.getByTestId('factoring-invoice-scan')).toHaveText('Скан: ТН-777.pdf');
  await expect(invoice.getByRole('button', { name: 'Заменить скан' })).toBeVisible();
  await fitsScreen(page);
  await page.getByRole('button', { name: 'Отправить на финансирование' }).click();
  await expect(page.getByText('Реестр отправлен', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Заменить скан' })).toHaveCount(0);

  // The customer sees the scan on its register.
  await page.context().clearCookies();
  await signInAs(page, 'factoring-customer');
  const mine = page.getByTestId('factoring-register').filter({ hasText: NUMBER });
  await expect(mine.getByTestId('factoring-invoice-scan')).toHaveText('Скан: ТН-777.pdf');
  await fitsScreen(page);

  // The manager downloads it from the back office: the very bytes the supplier sent.
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto('/backoffice/factoring');
  const register = page.getByTestId('factoring-register').filter({ hasText: NUMBER });
  const link = register.getByTestId('factoring-invoice-scan');
  await expect(link).toHaveText('Скан: ТН-777.pdf');
  await fitsScreen(page);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ТН-777.pdf');
  const path = await file.path();
  expect((await readFile(path)).equals(SCAN)).toBe(true);
});
