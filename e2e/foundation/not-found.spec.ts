import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('an unknown page answers 404 with the site-styled not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page).toHaveTitle(/Страница не найдена/);
  await expect(page.getByRole('link', { name: /главн/i }).first()).toHaveAttribute('href', '/');
});

test('every page declares a title, a description and a canonical link', async ({ page }) => {
  for (const path of ['/', '/pd/']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/Агролизинг/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  }
});
