import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { headerOffItsRow, unboundedDateFields } from '../fixtures/layout-checks';
import { coveredByFixed, tableOverflow } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/**
 * What a careful user still tripped over after the second round (issue 39, decision 0185): the
 * credit declaration's table on a phone, the header bar at 360 px, the public pages' button over
 * text mid-scroll and date fields that took a five-digit year.
 */
test.beforeEach(({ page }) => asReturningVisitor(page));

test("on a phone the credit declaration's obligations are cards whose fields fit the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/documents/compliance/credit-declaration');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Декларация о кредитной нагрузке');
  const add = page.getByRole('button', { name: 'Добавить обязательство' });
  await expect(add).toBeEnabled();
  await add.click();
  const creditor = page.getByRole('textbox', { name: 'Кредитор, строка 1' });
  await expect(creditor).toBeVisible();
  await creditor.fill('ПАО Сбербанк');
  expect(await tableOverflow(page)).toEqual([]);
  // The row's every field within the screen, under its column's name.
  const box = await creditor.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("at 360 px the header bar keeps its tools on the logo's row, in the cabinet and on a public page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'client');
  // The dashboard: the bell, favourites, cart, chat, phone and the burger.
  await page.goto('/cabinet/v2/client/dashboard');
  await expect(
    page.getByTestId('header-mobile').getByRole('button', { name: 'Чат с консультантом' }),
  ).toBeEnabled();
  expect(await headerOffItsRow(page)).toEqual([]);
  // A public page signed in: the bell and «Связаться с нами».
  await page.goto('/catalog/');
  await expect(
    page.getByTestId('header-mobile').getByRole('button', { name: 'Связаться с нами' }),
  ).toBeEnabled();
  expect(await headerOffItsRow(page)).toEqual([]);
  // Nothing fixed passes over the page wherever it is scrolled.
  expect(await coveredByFixed(page)).toEqual([]);
});

test("a date field takes no five-digit year: the applications' filter", async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/apps');
  const from = page.getByLabel('Дата с');
  await expect(from).toBeVisible();
  expect(await unboundedDateFields(page)).toEqual([]);
  // «12026» typed into the year: the field keeps four digits (unbounded, it made the year 12026).
  await from.click();
  await page.keyboard.type('010112026');
  expect(await from.inputValue()).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
});
