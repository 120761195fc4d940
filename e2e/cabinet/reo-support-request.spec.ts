import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/**
 * One of the signed-in farm's lease applications it may ask support for now (sent, not refused,
 * none of its requests waiting), as the page itself would offer: earlier journeys move the
 * demo applications along, so the journey asks rather than assumes which one.
 */
async function supportableApplication(page: Page): Promise<number> {
  for (const isfinished of ['0', '1']) {
    const list = await (
      await page.request.get(`/srv/GetCabinetApplications?isfinished=${isfinished}`)
    ).json();
    for (const item of list.items as { id: number }[]) {
      const support = await (await page.request.get(`/srv/CabinetReoSupport?id_object=${item.id}`)).json();
      if (support.can_request) return item.id;
    }
  }
  throw new Error('no application of the farm may ask for regional support');
}

test('a farm asks its regional fund for support of a lease application, and the fund finds it waiting', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'agent-client');
  const id = await supportableApplication(page);
  await page.goto(`/cabinet/v2/client/apps/${id}`);
  const section = page.getByTestId('reo-support');
  const form = section.getByRole('form', { name: 'Запрос региональной поддержки' });
  await expect(form).toBeVisible();
  const button = form.getByRole('button', { name: 'Запросить поддержку' });
  await expect(button).toBeEnabled();

  // Nothing chosen: each missing field says so beside it.
  await button.click();
  await expect(form.getByText('Выберите меру поддержки')).toBeVisible();

  // Too much: the sum stays as typed, with the reason.
  await form.getByRole('combobox', { name: 'Мера поддержки' }).click();
  await page.getByRole('option', { name: 'Субсидия на возмещение части лизинговых платежей' }).click();
  const sum = form.getByRole('textbox', { name: 'Сумма поддержки, ₽' });
  await sum.fill('999 999 999');
  await button.click();
  await expect(
    form.getByText('Сумма поддержки не может превышать стоимость техники по заявке'),
  ).toBeVisible();
  await expect(sum).toHaveValue('999 999 999');

  await sum.fill('250 000');
  await form.getByRole('textbox', { name: 'Комментарий для фонда' }).fill('Техника к посевной 2027 года');
  await button.click();
  const request = section.getByTestId('reo-decision');
  await expect(request).toContainText('Региональный фонд поддержки АПК');
  await expect(request).toContainText('250 000');
  await expect(request).toContainText('Ожидает решения');
  // The fund's part of the application has its own timeline: asked today, decided by the fund's level.
  await expect(request.getByTestId('reo-timeline').locator('[data-state="next"]')).toContainText(
    /Ждём решения фонда до \d{1,2} [а-я]+/,
  );
  await expect(form).toHaveCount(0);
  const code = /РЭО-\d{6}/.exec((await request.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The fund sees the farm's request among those waiting for its decision.
  await page.context().clearCookies();
  await signInAs(page, 'ppk-reo');
  await page.goto('/cabinet/v2/ppk-reo/applications/wait');
  await expect(page.getByTestId('reo-application').filter({ hasText: 'Заречье' })).toBeVisible();
});
