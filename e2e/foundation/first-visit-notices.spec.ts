import { expect, type Page, test } from '@playwright/test';

// Issue 16: the city question, the branch notice and the cookie bar came one over another.
const cookieBar = (page: Page) =>
  page.getByRole('region', { name: 'Согласие на использование файлов cookie' });

test('a first visit shows one notice at a time: the city, then the branch, then the cookie bar', async ({
  page,
}) => {
  await page.goto('/');
  const city = page.getByRole('dialog', { name: 'Ваш город Москва?' });
  await expect(city).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();

  await city.getByRole('button', { name: 'Выбрать другой' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите город' });
  await picker.getByPlaceholder('Не введено').fill('Ново');
  await picker.getByRole('button', { name: /Новосибирск/ }).click();

  const notice = page.getByRole('dialog').filter({ hasText: 'В вашем регионе есть филиал' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(cookieBar(page)).toBeHidden();

  // The dialog's own button, not its corner cross (also named «Закрыть»).
  await notice.getByRole('button').filter({ hasText: 'Закрыть' }).click();
  await expect(cookieBar(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cookieBar(page).getByRole('button', { name: 'Я принимаю' }).click();
  await expect(cookieBar(page)).toBeHidden();
});

test('the sign-in page shows no notice: «Войти» keeps its click, the city is asked on the site', async ({
  page,
}) => {
  await page.goto('/cabinet/v2/auth');
  const form = page.getByRole('form', { name: 'Вход по логину и паролю' });
  await expect(form).toBeVisible();
  // Not even in the server's page.
  await expect(cookieBar(page)).toHaveCount(0);
  // The city is detected meanwhile, and not asked here.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('geo')), { timeout: 15_000 })
    .toContain('Москва');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cookieBar(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'На сайт' }).click();
  await expect(page.getByRole('dialog', { name: 'Ваш город Москва?' })).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();
});

/**
 * Records, frame by frame from the first paint, the most notices on screen at once: the city
 * question, the branch notice (dialogs) and the cookie bar (issue 39: on a phone they stacked).
 */
async function countNoticesEveryFrame(page: Page) {
  await page.addInitScript(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const seen: string[] = [];
    const sample = () => {
      const on = [
        ...document.querySelectorAll(
          '[role="dialog"], [aria-label="Согласие на использование файлов cookie"]',
        ),
      ]
        .filter(visible)
        .map((element) => (element.textContent ?? '').trim().slice(0, 30));
      if (on.length > 1) seen.push(on.join(' + '));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    Object.assign(window, { stackedNotices: seen });
  });
  return () =>
    page.evaluate(() => [...new Set((window as unknown as { stackedNotices: string[] }).stackedNotices)]);
}

test('on a phone a first visit never stacks its notices: the city, the branch, then «Я принимаю»', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = await countNoticesEveryFrame(page);
  await page.goto('/catalog/');
  const city = page.getByRole('dialog', { name: 'Ваш город Москва?' });
  await expect(city).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();
  await city.getByRole('button', { name: 'Выбрать другой' }).click();
  const picker = page.getByRole('dialog', { name: 'Выберите город' });
  await picker.getByPlaceholder('Не введено').fill('Ново');
  await picker.getByRole('button', { name: /Новосибирск/ }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'В вашем регионе есть филиал' });
  await expect(notice).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();
  await notice.getByRole('button').filter({ hasText: 'Закрыть' }).click();
  await expect(cookieBar(page)).toBeVisible();
  await expect(cookieBar(page).getByRole('button', { name: 'Я принимаю', exact: true })).toBeVisible();
  // The picker's dialog opens over the city question by the visitor's own choice: not a stack.
  expect((await stacked()).filter((pair) => !pair.includes('Выберите город'))).toEqual([]);

  // The next page, with the city known: the cookie bar alone.
  await page.reload();
  await expect(cookieBar(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await stacked()).toEqual([]);
});
