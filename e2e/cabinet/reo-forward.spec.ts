import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/**
 * One of the signed-in farm's lease applications that may be forwarded now (sent, not refused,
 * none of its requests waiting): earlier journeys move the demo applications along, so the
 * journey asks rather than assumes which one.
 */
async function forwardableApplication(page: Page): Promise<{ id: number; code: string }> {
  for (const isfinished of ['0', '1']) {
    const list = await (
      await page.request.get(`/srv/GetCabinetApplications?isfinished=${isfinished}`)
    ).json();
    for (const item of list.items as { id: number; code: string }[]) {
      const support = await (await page.request.get(`/srv/CabinetReoSupport?id_object=${item.id}`)).json();
      if (support.can_request) return item;
    }
  }
  throw new Error('no application of the farm may be forwarded to a fund');
}

const NOTE = 'Хозяйство Воронежской области, техника к посевной: просим рассмотреть субсидию';

test('the manager forwards a farm’s lease application to the fund, the fund approves it and the farm sees the decision (decision 0114)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  const application = await forwardableApplication(page);

  // The manager forwards it from the application's back-office page, with a note to the fund.
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto(`/backoffice/applications/${application.id}`);
  const section = page.getByTestId('reo-support');
  const form = section.getByRole('form', { name: 'Передать заявку в региональный фонд' });
  await expect(form).toBeVisible();
  await fitsScreen(page);
  const button = form.getByRole('button', { name: 'Передать в фонд' });
  await form.getByRole('combobox', { name: 'Фонд' }).click();
  await page.getByRole('option', { name: 'Региональный фонд поддержки АПК' }).click();
  await form.getByRole('combobox', { name: 'Мера поддержки' }).click();
  await page.getByRole('option', { name: 'Субсидия на возмещение части лизинговых платежей' }).click();
  await form.getByRole('textbox', { name: 'Сумма поддержки, ₽' }).fill('150 000');
  // Without a note the fund would not know why: the field says so.
  await button.click();
  await confirmMoneyAction(page, 'Передать в фонд');
  await expect(form.getByText('Напишите фонду, почему компания передаёт эту заявку')).toBeVisible();
  await form.getByRole('textbox', { name: 'Комментарий менеджера для фонда' }).fill(NOTE);
  await button.click();
  await confirmMoneyAction(page, 'Передать в фонд');
  // Earlier journeys may have left decided requests of this application: one waits at a time.
  const forwarded = section.getByTestId('reo-decision').filter({ hasText: 'Ожидает решения' });
  await expect(forwarded).toHaveCount(1);
  await expect(forwarded).toContainText('Передана в фонд менеджером Агролизинга');
  await expect(form).toHaveCount(0);
  const code = /РЭО-\d{6}/.exec((await forwarded.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  // The fund finds it waiting, marked as forwarded by the company, with the manager's note.
  await page.context().clearCookies();
  await signInAs(page, 'ppk-reo');
  await page.goto('/cabinet/v2/ppk-reo/applications/wait');
  const waiting = page.getByTestId('reo-application').filter({ hasText: code });
  await expect(waiting.getByTestId('reo-forwarded')).toHaveText('Передана Агролизингом');
  await fitsScreen(page);
  await waiting.getByRole('link').click();
  await expect(page.getByTestId('reo-forwarded-note')).toContainText(NOTE);
  await fitsScreen(page);
  await page.getByLabel('Комментарий').fill('Одобрено по ходатайству Агролизинга');
  await page.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Решение сохранено')).toBeVisible();

  // The farm sees the decision on its application, and so does the manager.
  await page.context().clearCookies();
  await signInAs(page, 'client');
  await page.goto(`/cabinet/v2/client/apps/${application.id}`);
  const seen = page.getByTestId('reo-support').getByTestId('reo-decision').filter({ hasText: code });
  await expect(seen).toContainText('Одобрена');
  await expect(seen).toContainText('Одобрено по ходатайству Агролизинга');
  await fitsScreen(page);
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto(`/backoffice/applications/${application.id}`);
  await expect(
    page.getByTestId('reo-support').getByTestId('reo-decision').filter({ hasText: code }),
  ).toContainText('Одобрена');
  await page.goto('/backoffice/reo?status=approve');
  await expect(page.getByTestId('reo-decision').filter({ hasText: code })).toContainText(
    'Одобрено по ходатайству Агролизинга',
  );
});
