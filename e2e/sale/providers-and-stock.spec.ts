import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe('suppliers, agents and stock', () => {
  test('opens the suppliers catalogue, finds a supplier and sees its products', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/providers/catalog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поставщики');
    await expect(page.getByTestId('providers-count')).toHaveText('1050 поставщиков');

    const first = page.getByTestId('supplier-card').first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Название или ИНН' }).fill(name.replace(/^\S+ «|-.*$/g, ''));
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/query=/);
    await page.getByTestId('supplier-card').filter({ hasText: name }).first().click();

    await expect(page).toHaveURL(/\/providers\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { name: /Техника поставщика/ })).toBeVisible();
    await expect(page.getByTestId('supplier-product').first()).toBeVisible();
    await expect(page.getByTestId('supplier-product').first()).toHaveAttribute(
      'href',
      /^\/catalog\/item\/\d+\/$/,
    );
  });

  test('opens an agent page, and an unknown supplier is the not-found page', async ({ page }) => {
    await page.goto('/agents/1/');
    await expect(page.getByText('Связаться с агентом')).toBeVisible();
    expect((await page.goto('/providers/999999/'))?.status()).toBe(404);
  });

  test('opens a machine in stock from the stock list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/stock/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Техника в наличии');
    const card = page.getByTestId('stock-card').first();
    const title = (await card.locator('p', { hasText: /\S/ }).nth(1).textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/stock\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/шт\. на складе/)).toBeVisible();
  });
});
