import { expect, test } from '@playwright/test';
import { withConfirmedCity } from '../fixtures/returning-visitor';

test('the cookie bar goes away on "Я принимаю" and stays away after a reload', async ({ page }) => {
  // The city question would come first (first-visit-notices.spec.ts).
  await withConfirmedCity(page);
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Я принимаю' });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
  await page.reload();
  // Hidden from the first paint (the bar is part of the server's page), gone after hydration.
  await expect(page.getByRole('region', { name: 'Согласие на использование файлов cookie' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Я принимаю' })).toHaveCount(0);
});

test('a first-time visitor gets the cookie bar in the page itself, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Согласие на использование файлов cookie' })).toBeVisible();
  await context.close();
});
