import { expect, test } from '@playwright/test';
import { fillStepsToSigning, signAndSendApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The demo agent's contractor with its own client account (agent-demo.ts). */
const FARM = 'ООО «Агрофирма Заречье»';
const FARM_PHONE = '+79000000009';

/**
 * Issue 14 (decision 0108): the agent fills the client's eight-step wizard for its contractor,
 * the company signs it in its own cabinet, the manager sees it marked as the agent's. It starts
 * its own draft of the farm, after the other agent journeys have counted theirs.
 */
test("the agent fills an application for its contractor, the company signs it, the back office marks it as the agent's", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const agent = await agentContext.newPage();
  await asReturningVisitor(agent);
  await signInAs(agent, 'agent');
  await agent.goto('/cabinet/v2/agent/contractors');
  await agent.getByTestId('agent-contractor').filter({ hasText: 'Заречье' }).getByRole('link').click();
  await agent.getByRole('button', { name: 'Начать заявку' }).click();
  await expect(agent).toHaveURL(/\/cabinet\/v2\/agent\/applications\/wizard\?id_object=\d+&step=1$/, {
    timeout: 30_000,
  });
  await expect(agent.getByText(`Заявка на лизинг для ${FARM}`)).toBeVisible();
  // The applicant is the company, and the step fits the phone screen.
  await expect(agent.getByText(FARM).first()).toBeVisible();
  await agent.setViewportSize({ width: 390, height: 844 });
  await expect(agent.getByRole('button', { name: 'Далее' })).toBeVisible();
  const overflow = await agent.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await agent.setViewportSize({ width: 1280, height: 900 });

  const id = await fillStepsToSigning(agent);
  // Step eight: the company signs, not the agent.
  await expect(agent.getByText(/подписывает заявку в своём личном кабинете кодом из SMS/)).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Подписать' })).toHaveCount(0);
  await agent.goto(`/cabinet/v2/agent/applications/${id}`);
  await expect(agent.getByTestId('agent-application-title')).toHaveText('Новая заявка');
  await expect(agent.getByRole('link', { name: 'Открыть заявку' })).toBeVisible();

  // The farm finds it in its own cabinet and signs it with the code from the SMS.
  const farmContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const farm = await farmContext.newPage();
  await asReturningVisitor(farm);
  await signInAs(farm, 'agent-client');
  await farm.goto(`/cabinet/v2/client/apps/deal/create?id_object=${id}&step=8`);
  await expect(farm.getByTestId('application-title')).toHaveText('Новая заявка');
  const code = await signAndSendApplication(farm, FARM_PHONE);
  await farmContext.close();

  // The agent follows it under review.
  await agent.reload();
  await expect(agent.getByTestId('agent-application-title')).toHaveText(`Заявка ${code}`);

  // The manager sees it marked «От агента» in the queue and on its page.
  const managerContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
  });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.getByLabel('Поиск заявки').fill(code);
  await manager.getByRole('button', { name: 'Найти' }).click();
  const row = manager.getByRole('row').filter({ hasText: code });
  await expect(row.getByTestId('agent-badge')).toHaveText('От агента: ИП Соколов А. В.');
  await row.getByRole('link', { name: code }).click();
  await expect(manager.getByRole('heading', { name: `Заявка ${code}` })).toBeVisible();
  await expect(manager.getByTestId('agent-badge')).toHaveText('От агента: ИП Соколов А. В.');

  // The farm's closed deal: the manager records the commission's payout, the agent gets its act.
  const mine = await (await agent.request.get('/srv/AgentApplications')).json();
  let closedDeal: { id: number; code: string } | undefined;
  let closedApplication = 0;
  for (const item of mine.items as { id: number; status: string }[]) {
    if (item.status !== 'offer_accepted') continue;
    const shown = await (await agent.request.get(`/srv/AgentApplication?id=${item.id}`)).json();
    if (shown.deal?.stage === 'closed') {
      closedDeal = shown.deal;
      closedApplication = item.id;
    }
  }
  expect(closedDeal, 'the demo agent has a closed deal').toBeDefined();
  await manager.goto(`/backoffice/deals/${closedDeal?.id}`);
  const commission = manager.getByTestId('backoffice-agent-commission');
  await expect(commission.getByTestId('agent-commission-status')).toHaveText('Заработано');
  await commission.getByLabel('Номер платёжного поручения').fill('512');
  await commission.getByRole('button', { name: 'Отметить выплату' }).click();
  await confirmMoneyAction(manager);
  await expect(commission.getByTestId('agent-commission-status')).toHaveText('Выплачено');
  await expect(commission.getByTestId('agent-commission-paid')).toContainText('№ 512');
  await managerContext.close();

  await agent.goto(`/cabinet/v2/agent/applications/${closedApplication}`);
  await expect(agent.getByTestId('agent-deal-commission')).toContainText('выплачено');
  const act = await agent.request.get(
    (await agent.getByTestId('agent-commission-act').getAttribute('href')) ?? '',
  );
  expect(act.status()).toBe(200);
  expect((await act.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await agent.goto('/cabinet/v2/agent/dashboard');
  await expect(agent.getByTestId('agent-commission-paid')).toHaveText(/[1-9]/);
  await agentContext.close();
});
