import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { collectErrors, horizontalOverflow } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/**
 * Issue 38, decision 0175: the client takes its payments to the accountant as XLSX and a
 * contract's schedule as PDF, on a phone and on a desktop; the manager takes «Поступления». The
 * demo accounts' lists are only read.
 */

test.beforeEach(({ page }) => asReturningVisitor(page));

/** Clicks a download link and answers the file's name and its first bytes. */
async function downloadOf(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  const bytes = await readFile((await download.path()) ?? '');
  return { fileName: download.suggestedFilename(), bytes };
}

for (const width of [390, 1280]) {
  test(`the client downloads its payments as XLSX and a contract's schedule as PDF at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await signInAs(page, 'client');

    await page.goto('/cabinet/v2/client/payments?state=all');
    const excel = page.getByRole('link', { name: 'Выгрузить в Excel' });
    await expect(excel).toBeVisible();
    // The link carries the page's filter.
    await expect(excel).toHaveAttribute('href', '/srv/GetCabinetPayments/Report?state=all');
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`payments-${width}.png`), fullPage: true });
    const xlsx = await downloadOf(page, 'Выгрузить в Excel');
    expect(xlsx.fileName).toMatch(/^Платежи \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    expect(xlsx.bytes.length).toBeGreaterThan(1000);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');

    await page.goto('/cabinet/v2/client/orders');
    await page.getByRole('link', { name: /^ДЛ-/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Договор ДЛ-/ })).toBeVisible();
    const contract = (
      (await page.getByRole('heading', { name: /^Договор ДЛ-/ }).textContent()) ?? ''
    ).replace('Договор ', '');
    await expect(page.getByRole('link', { name: 'Скачать PDF' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`order-${width}.png`), fullPage: true });
    const pdf = await downloadOf(page, 'Скачать PDF');
    // «ДЛ-2026/0412»: the slash cannot stand in a file name.
    expect(pdf.fileName).toBe(`График платежей ${contract.replaceAll('/', '_')}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
  });
}

test('the manager downloads «Поступления» as XLSX with the queue’s filter', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await signInAs(page, 'manager');
  await page.goto('/backoffice/payments?state=matched');
  const excel = page.getByRole('link', { name: 'Выгрузить в Excel' });
  await expect(excel).toHaveAttribute('href', '/srv/Backoffice/IncomingPayments/Report?state=matched');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`incoming-${width}.png`), fullPage: true });
  }
  const xlsx = await downloadOf(page, 'Выгрузить в Excel');
  expect(xlsx.fileName).toMatch(/^Поступления \d{2}\.\d{2}\.\d{4}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  expect(errors).toEqual([]);
});
