import { expect, test } from '@playwright/test';
import { coveredByFixed, coveredByFloatingButtons } from '../fixtures/page-checks';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.use({ viewport: { width: 390, height: 844 } });

// Issue 16: the round chat and support buttons covered calculator results and prices on a phone;
// issue 39: three of them still covered prices, specification values and the calculator's tabs,
// and the one that replaced them passed over text mid-scroll. On a phone it is docked in the
// header bar (decision 0185): nothing fixed covers the page at any scroll position.
for (const path of ['/calculator/', '/catalog/item/100/']) {
  test(`on a phone the one button sits in the header bar, and nothing covers ${path} wherever it is scrolled`, async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByTestId('header-mobile');
    await expect(bar.getByRole('button', { name: 'Связаться с нами' })).toBeEnabled();
    // No round button over the page.
    await expect(page.locator('[data-floating]')).toBeHidden();
    expect(await coveredByFixed(page)).toEqual([]);
    expect(await coveredByFloatingButtons(page)).toEqual([]);
  });
}

// Decision 0121: on a wide screen the buttons stand in a column at the right edge; at the end of
// a page they sat on the footer's last links («RuStore», «Согласие на обработку персональных данных»).
test('on a wide screen the floating button covers no link or text wherever a page is scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asReturningVisitor(page);
  for (const path of ['/company/', '/calculator/', '/catalog/traktory/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Связаться с нами' })).toBeEnabled();
    // One button over the page: the others are choices of its menu (issue 39).
    expect(await page.locator('[data-floating] a, [data-floating] button').count(), path).toBe(1);
    expect(await coveredByFloatingButtons(page), path).toEqual([]);
  }
});

test('the floating button opens its choices: the chat, feedback, technical support and, far down, «Наверх»', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asReturningVisitor(page);
  await page.goto('/catalog/traktory/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: 'Связаться с нами' });
  await expect(button).toBeEnabled();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Чат с консультантом',
    'Оставить отзыв',
    'Обращение в службу технической поддержки',
  ]);
  await menu.getByRole('menuitem', { name: 'Чат с консультантом' }).click();
  const chat = page.getByRole('dialog', { name: 'Чат с консультантом' });
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: 'Закрыть чат' }).click();
  await expect(chat).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await button.click();
  await page.getByRole('menuitem', { name: 'Наверх' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("on a phone the header bar's «Связаться с нами» offers the same choices and opens the chat", async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/catalog/traktory/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByTestId('header-mobile').getByRole('button', { name: 'Связаться с нами' });
  await expect(button).toBeEnabled();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Чат с консультантом',
    'Оставить отзыв',
    'Обращение в службу технической поддержки',
  ]);
  await menu.getByRole('menuitem', { name: 'Чат с консультантом' }).click();
  await expect(page.getByRole('dialog', { name: 'Чат с консультантом' })).toBeVisible();
});
