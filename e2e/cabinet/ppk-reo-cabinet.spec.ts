import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const BASE = '/cabinet/v2/ppk-reo';

test('the fund partner approves one request and cancels another with a reason; both stay after reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'ppk-reo');
  await expect(page).toHaveURL(/\/cabinet\/v2\/ppk-reo\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Здравствуйте, Григорьев Сергей Петрович/ })).toBeVisible();
  await expect(page.getByTestId('reo-contractors-count')).toHaveText('5');
  await expect(page.getByTestId('reo-wait-count')).toHaveText('3');
  await expect(page.getByTestId('reo-approve-count')).toHaveText('2');
  await expect(page.getByTestId('reo-cancel-count')).toHaveText('1');
  // spec 1 §2: the chat widget is always shown on ppk-reo pages.
  await expect(page.getByRole('button', { name: 'Чат с консультантом' })).toBeVisible();

  // The oldest waiting request: the demo client's farm, tied to its lease application.
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Заявки' })
    .click();
  await expect(page).toHaveURL(/\/applications\/wait$/);
  await expect(page.getByTestId('reo-application')).toHaveCount(3);
  await page.getByTestId('reo-application').filter({ hasText: 'Рассвет' }).getByRole('link').click();
  await expect(page.getByTestId('reo-application-title')).toContainText('Заявка РЭО-');
  const lease = (await page.getByTestId('reo-lease-application').textContent())?.split(' · ')[0] ?? '';
  expect(lease).toMatch(/^З-\d+$/);
  // The request's timeline says the fund acts next and by when (decision 0183).
  const timeline = page.getByTestId('steps-timeline');
  await expect(timeline.locator('[data-state="next"]')).toContainText(
    /Ждём вашего решения до \d{1,2} [а-я]+/,
  );
  await page.getByLabel('Комментарий').fill('Одобрено: лимит фонда на 2026 год позволяет');
  await page.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Решение сохранено')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reo-application-status')).toHaveText('Одобрена');
  await expect(timeline.locator('[data-state="done"]').last()).toContainText('Фонд одобрил поддержку');
  await expect(page.getByTestId('reo-decision-comment')).toHaveText(
    'Одобрено: лимит фонда на 2026 год позволяет',
  );
  await expect(page.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);

  // Another waiting one: a cancellation needs its reason.
  await page.goto(`${BASE}/applications/wait`);
  await expect(page.getByTestId('reo-application')).toHaveCount(2);
  await page.getByTestId('reo-application').first().getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Отклонить' })).toBeEnabled();
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByText('Укажите причину отказа: её увидят заявитель и менеджер')).toBeVisible();
  await page.getByLabel('Комментарий').fill('Техника не входит в перечень программы');
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByText('Решение сохранено')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reo-application-status')).toHaveText('Отклонена');
  await expect(page.getByTestId('reo-decision-comment')).toHaveText('Техника не входит в перечень программы');

  await page.goto(`${BASE}/applications/cancel`);
  await expect(page.getByRole('link', { name: 'Отклонённые: 2' })).toBeVisible();
  await expect(page.getByTestId('reo-application')).toHaveCount(2);
  await page.goto(`${BASE}/dashboard`);
  await expect(page.getByTestId('reo-wait-count')).toHaveText('1');
  await expect(page.getByTestId('reo-approve-count')).toHaveText('3');
  await expect(page.getByTestId('reo-cancel-count')).toHaveText('2');

  // The manager reads both decisions in the back office.
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto('/backoffice/reo?status=cancel');
  await expect(
    page.getByTestId('reo-decision').filter({ hasText: 'Техника не входит в перечень программы' }),
  ).toBeVisible();
  await page.goto('/backoffice/reo?status=approve');
  await expect(
    page.getByTestId('reo-decision').filter({ hasText: 'Одобрено: лимит фонда на 2026 год позволяет' }),
  ).toContainText('Рассвет');

  // The farm sees the fund's answer on its own application.
  await page.context().clearCookies();
  await signInAs(page, 'client');
  // Journeys before this one may have finished the application: look for it among current and finished.
  const code = encodeURIComponent(lease);
  await page.goto(`/cabinet/v2/client/apps?code=${code}`);
  const application = page.getByRole('link', { name: lease, exact: true });
  if ((await application.count()) === 0) await page.goto(`/cabinet/v2/client/apps?isfinished=1&code=${code}`);
  await application.click();
  await expect(page.getByTestId('reo-support')).toContainText('Одобрена');
  await expect(page.getByTestId('reo-support')).toContainText('Одобрено: лимит фонда на 2026 год позволяет');
});

test('the fund partner adds a farm by INN, deletes it and restores it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'ppk-reo');
  await page.goto(`${BASE}/contractors/new`);
  await expect(page.getByRole('heading', { name: 'Новый контрагент' })).toBeVisible();
  await page.getByLabel('ИНН').fill('3662012340');
  await page.getByLabel('Название').fill('КФХ Юдин С. В.');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText('Неверный ИНН: не сходится контрольное число')).toBeVisible();
  await page.getByLabel('ИНН').fill('3662012349');
  await page.getByLabel('Руководитель').fill('Юдин Степан Васильевич');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/contractors\?added=1$/);
  const farm = page.getByTestId('reo-contractor').filter({ hasText: 'КФХ Юдин С. В.' });
  await expect(farm).toContainText('ИНН 3662012349');
  await expect(page.getByTestId('reo-contractor')).toHaveCount(6);

  await farm.getByRole('button', { name: 'Удалить КФХ Юдин С. В.' }).click();
  await expect(page.getByText('«КФХ Юдин С. В.» удалён из списка')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reo-contractor')).toHaveCount(5);
  await page.goto(`${BASE}/contractors?is_deleted=1`);
  await expect(page.getByTestId('reo-contractor')).toHaveCount(2);
  await page.getByRole('button', { name: 'Восстановить КФХ Юдин С. В.' }).click();
  await expect(page.getByText('«КФХ Юдин С. В.» восстановлен')).toBeVisible();
  await page.goto(`${BASE}/contractors`);
  await expect(page.getByTestId('reo-contractor').filter({ hasText: 'КФХ Юдин С. В.' })).toBeVisible();
});

test('the fund partner cabinet fits a 390 px screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'ppk-reo');
  await expect(page.getByTestId('reo-contractors-count')).toBeVisible();
  await fitsScreen(page);
  for (const path of [
    'contractors',
    'contractors?is_deleted=1',
    'contractors/new',
    'applications/wait',
    'applications/approve',
    'applications/cancel',
  ]) {
    await page.goto(`${BASE}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsScreen(page);
  }
  await page.getByTestId('reo-application').first().getByRole('link').click();
  await expect(page.getByTestId('reo-application-title')).toBeVisible();
  await fitsScreen(page);
  await context.close();
});

test('another role cannot open the fund partner cabinet', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'agent');
  await page.goto(`${BASE}/applications/wait`);
  await expect(page).toHaveURL(/\/cabinet\/v2\/agent\/dashboard$/);
});
