import { expect, test } from '@playwright/test';

test('the cookie bar goes away on "Я Принимаю" and stays away after a reload', async ({ page }) => {
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Я Принимаю' });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Я Принимаю' })).toHaveCount(0);
});
