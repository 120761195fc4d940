import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('the factoring supplier downloads the notice of assignment and the agreement as PDFs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'factoring-supplier');
  await expect(page).toHaveURL(/\/cabinet\/v2\/factoring\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Документы' })
    .click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/factoring\/documents$/);
  await expect(page.getByRole('heading', { name: 'Документы', level: 1 })).toBeVisible();
  await expect(page.getByTestId('factoring-agreement')).toContainText(
    /Генеральный договор факторинга № ГДФ-\d{6}/,
  );

  // The demo financed register (АО «ЗерноМаш» to ООО «Агрохолдинг Степной») has its notice.
  const financed = page
    .getByTestId('factoring-register')
    .filter({ has: page.locator('[data-status="financed"]') })
    .first();
  await expect(financed).toBeVisible();
  const download = page.waitForEvent('download');
  await financed.getByRole('link', { name: 'Уведомление об уступке (PDF)' }).click();
  const notice = await download;
  expect(notice.suggestedFilename()).toMatch(
    /^Уведомление об уступке денежного требования по реестру Р-2026-\d{3}\.pdf$/,
  );
  const bytes = await readFile(await notice.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const agreement = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать договор (PDF)' }).click();
  expect((await agreement).suggestedFilename()).toMatch(/^Генеральный договор факторинга ГДФ-\d{6}\.pdf$/);

  // The customer reads the notice of a financed register addressed to it.
  await page.context().clearCookies();
  await signInAs(page, 'factoring-customer');
  const addressed = page
    .getByTestId('factoring-register')
    .filter({ has: page.locator('[data-status="financed"]') })
    .first();
  const customerDownload = page.waitForEvent('download');
  await addressed.getByRole('link', { name: 'Уведомление об уступке (PDF)' }).click();
  const customerCopy = await readFile(await (await customerDownload).path());
  expect(customerCopy.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the documents page fits a 390 px screen', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'factoring-supplier');
  await page.goto('/cabinet/v2/factoring/documents');
  await expect(page.getByRole('heading', { name: 'Документы', level: 1 })).toBeVisible();
  await expect(page.getByTestId('factoring-register').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
