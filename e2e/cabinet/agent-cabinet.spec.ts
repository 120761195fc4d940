import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

/** A company of the register the agent has not added yet (CompanySearch, as the form's lookup does). */
async function registerCompanyNotAdded(page: Page): Promise<{ inn: string; title: string }> {
  const mine = await (await page.request.get('/srv/AgentContractors')).json();
  const known = new Set((mine.items as { inn: string }[]).map((item) => item.inn));
  const found = await (await page.request.get('/srv/CompanySearch?query=ООО')).json();
  const company = (found.items as { inn: string; title: string }[]).find(
    (item) => !known.has(item.inn) && item.inn.length === 10,
  );
  expect(company, 'a register company to add').toBeDefined();
  return company ?? { inn: '', title: '' };
}

test("the agent sees the dashboard, adds a contractor by INN and follows its contractor's application", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'agent');
  await expect(page).toHaveURL(/\/cabinet\/v2\/agent\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Здравствуйте, Соколов Алексей Викторович/ })).toBeVisible();
  await expect(page.getByTestId('agent-contractors-count')).toHaveText('2');
  await expect(page.getByTestId('agent-applications-count')).toHaveText('3');
  await expect(page.getByText('На рассмотрении: 1')).toBeVisible();
  await expect(page.getByTestId('agent-commission-earned')).toHaveText(/[1-9]/);
  await expect(page.getByTestId('manager-name')).not.toBeEmpty();
  // spec 1 §2: the chat widget shows on the agent's dashboard, not on its other pages.
  await expect(page.getByRole('button', { name: 'Чат с консультантом' })).toBeVisible();

  // A wrong check digit is refused on the page; a company of the register is added.
  await page.getByRole('link', { name: 'Добавить контрагента' }).click();
  await expect(page.getByRole('heading', { name: 'Новый контрагент' })).toBeVisible();
  const inn = page.getByLabel('ИНН');
  await inn.fill('3662000016');
  await page.getByRole('button', { name: 'Найти и добавить' }).click();
  await expect(page.getByText('Неверный ИНН: не сходится контрольное число')).toBeVisible();
  const company = await registerCompanyNotAdded(page);
  await inn.fill(company.inn);
  await page.getByRole('button', { name: 'Найти и добавить' }).click();
  await expect(page.getByText('Контрагент добавлен')).toBeVisible();
  await expect(page.getByTestId('contractor-title')).toHaveText(company.title);

  // The same INN a second time: the gateway refuses it, the page says why.
  await page.goto('/cabinet/v2/agent/contractors/new');
  await page.getByLabel('ИНН').fill(company.inn);
  await page.getByRole('button', { name: 'Найти и добавить' }).click();
  await expect(page.getByText('Этот контрагент уже есть в вашем списке')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Контрагенты' })
    .click();
  await expect(page.getByTestId('agent-contractor')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Чат с консультантом' })).toHaveCount(0);

  // The application in progress of the farm that has its own account.
  await page.goto('/cabinet/v2/agent/applications');
  const current = page.getByTestId('agent-application').filter({ hasText: 'На рассмотрении' });
  await expect(current).toContainText('Агрофирма Заречье');
  await current.getByRole('link').click();
  await expect(page.getByTestId('agent-application-title')).toContainText('Заявка З-');
  await expect(page.getByText('Рассмотрение')).toBeVisible();

  // A new application for the farm: a draft in its own cabinet, which the agent fills in the
  // client's wizard (decision 0108; the whole way is e2e/cabinet/agent-wizard.spec.ts).
  await page.getByRole('link', { name: /Агрофирма Заречье/ }).click();
  await expect(page.getByTestId('contractor-title')).toContainText('Агрофирма Заречье');
  await page.getByRole('button', { name: 'Начать заявку' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/agent\/applications\/wizard\?id_object=\d+&step=1$/, {
    timeout: 30_000,
  });
  await expect(page.getByText('Заявка на лизинг для ООО «Агрофирма Заречье»')).toBeVisible();
  await page.goto('/cabinet/v2/agent/applications');
  await expect(page.getByTestId('agent-application').filter({ hasText: 'Черновик' })).toHaveCount(1);
});

test('the agent cabinet fits a 390 px screen', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'agent');
  await expect(page.getByTestId('agent-contractors-count')).toBeVisible();
  await fitsScreen(page);
  for (const path of ['contractors', 'contractors/new', 'applications']) {
    await page.goto(`/cabinet/v2/agent/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsScreen(page);
  }
  await page.goto('/cabinet/v2/agent/contractors');
  await page.getByTestId('agent-contractor').filter({ hasText: 'Заречье' }).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Начать заявку' })).toBeVisible();
  await fitsScreen(page);
  await page.getByTestId('agent-application').first().getByRole('link').click();
  await expect(page.getByTestId('agent-application-title')).toBeVisible();
  await fitsScreen(page);
  await context.close();
});

test('a client cannot open the agent cabinet', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/agent/contractors');
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
});
