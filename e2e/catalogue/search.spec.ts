import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('search with a typo: suggestions while typing, then results in the catalogue', async ({ page }) => {
  await page.goto('/');
  const field = page.getByTestId('header-desktop').getByRole('searchbox', { name: 'Поиск по каталогу' });
  await field.fill('комбаин');
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByRole('link', { name: /Комбайн/ }).first()).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска: «комбаин»' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText('Комбайн');
});
