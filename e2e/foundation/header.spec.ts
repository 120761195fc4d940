import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe('header', () => {
  test('the desktop header lists catalogue categories with links and hides empty ones', async ({
    page,
    request,
  }) => {
    const { categories } = await (await request.get('/srv/getCategories')).json();
    type Node = { title: string; uri: string; count: number; children: Node[] };
    const all: Node[] = categories.flatMap((category: Node) => [category, ...category.children]);
    const shown = all.find((category) => category.count > 0);
    const empty = all.find((category) => category.count === 0);
    expect(shown).toBeDefined();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Каталог техники' }).first().click();
    const link = page.locator(`a[href="/catalog/${shown?.uri}/"]`).first();
    await expect(link).toBeVisible();
    if (empty) await expect(page.locator(`a[href="/catalog/${empty.uri}/"]`)).toHaveCount(0);
  });

  test('shows the mobile header at 390 px and the desktop one at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('header-mobile')).toBeVisible();
    await expect(page.getByTestId('header-desktop')).toBeHidden();
    // The phone's bar keeps the favourites counter and the cart in reach.
    const mobile = page.getByTestId('header-mobile');
    await page.evaluate(() => localStorage.setItem('favItems', '[1,2]'));
    await page.reload();
    await expect(mobile.getByRole('link', { name: 'Избранное: 2' }).first()).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Корзина' }).first()).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('header-desktop')).toBeVisible();
    await expect(page.getByTestId('header-mobile')).toBeHidden();
  });

  test('an icon of the header shows its label on hover and on keyboard focus, and only then', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const compare = page.getByTestId('header-desktop').getByRole('link', { name: 'Сравнение' });
    /** The label the icon's hint draws (its ::after), or null while it is hidden. */
    const shownLabel = () =>
      compare.evaluate((link) => {
        const label = getComputedStyle(link.closest('[data-hint]') as Element, '::after');
        return label.display === 'none' ? null : label.content;
      });
    await expect.poll(shownLabel).toBeNull();
    await compare.hover();
    await expect.poll(shownLabel).toContain('Сравнение');
    await page.mouse.move(700, 600);
    await expect.poll(shownLabel).toBeNull();
    await compare.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(shownLabel).toContain('Сравнение');
  });

  test('the footer runs the copyright from 2001 to the current year and links the consent page', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`2001–${new Date().getFullYear()}`);
    await expect(footer.locator('a[href="/pd/"]').first()).toBeVisible();
  });
});
