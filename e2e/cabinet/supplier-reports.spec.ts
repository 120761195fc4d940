import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** A check list the supplier filled in, as Excel saves it. */
async function checkListXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Чек-лист');
  sheet.addRow(['Пункт', 'Отметка']);
  sheet.addRow(['Комплектность по спецификации', 'Да']);
  sheet.addRow(['Документы на технику переданы', 'Да']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('supplier uploads a check list, mails it with the file, and downloads the special report as XLSX', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Отгрузка ${stamp}`;
  const email = `checklist-${stamp}@example.ru`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'supplier');

  // The reports section opens its first tab, the check lists.
  await page.goto('/cabinet/v2/supplier/reports');
  await expect(page).toHaveURL(/\/cabinet\/v2\/supplier\/reports\/checklists$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чек-листы');

  // Upload: the file first (SetFile, with progress), then what it is about; once the page is live.
  await expect(page.getByRole('button', { name: 'Выбрать файл' })).toBeEnabled();
  await page.locator('input[type="file"]').setInputFiles({
    name: `${title}.xlsx`,
    mimeType: 'application/octet-stream',
    buffer: await checkListXlsx(),
  });
  await expect(page.getByTestId('check-list-file')).toContainText(`${title}.xlsx`);
  await expect(page.getByLabel('Название')).toHaveValue(title);
  await page.getByLabel('Вид чек-листа').selectOption({ label: 'Отгрузка и комплектность' });
  await page.getByLabel('Поставка по сделке').selectOption({ index: 1 });
  await page.getByLabel('Комментарий').fill('Техника укомплектована, документы переданы');
  await fitsScreen(page);
  await page.getByRole('button', { name: 'Сохранить чек-лист' }).click();
  await expect(page.getByTestId('check-list-created')).toBeVisible();
  const card = page.getByTestId('check-list').filter({ hasText: title });
  await expect(card).toContainText('Отгрузка и комплектность');
  await expect(card).toContainText('Поставка: сделка');

  // Mailed with the file attached: the letter is in the outbox.
  await card.getByLabel('Отправить по e-mail').fill(email);
  await card.getByRole('button', { name: 'Отправить' }).click();
  await expect(card.getByTestId('check-list-sent')).toHaveText(`Чек-лист с файлом отправлен на ${email}`);
  await expect(card.getByTestId('check-list-last-sent')).toContainText(`Отправлен на ${email}`);
  await fitsScreen(page);
  const outbox = await context.newPage();
  await outbox.goto(`/dev/outbox?recipient=${encodeURIComponent(email)}`);
  await expect(outbox.getByTestId('outbox-body').first()).toContainText(`Вложение: ${title}.xlsx`);
  await expect(outbox.getByTestId('outbox-body').first()).toContainText('ООО «АгроТехника-Воронеж»');
  await outbox.close();

  // The manager sees it on the deal's card in the back office.
  const dealHref = (await card.getByRole('link', { name: /^сделка / }).getAttribute('href')) ?? '';
  const dealId = /shipping\/(\d+)$/.exec(dealHref)?.[1] ?? '';
  expect(dealId).not.toBe('');
  const managerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto(`/backoffice/deals/${dealId}`);
  await expect(manager.getByTestId('backoffice-check-lists')).toContainText(title);
  await managerContext.close();

  // The special report: figures of the last twelve months, then the same as XLSX.
  await page.getByRole('link', { name: 'Специальный отчёт' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/supplier\/reports\/special$/);
  await expect(page.getByTestId('special-report-totals')).toContainText('Заявки с вашей техникой');
  await expect(page.getByTestId('special-report-month')).toHaveCount(12);
  await expect(
    page.getByTestId('special-report-state').filter({ hasText: 'Ожидает поставки' }),
  ).toBeVisible();
  await fitsScreen(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Скачать XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^special-report-\d{4}-\d{2}-\d{4}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'Итоги',
    'По месяцам',
    'По состояниям',
    'Техника',
  ]);
  expect(workbook.getWorksheet('Итоги')?.getRow(2).getCell(2).value).toBe('ООО «АгроТехника-Воронеж»');

  // A period the report refuses says why and shows the default one.
  await page.goto('/cabinet/v2/supplier/reports/special?from=2026-05&to=2026-01');
  await expect(page.getByRole('alert')).toContainText('Начало периода позже его конца');
  await context.close();
});

test('the special report fits a desktop screen with its months in a table', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'supplier');
  await page.goto('/cabinet/v2/supplier/reports/special');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы отчётов' })).toBeVisible();
  await context.close();
});
