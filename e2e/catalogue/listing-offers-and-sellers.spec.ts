import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test("a section's listing shows its offers and suppliers, and a supplier link opens the supplier", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/catalog/traktory/');
  await expect(page.getByRole('heading', { level: 1, name: 'Тракторы' })).toBeVisible();

  // at least one offer block of the section, its cards leading to products
  const offers = page.getByRole('region', { name: /Предложения месяца|Спецпредложения|Купить сейчас/ });
  await expect(offers.first()).toBeVisible();
  const offer = offers.first().getByRole('link').filter({ hasText: '₽' }).first();
  await expect(offer).toHaveAttribute('href', /^\/catalog\/item\/\d+\/$/);
  await expect(offers.first().getByRole('link', { name: 'Все предложения' })).toHaveAttribute(
    'href',
    '/specialoffers/',
  );

  // the suppliers of the section with their product counts
  const sellers = page.getByRole('region', { name: 'Поставщики' });
  await expect(sellers).toBeVisible();
  const seller = sellers.getByRole('listitem').first().getByRole('link');
  await expect(seller).toHaveText(/\d[\d\s]*\sтовар(а|ов)?$/);
  const name = ((await seller.textContent()) ?? '').replace(/\d[\d\s]*\sтовар(а|ов)?$/, '').trim();
  await seller.click();
  await expect(page).toHaveURL(/\/providers\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the offer blocks and suppliers fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/catalog/traktory/');
  const sellers = page.getByRole('region', { name: 'Поставщики' });
  await sellers.scrollIntoViewIfNeeded();
  await expect(sellers).toBeVisible();
  // nothing of the page overflows sideways: the offer strips scroll inside themselves
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
