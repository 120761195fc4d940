import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** The demo agent's deal at its conditions: its wizard's address, from the agent's deals. */
async function openAgentDealAtConditions(page: Page): Promise<string> {
  await page.goto('/cabinet/v2/agent/deals');
  const item = page.getByTestId('agent-deal-item').filter({ hasText: 'Согласование условий' });
  await expect(item).toHaveCount(1);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/agent\/deals\/\d+/);
  return new URL(page.url()).pathname;
}

// Decision 0113. It leaves the deal as it found it (robotic, unanswered) for the journey below.
test("the manager sets manual conditions of the agent's deal; the agent's wizard shows them; then robotic again", async ({
  browser,
}) => {
  test.slow();
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const agent = await agentContext.newPage();
  await asReturningVisitor(agent);
  await signInAs(agent, 'agent');
  const dealPath = await openAgentDealAtConditions(agent);
  await expect(agent.getByTestId('deal-conditions-form')).toBeVisible();
  const dealId = dealPath.split('/').pop();

  // The manager, on a phone-sized screen too: the deal carries «От агента» and the conditions block.
  const managerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto(`/backoffice/deals/${dealId}`);
  await expect(manager.getByText(/От агента/)).toBeVisible();
  const block = manager.getByTestId('backoffice-agent-conditions');
  await expect(block.getByTestId('agent-conditions-mode')).toHaveText('Роботизированные условия');
  await block.getByLabel('Ручные условия').check();
  // A rate beyond the server's limits is refused by the field.
  await block.getByLabel(/^Аванс, %/).fill('25');
  await block.getByLabel(/^Срок, мес\./).fill('30');
  await block.getByLabel(/^Ставка, % годовых/).fill('45');
  await block.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(block.getByText('Ставка от 1 до 40 % годовых')).toBeVisible();
  await block.getByLabel(/^Ставка, % годовых/).fill('12,5');
  await block.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(block.getByTestId('agent-conditions-mode')).toHaveText('Ручные условия');
  await expect(block.getByTestId('agent-conditions-manual')).toContainText(
    'Аванс 25 %, срок 30 мес., ставка 12,5 % годовых',
  );
  await fitsScreen(manager);

  // The agent's wizard: manual (isrobo off), the manager's figures, nothing to edit, only to agree.
  await agent.goto(dealPath);
  await expect(agent.getByTestId('agent-deal-manual')).toContainText('установил менеджер');
  const calcs = agent.getByTestId('deal-calcs');
  await expect(calcs).toContainText('Аванс25 %');
  await expect(calcs).toContainText('Срок30 мес.');
  await expect(calcs).toContainText('Ставка12,5 % годовых');
  await expect(agent.getByTestId('deal-conditions-form')).toHaveCount(0);
  await expect(
    agent.getByTestId('deal-conditions-answer').getByRole('button', { name: 'Согласовать условия' }),
  ).toBeVisible();
  await fitsScreen(agent);

  // Back to robotic: the offer's conditions and their form again.
  await manager.reload();
  await block.getByLabel('Роботизированные условия').check();
  await block.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(block.getByTestId('agent-conditions-mode')).toHaveText('Роботизированные условия');
  await agent.goto(dealPath);
  await expect(agent.getByTestId('deal-conditions-form')).toBeVisible();
  await expect(agent.getByTestId('agent-deal-manual')).toHaveCount(0);
  await expect(agent.getByTestId('deal-calcs')).toContainText('Ставка16 % годовых');
  await managerContext.close();
  await agentContext.close();
});

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
  // On a phone the ten steps are folded away under «Шаг N из 10 · Название» (issue 39).
  await expect(page.getByTestId('deal-step')).toHaveText(/^Шаг \d+ из 10 · \S/);
  const folded = page.getByRole('button', { name: 'Все шаги сделки' });
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  await folded.click();
  await expect(folded).toHaveAttribute('aria-expanded', 'true');
  await folded.click();
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
