import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** A 1×1 PNG: the gateway recognises the type from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A roller priced above the category's demo machines (up to 2 000 000 ₽): first by price, descending.
const TITLE = 'Каток кольчато-шпоровый Уралец КШ-12 Е2Е';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('supplier proposes a new machine with a photo, the manager accepts it, its category lists it and its page opens', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const supplierContext = await browser.newContext(phone);
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier');

  await supplier.goto('/cabinet/v2/supplier/products/nomenclature');
  await supplier.getByRole('link', { name: 'Добавить технику' }).click();
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/new$/);
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Новая техника');

  // The category's filters are the card's characteristics.
  await supplier.getByRole('combobox', { name: 'Категория' }).selectOption({ label: 'Катки' });
  const characteristics = supplier.getByTestId('characteristics');
  await expect(characteristics.getByRole('textbox', { name: 'Ширина захвата, м' })).toBeVisible();
  await expect(characteristics.getByRole('textbox')).toHaveCount(3);
  await supplier.getByRole('textbox', { name: 'Наименование' }).fill(TITLE);
  await supplier.getByRole('textbox', { name: 'Марка / производитель' }).fill('Уралец');
  await supplier.getByRole('textbox', { name: 'Модель' }).fill('КШ-12 Е2Е');
  await supplier.getByRole('textbox', { name: 'Год выпуска' }).fill('2026');
  await characteristics.getByRole('textbox', { name: 'Ширина захвата, м' }).fill('12,5');
  await characteristics.getByRole('textbox', { name: 'Требуемая мощность трактора, л.с.' }).fill('180');
  await characteristics.getByRole('textbox', { name: 'Масса, кг' }).fill('6400');
  await supplier
    .getByRole('textbox', { name: 'Описание' })
    .fill('Кольчато-шпоровый каток для прикатывания почвы после посева.');
  await expect(supplier.getByRole('button', { name: 'Добавить фотографию' })).toBeEnabled();
  await supplier
    .locator('input[type=file]')
    .setInputFiles({ name: 'katok.png', mimeType: 'image/png', buffer: PNG });
  await expect(supplier.getByRole('img', { name: 'Фотография 1' })).toBeVisible();
  await supplier.getByRole('textbox', { name: 'Цена 1, ₽' }).fill('2 450 000');
  await fitsScreen(supplier);
  await supplier.getByRole('button', { name: 'Отправить на модерацию' }).click();

  await expect(supplier.getByTestId('new-product-sent')).toBeVisible();
  const card = supplier.getByTestId('new-card').filter({ hasText: TITLE });
  await expect(card.getByTestId('product-change-status')).toHaveText('На модерации');
  await fitsScreen(supplier);

  // The manager sees the whole card with its photo and accepts it.
  const managerContext = await browser.newContext(phone);
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/product-changes?status=pending');
  await manager.getByTestId('backoffice-product-change').getByRole('link', { name: TITLE }).click();
  const proposed = manager.getByTestId('new-card');
  await expect(proposed).toContainText('Почвообработка → Катки');
  await expect(proposed).toContainText('12,5 м');
  await expect(proposed.getByRole('img', { name: 'Фотография 1' })).toBeVisible();
  await expect(manager.getByTestId('proposed-levels')).toContainText(/2\s450\s000\s₽/);
  await fitsScreen(manager);
  await manager.getByRole('button', { name: 'Принять и опубликовать' }).click();
  // Accepting moves the catalogue generation: the page's next read rebuilds the catalogue index
  // (20 000 machines), slow on a shared machine.
  await expect(manager.getByTestId('product-change-status')).toHaveText('Принято', { timeout: 30_000 });
  await managerContext.close();

  // The supplier sees it published; its category lists it and its page opens.
  await supplier.goto('/cabinet/v2/supplier/products/nomenclature');
  await expect(card.getByTestId('product-change-status')).toHaveText('Опубликована');
  const href = (await card.getByRole('link', { name: 'На сайте' }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/catalog\/item\/\d+\/$/);

  const guestContext = await browser.newContext(phone);
  const guest = await guestContext.newPage();
  await asReturningVisitor(guest);
  await guest.goto('/catalog/pochvoobrabotka/katki/?sort=price&by=desc');
  const first = guest.getByTestId('product-card').first();
  await expect(first.getByRole('link', { name: TITLE }).first()).toBeVisible();
  await first.getByRole('link', { name: TITLE }).first().click();
  await expect(guest).toHaveURL(new RegExp(`${href}$`));
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(guest.locator('img[src^="/srv/catalog/photo/"]').first()).toBeVisible();
  await fitsScreen(guest);
  await guestContext.close();
  await supplierContext.close();
});
