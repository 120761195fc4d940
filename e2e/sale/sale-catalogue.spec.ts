import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe('used-property sale', () => {
  test('filters the catalogue by category, opens a lot and keeps it in favourites after a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sale/catalog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Продажа имущества с пробегом');
    await expect(page.getByTestId('sale-count')).toHaveText('300 лотов');

    await page
      .getByRole('navigation', { name: 'Категории продажи' })
      .getByRole('link', { name: /Комбайны с пробегом/ })
      .click();
    await expect(page).toHaveURL(/\/sale\/catalog\/kombajny\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Комбайны с пробегом');
    const cards = page.getByTestId('sale-results').getByTestId('sale-card');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.locator('p').allTextContents())
      if (/ г\. в\.$/.test(title)) expect(title).toMatch(/^Комбайн /);

    const first = cards.first();
    const lotTitle = (await first.locator('p', { hasText: / г\. в\.$/ }).textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/sale\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lotTitle);
    await expect(page.getByText('Характеристики')).toBeVisible();

    const heart = page.getByRole('button', { name: 'В избранное', exact: true });
    await heart.click();
    await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toBeVisible();
    const id = Number(/\/sale\/(\d+)\//.exec(page.url())?.[1]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favSaleItems') ?? '[]'))).toEqual([id]);

    await page.reload();
    await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toBeVisible();
    // The hearts of the similar lots share the list: the same lot is not among them, others are not marked.
    await expect(page.getByRole('button', { name: 'Убрать из избранного' })).toHaveCount(0);

    // The favourites page lists the lot beside catalogue machinery; the header counts it.
    await expect(page.getByTestId('header-desktop').getByTestId('header-favourites')).toHaveAccessibleName(
      'Избранное: 1',
    );
    await page.goto('/favorite/');
    const lots = page.getByTestId('favourite-lots');
    await expect(lots.getByRole('heading', { name: 'Имущество на продажу' })).toBeVisible();
    await expect(lots.getByTestId('sale-card')).toHaveCount(1);
    await expect(lots.getByText(lotTitle)).toBeVisible();
  });

  test('narrows the list by price in the filter form', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sale/catalog/');
    await page.getByRole('textbox', { name: 'Цена до' }).fill('1000000');
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/price_to=1000000/);
    await expect(page.getByTestId('sale-count')).not.toHaveText('300 лотов');
    const prices = await page.getByTestId('sale-results').getByTestId('sale-card-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(1_000_000);
  });

  test('an object address moves to its lot, and an unknown lot is the not-found page with 404', async ({
    page,
  }) => {
    await page.goto('/sale/objects/5/');
    await expect(page).toHaveURL(/\/sale\/5\/$/);
    const response = await page.goto('/sale/999999/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect((await page.goto('/sale/catalog/nichego/'))?.status()).toBe(404);
  });
});
