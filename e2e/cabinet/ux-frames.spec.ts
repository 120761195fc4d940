import { expect, type Page, test } from '@playwright/test';
import { startApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

// Issue 16: the back office's frame, the wizard's step names and the dashboard's chart.
test.beforeEach(({ page }) => asReturningVisitor(page));

/** The footer ends at the window's bottom edge or below it: no band under it. */
async function footerReachesBottom(page: Page) {
  const footer = page.locator('footer').last();
  await expect(footer).toBeVisible();
  const bottom = await footer.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0);
}

test('the back office has its own plain header; its refusal is a 403 page without a band under the footer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signInAs(page, 'manager');
  await expect(page.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Бэк-офис', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: /Корзина/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: /Сравнение/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /город/i })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, 'client');
  const refused = await page.goto('/backoffice');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText('Раздел недоступен для вашей роли')).toBeVisible();
  await footerReachesBottom(page);
});

test('the sign-in page has no band under its footer either', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/cabinet/v2/auth');
  await expect(page.getByRole('form', { name: 'Вход по логину и паролю' })).toBeVisible();
  await footerReachesBottom(page);
});

const STEPS = [
  'Заявитель',
  'Техника',
  'Доставка',
  'Условия лизинга',
  'Финансы',
  'Документы',
  'Проверка',
  'Подписание',
];

test("the application wizard's stepper names every step, and every step has a name on a phone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'client');
  await startApplication(page);
  const steps = page.getByRole('navigation', { name: 'Шаги заявки' });
  for (const title of STEPS) {
    await expect(steps.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [index, title] of STEPS.entries()) {
    await expect(steps.getByRole('button', { name: `Шаг ${index + 1}: ${title}` })).toBeVisible();
  }
  await expect(steps.getByText('Заявитель', { exact: true }).filter({ visible: true })).toBeVisible();
});

test("the dashboard's «Платежи на 12 месяцев» chart is drawn by the server, without the browser's scripts", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'client');
  const plain = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const server = await plain.newPage();
  await server.goto('/cabinet/v2/client/dashboard');
  const chart = server.getByRole('img', { name: 'Платежи на 12 месяцев' });
  await expect(chart).toBeVisible();
  const bars = chart.locator('[data-bar]');
  expect(await bars.count()).toBeGreaterThan(0);
  const heights = await bars.evaluateAll((list) => list.map((bar) => bar.getBoundingClientRect().height));
  expect(Math.max(...heights)).toBeGreaterThan(10);
  await plain.close();
});
