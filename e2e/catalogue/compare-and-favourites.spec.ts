import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('add two products to compare and see them side by side', async ({ page }) => {
  await page.goto('/catalog/traktory/kolesnye-traktory/');
  const cards = page.getByTestId('product-card');
  const firstTitle = (await cards.nth(0).getByRole('link').first().textContent()) ?? '';
  const secondTitle = (await cards.nth(1).getByRole('link').first().textContent()) ?? '';
  await cards.nth(0).getByRole('button', { name: 'Сравнить' }).click();
  await cards.nth(1).getByRole('button', { name: 'Сравнить' }).click();
  await expect(page.getByTestId('header-desktop').getByTestId('header-compare')).toHaveAccessibleName(
    'Сравнение: 2',
  );

  await page.getByTestId('header-desktop').getByTestId('header-compare').click();
  await expect(page).toHaveURL(/\/compare\/$/);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('link', { name: firstTitle })).toBeVisible();
  await expect(table.getByRole('link', { name: secondTitle })).toBeVisible();
  await expect(table.getByText('Мощность двигателя, л.с.')).toBeVisible();
  const rowsBefore = await table.locator('tbody tr').count();
  await page.getByRole('switch', { name: 'Только различия' }).check();
  expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(rowsBefore);
  await expect(table.getByText('Цена, ₽')).toBeVisible();
});

test('add to favourites, see the header counter and the favourites page', async ({ page }) => {
  await page.goto('/catalog/item/1/');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page.getByTestId('header-desktop').getByTestId('header-favourites')).toHaveAccessibleName(
    'Избранное',
  );
  await page.getByRole('main').getByRole('button', { name: 'В избранное' }).first().click();
  await expect(page.getByTestId('header-desktop').getByTestId('header-favourites')).toHaveAccessibleName(
    'Избранное: 1',
  );
  await page.getByTestId('header-desktop').getByTestId('header-favourites').click();
  await expect(page).toHaveURL(/\/favorite\/$/);
  await expect(page.getByTestId('favourite-card').getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Убрать ${title} из избранного` }).click();
  await expect(page.getByTestId('header-desktop').getByTestId('header-favourites')).toHaveAccessibleName(
    'Избранное',
  );
});
