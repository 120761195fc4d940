import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

function isoDay(shift: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
}

/** Three browsers sign in on a shared machine: each may wait for the password check. */
const SLOW = { timeout: 45_000 };

const UPD = {
  name: 'УПД-0631.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

test("supplier ships a deal's machine and records its delivery with the UPD; the client and the back office see it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const supplierContext = await browser.newContext({ ...phone, acceptDownloads: true });
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier', SLOW);

  // The home page counts the applications and the deliveries waiting for the supplier.
  await expect(supplier.getByTestId('deliveries-waiting')).toContainText('Ждут отгрузки');
  await fitsScreen(supplier);
  await supplier.goto('/cabinet/v2/supplier/applications');
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Заявки с вашей техникой');
  await expect(supplier.getByTestId('supplier-application')).toHaveCount(3);
  await fitsScreen(supplier);
  const [download] = await Promise.all([
    supplier.waitForEvent('download'),
    supplier.getByRole('link', { name: 'Выгрузить в Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.getWorksheet('Заявки')?.rowCount).toBe(4);
  const waiting = supplier.getByTestId('supplier-application').filter({ hasText: 'Ожидает поставки' });
  await waiting.getByRole('link', { name: /^Заявка / }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/applications\/\d+$/);
  await expect(supplier.getByTestId('supplier-todo')).toContainText('Отгрузите технику');
  await fitsScreen(supplier);
  await supplier.getByRole('link', { name: 'Перейти к отгрузке' }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/deliveries\/shipping\/\d+$/);
  const dealId = /shipping\/(\d+)$/.exec(supplier.url())?.[1];
  await expect(supplier.getByTestId('delivery-status')).toHaveText('Ожидает отгрузки');
  await fitsScreen(supplier);

  // The shipment.
  const form = supplier.getByRole('region', { name: 'Отгрузка и поставка' });
  await form.getByLabel('Дата отгрузки').fill(isoDay(-2));
  await form.getByLabel('Номер накладной').fill('ТН-0631-1');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(supplier.getByTestId('delivery-saved')).toBeVisible();
  await expect(supplier.getByTestId('delivery-status')).toHaveText('Отгружено');

  // A delivery without the UPD or act is refused; the UPD is uploaded through SetFile.
  await form.getByLabel('Дата поставки клиенту').fill(isoDay(-1));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('alert')).toHaveText('Приложите УПД или акт приёма-передачи');
  const documents = supplier.getByRole('region', { name: 'Документы поставки' });
  await expect(documents.getByRole('button', { name: 'Приложить файл' })).toBeEnabled();
  await documents.locator('input[type="file"]').setInputFiles(UPD);
  await expect(documents.getByTestId('delivery-documents')).toContainText('УПД: УПД-0631.pdf');
  await form.getByLabel('Дата поставки клиенту').fill(isoDay(-1));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(supplier.getByTestId('delivery-status')).toHaveText('Поставлено');
  await expect(supplier.getByRole('region', { name: 'Отгрузка и поставка' })).toHaveCount(0);
  await fitsScreen(supplier);
  await supplier.goto('/cabinet/v2/supplier/deliveries/shipping?status=delivered');
  await expect(supplier.getByTestId('supplier-delivery')).toHaveCount(2);
  await fitsScreen(supplier);
  await supplierContext.close();

  // The client sees the delivery and its document in the deal.
  const clientContext = await browser.newContext(phone);
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'agent-client', SLOW);
  await client.goto(`/cabinet/v2/client/deals/${dealId}`);
  const delivery = client.getByTestId('deal-delivery');
  await expect(delivery).toContainText('ООО «АгроТехника-Воронеж»');
  await expect(delivery.getByTestId('delivery-status')).toHaveText('Поставлено');
  await expect(delivery.getByRole('link', { name: 'УПД-0631.pdf' })).toBeVisible();
  await fitsScreen(client);
  const href = await delivery.getByRole('link', { name: 'УПД-0631.pdf' }).getAttribute('href');
  const bytes = await client.request.get(href ?? '');
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()['content-type']).toContain('application/pdf');
  await clientContext.close();

  // The back office sees it, and the deal moves on to the handover.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager', SLOW);
  await manager.goto(`/backoffice/deals/${dealId}`);
  await expect(manager.getByTestId('backoffice-deliveries')).toContainText('Поставлено');
  await expect(manager.getByTestId('waiting-for-supplier')).toHaveCount(0);
  const next = manager.getByRole('button', { name: 'Перевести на этап «Техника передана»' });
  await expect(next).toBeEnabled();
  await next.click();
  await confirmMoneyAction(manager);
  await expect(manager.getByTestId('deal-stage')).toHaveText('Техника передана');
  await managerContext.close();
});
