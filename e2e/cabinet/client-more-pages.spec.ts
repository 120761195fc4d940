import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('on a phone the client opens its supplies, services, sale and help from the section menu', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  const menu = page.getByRole('navigation', { name: 'Разделы кабинета' }).last();

  // Supplies: the signed contract's supply at the shipment stage.
  await menu.getByRole('link', { name: 'Поставки' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/supplies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Поставки' })).toBeVisible();
  const supply = page.getByTestId('supply-card').filter({ hasText: 'П-2026-0412-01' });
  await expect(supply).toContainText('ДЛ-2026/0412');
  await expect(supply).toContainText('Поставка техники');
  await expect(supply.getByTestId('shipment-note')).toHaveText(/Отгрузка через \d+ дн\./);
  // «Стоимость техники» is the machine's cost (the deal's), not the lease contract's sum (issue 38).
  await expect(supply.getByTestId('machine-cost')).toHaveText(/^\d{1,3}(\u00a0\d{3})+\u00a0₽$/);
  await fitsScreen(page);

  // Services: the cabinet's services and the fines by the company's INN.
  await menu.getByRole('link', { name: 'Сервисы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сервисы' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Заказ документов Акт сверки/ })).toHaveAttribute(
    'href',
    '/cabinet/v2/client/document-orders',
  );
  await expect(page.getByTestId('fines')).toContainText('Штрафы ГИБДД');
  await fitsScreen(page);

  // Sale: lots of the used-property sale, each leading to its page.
  await menu.getByRole('link', { name: 'Продажа имущества' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Продажа имущества' })).toBeVisible();
  await expect(page.getByTestId('sale-total')).toContainText(/\d+ лот/);
  await expect(page.locator('main a[href^="/sale/"]').first()).toBeVisible();
  await fitsScreen(page);

  // Help: the personal manager and the answers about the cabinet.
  await menu.getByRole('link', { name: 'Помощь' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Помощь' })).toBeVisible();
  await expect(page.getByTestId('manager-name')).not.toBeEmpty();
  const question = page.getByRole('button', { name: 'Как подписать договор онлайн?' });
  await question.click();
  await expect(page.getByText('Подписание с помощью ПЭП')).toBeVisible();
  await fitsScreen(page);
  await context.close();
});

test('a guest asking for a client page signs in first', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/cabinet/v2/client/supplies');
  await expect(page).toHaveURL(/\/cabinet\/v2\/auth\?back=%2Fcabinet%2Fv2%2Fclient%2Fsupplies/);
});
