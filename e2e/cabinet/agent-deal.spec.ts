import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

// The demo agent's contractor «Агрофирма Заречье» has its own deal waiting at its conditions for
// the agent's wizard (agent-deal-demo.ts); the client's deal-conditions journey uses another.
test("the agent opens its contractor's deal, changes and approves the conditions, and sees its commission", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'agent');
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Сделки' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сделки' })).toBeVisible();
  const item = page.getByTestId('agent-deal-item').filter({ hasText: 'Согласование условий' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Начислено, выплата после закрытия сделки');
  await fitsScreen(page);
  await item.getByRole('link').click();

  // The client's condition form, for the contractor, on a phone-sized screen.
  await expect(page.getByText('Контрагент: ООО «Агрофирма Заречье»')).toBeVisible();
  const form = page.getByTestId('deal-conditions-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('agent-deal-commission')).toContainText('1,5 %');
  await fitsScreen(page);

  // An advance below the approved one is refused with the bounds; 30 % and 12 months are priced, then saved.
  const advance = form.getByLabel('Аванс, % (от 20 до 49)');
  await advance.fill('10');
  await expect(form.getByText('Аванс должен быть от 20 до 49 %')).toBeVisible();
  await advance.fill('30');
  await form.getByLabel('Срок, мес. (от 6 до 24)').fill('12');
  await expect(page.getByTestId('deal-conditions-preview')).toContainText('Новый ежемесячный платёж:');
  await form.getByRole('button', { name: 'Сохранить условия' }).click();
  const calcs = page.getByTestId('deal-calcs');
  await expect(calcs).toContainText('Срок12 мес.');
  await expect(calcs).toContainText('Аванс30 %');

  // Approved: the wizard stands at the commission step with the commission accrued.
  await form.getByRole('button', { name: 'Согласовать условия' }).click();
  await expect(page.getByTestId('deal-step')).toContainText('Комиссия');
  await expect(page.getByTestId('deal-flags')).toContainText('Комиссия');
  await expect(page.getByTestId('deal-conditions-form')).toHaveCount(0);
  const commission = page.getByTestId('agent-deal-commission');
  await expect(commission).toContainText('Условия согласованы, вознаграждение начислено');
  await expect(commission).toContainText('Начислено, выплата после закрытия сделки');
  await fitsScreen(page);
  await context.close();

  // On a desktop the dashboard counts the deal's commission as pending.
  const desktop = await browser.newContext({ locale: 'ru-RU' });
  const agent = await desktop.newPage();
  await asReturningVisitor(agent);
  await signInAs(agent, 'agent');
  await expect(agent).toHaveURL(/\/cabinet\/v2\/agent\/dashboard$/);
  await expect(agent.getByTestId('agent-commission-pending')).toHaveText(/[1-9]/);
  await agent.goto('/cabinet/v2/agent/deals');
  await agent
    .getByTestId('agent-deal-item')
    .filter({ hasText: 'Согласование условий' })
    .getByRole('link')
    .click();
  await expect(agent.getByTestId('deal-step')).toContainText('Комиссия');
  await desktop.close();
});
