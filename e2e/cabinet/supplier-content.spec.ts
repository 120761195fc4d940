import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const SLOW = { timeout: 45_000 };

test('supplier edits its company card and adds a store; the public supplier page shows both at once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supplier = await context.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier', SLOW);

  // The menu opens the content section on the company card.
  await supplier.goto('/cabinet/v2/supplier/content/');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/content\/card$/);
  await expect(supplier.getByRole('heading', { name: 'Карточка компании' })).toBeVisible();
  await fitsScreen(supplier);

  // Bad input is refused with the field's message.
  const phone = supplier.getByLabel('Телефон');
  await phone.fill('звоните');
  await supplier.getByRole('button', { name: 'Сохранить' }).click();
  await expect(supplier.getByText('Телефон: цифры, пробелы, скобки, дефисы и «+», от 6 цифр')).toBeVisible();
  const number = `+7 (473) 2${String(Date.now()).slice(-2)}-${String(Date.now()).slice(-4, -2)}-77`;
  await phone.fill(number);
  await supplier.getByRole('button', { name: 'Сохранить' }).click();
  await expect(supplier.getByText('Карточка сохранена и уже видна на сайте')).toBeVisible();
  const publicUrl = await supplier.getByRole('link', { name: 'страницы компании' }).getAttribute('href');
  expect(publicUrl).toMatch(/^\/providers\/\d+\/$/);

  // A point of sale through the stores tab.
  await supplier
    .getByRole('navigation', { name: 'Разделы контента' })
    .getByRole('link', { name: 'Магазины' })
    .click();
  await expect(supplier.getByRole('heading', { name: 'Магазины и сервис' })).toBeVisible();
  await supplier.getByRole('button', { name: 'Добавить точку' }).click();
  const store = `Сервисный центр ${Date.now().toString(36)}`;
  await supplier.getByLabel('Тип').selectOption('service');
  await supplier.getByLabel('Название').fill(store);
  await supplier.getByLabel('Адрес').fill('г. Воронеж, ул. Ленинградская, 120');
  await supplier.getByLabel('Часы работы').fill('Пн–Пт 8:00–18:00');
  await supplier.getByLabel('Широта (необязательно)').fill('51.6615');
  await supplier.getByLabel('Долгота (необязательно)').fill('39.2305');
  await supplier.getByRole('button', { name: 'Добавить точку' }).click();
  await expect(supplier.getByText('Точка сохранена')).toBeVisible();
  await expect(supplier.getByTestId('supplier-store').filter({ hasText: store })).toBeVisible();
  await fitsScreen(supplier);

  // The public page shows the new phone and the store, with its map.
  await supplier.goto(publicUrl ?? '/');
  // Typed «+7 (473) 2…», shown as people write it (issue 39).
  await expect(supplier.getByTestId('supplier-contacts')).toContainText(number.replace(/[()]/g, ''));
  const shown = supplier.getByTestId('supplier-store').filter({ hasText: store });
  await expect(shown).toContainText('Сервис');
  await expect(shown).toContainText('Пн–Пт 8:00–18:00');
  await expect(shown.getByRole('button', { name: 'Схема проезда' })).toBeVisible();
  await fitsScreen(supplier);
  await context.close();
});
