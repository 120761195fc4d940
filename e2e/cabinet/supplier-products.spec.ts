import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const NEW_PRICE = '9876000';
const NEW_PRICE_SHOWN = /9\s876\s000\s₽/;

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('supplier changes a price level, the manager accepts it, the product page shows the new price; the list downloads as XLSX', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = { viewport: { width: 390, height: 844 }, acceptDownloads: true };
  const supplierContext = await browser.newContext(phone);
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier');

  // The old link leads to the nomenclature; the second crumb is 'Номенклатура'.
  await supplier.goto('/cabinet/supplier/products/');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/nomenclature$/);
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Номенклатура');
  const products = supplier.getByTestId('supplier-product');
  await expect(products.first()).toBeVisible();
  await fitsScreen(supplier);

  // The list as XLSX, read back.
  const [download] = await Promise.all([
    supplier.waitForEvent('download'),
    supplier.getByRole('link', { name: 'Выгрузить в Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nomenclature-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Номенклатура');
  expect(sheet?.getRow(1).getCell(2).value).toBe('Наименование');
  const firstTitle = (await products.first().getByRole('link').first().textContent()) ?? '';
  const titles: string[] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) titles.push(String(row.getCell(2).value));
  });
  expect(titles).toContain(firstTitle);

  // The first machine's first price level goes to moderation.
  await products.first().getByRole('link', { name: 'Уровни цен' }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/pricelevel\/\d+$/);
  const productId = /pricelevel\/(\d+)$/.exec(supplier.url())?.[1];
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
  await fitsScreen(supplier);
  const price = supplier.getByRole('textbox', { name: 'Цена 1, ₽' });
  await price.fill(NEW_PRICE);
  await supplier.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(supplier.getByTestId('product-saved')).toBeVisible();
  await expect(supplier.getByTestId('product-change-status')).toHaveText('На модерации');
  await fitsScreen(supplier);

  // Not public yet.
  await supplier.goto(`/catalog/item/${productId}/`);
  await expect(supplier.getByTestId('product-price')).toBeVisible();
  await expect(supplier.getByTestId('product-price')).not.toHaveText(NEW_PRICE_SHOWN);

  // The manager accepts it in the back office.
  const managerContext = await browser.newContext(phone);
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/product-changes?status=pending');
  await manager
    .getByTestId('backoffice-product-change')
    .getByRole('link', { name: firstTitle })
    .first()
    .click();
  await expect(manager).toHaveURL(/\/backoffice\/product-changes\/\d+$/);
  // Only the changed price is marked, the old one struck through; the rest is folded (issue 39).
  const changed = manager.getByTestId('change-changed');
  await expect(changed).toHaveCount(1);
  await expect(changed.getByTestId('change-after')).toContainText(NEW_PRICE_SHOWN);
  await expect(changed.getByTestId('change-before')).toHaveCSS('text-decoration-line', 'line-through');
  const same = manager.getByRole('button', { name: /^Без изменений \(\d+\)$/ });
  await expect(same).toHaveAttribute('aria-expanded', 'false');
  await same.click();
  await expect(manager.getByTestId('change-same').first()).toBeVisible();
  await fitsScreen(manager);
  await manager.getByRole('button', { name: 'Принять и опубликовать' }).click();
  await expect(manager.getByTestId('product-change-status')).toHaveText('Принято');
  await managerContext.close();

  // The public product page shows the new price; the supplier sees the change accepted.
  await supplier.goto(`/catalog/item/${productId}/`);
  await expect(supplier.getByTestId('product-price')).toHaveText(NEW_PRICE_SHOWN);
  await supplier.goto('/cabinet/v2/supplier/products/nomenclature');
  await expect(
    supplier
      .getByTestId('supplier-product')
      .filter({ hasText: firstTitle })
      .first()
      .getByTestId('product-change-status'),
  ).toHaveText('Принято');
  // The price-level tab lists the machine's levels with the new price.
  await supplier.getByRole('link', { name: 'Уровни цен', exact: true }).first().click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/pricelevel$/);
  await expect(
    supplier.getByTestId('supplier-price-levels').filter({ hasText: firstTitle }).first(),
  ).toContainText(NEW_PRICE_SHOWN);
  await fitsScreen(supplier);
  await supplierContext.close();
});
