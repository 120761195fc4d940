import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

// Issue 16, decision 0116: counts read with the word in its form, and nothing on screen or read
// aloud is in English.
test('the branches page counts its branches with the word in its form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company/filials/');
  const count = await page
    .locator('a[href^="/company/filials/"]')
    .filter({ has: page.locator('h3, p') })
    .count();
  expect(count).toBeGreaterThan(1);
  const form = new Intl.PluralRules('ru').select(count);
  const words = form === 'one' ? 'филиал и офис' : form === 'few' ? 'филиала и офиса' : 'филиалов и офисов';
  await expect(page.getByRole('heading', { name: new RegExp(`^${count}\\s${words}$`) })).toBeVisible();
});

test('the commercial offer form names its file field in Russian for a screen reader', async ({ page }) => {
  await page.goto('/kp/');
  const input = page.locator('input[type="file"]');
  await expect(input).toHaveCount(1);
  await expect(input).toHaveAttribute('aria-label', 'Выбрать файл коммерческого предложения');
});
