import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

// The farm the demo agent brought (login `agent-client`) has an application under review of its
// own: the demo client's one is approved by the back-office journey that runs before this one.
const DEMO_COMPANY = 'ООО «Агрофирма Заречье»';

test('a client raises the advance and shortens the term of the offered conditions, sees the new payment, moves to a seasonal schedule and approves them', async ({
  browser,
}) => {
  test.slow();
  // The company's side by its calls: the manager approves the seeded application at 20 %, 24 months.
  const managerContext = await browser.newContext({ locale: 'ru-RU' });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  const queue = await (await manager.request.get('/srv/Backoffice/Applications?status=submitted')).json();
  const application = queue.items.find((item: { company: string }) => item.company === DEMO_COMPANY);
  expect(application, 'the seeded application waits for a decision').toBeDefined();
  const approved = await manager.request.post('/srv/Backoffice/Application/Approve', {
    form: {
      id_object: String(application.id),
      sum: '4800000',
      advance_percent: '20',
      term_months: '24',
      schedule_type: 'annuity',
      comment: 'Одобрено кредитным комитетом',
    },
  });
  expect(approved.status()).toBe(200);
  await managerContext.close();

  // The client accepts the offer and opens the deal on a phone-sized screen.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'agent-client');
  const accepted = await client.request.get(`/srv/RALOffer/Accept?id_object=${application.id}`);
  expect(accepted.status()).toBe(200);
  const dealId = (await accepted.json()).id_deal;
  await client.goto(`/cabinet/v2/client/deals/${dealId}`);
  const form = client.getByTestId('deal-conditions-form');
  await expect(form).toBeVisible();
  await expect(client.getByText('Ежемесячный платёж', { exact: true })).toBeVisible();
  await expect(client.getByTestId('schedule-table').getByRole('row')).toHaveCount(26);

  // An advance below the approved one is refused with the bounds, in Russian.
  const advance = form.getByLabel('Аванс, % (от 20 до 49)');
  await advance.fill('10');
  await expect(form.getByText('Аванс должен быть от 20 до 49 %')).toBeVisible();

  // 30 % and 12 months: the page prices them before anything is saved.
  await advance.fill('30');
  await form.getByLabel('Срок, мес. (от 6 до 24)').fill('12');
  const preview = client.getByTestId('deal-conditions-preview');
  await expect(preview).toContainText('Новый ежемесячный платёж: 304 856 ₽');
  await expect(preview).toContainText('аванс 1 440 000 ₽');
  await expect(form.getByRole('button', { name: 'Согласовать условия' })).toBeDisabled();

  // Saved: the conditions and the schedule follow (the advance and 12 payments).
  await form.getByRole('button', { name: 'Сохранить условия' }).click();
  const calcs = client.getByTestId('deal-calcs');
  await expect(calcs).toContainText('Аванс30 % — 1 440 000 ₽');
  await expect(calcs).toContainText('Срок12 мес.');
  await expect(calcs).toContainText('Ежемесячный платёж304 856 ₽');
  await expect(client.getByTestId('schedule-table').getByRole('row')).toHaveCount(14);

  // A seasonal schedule: months are required, then only September and October carry payments.
  await form.getByLabel('График платежей').click();
  await client.getByRole('option', { name: 'Сезонный' }).click();
  await expect(form.getByText('Выберите хотя бы один месяц платежей')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Сентябрь' }).check();
  await form.getByRole('checkbox', { name: 'Октябрь' }).check();
  await expect(preview).toContainText('Новый ежемесячный платёж:');
  await form.getByRole('button', { name: 'Сохранить условия' }).click();
  await expect(calcs).toContainText('ГрафикСезонный');
  const table = client.getByTestId('schedule-table');
  await expect(table.getByRole('row')).toHaveCount(14);
  // Ten months without a payment; September and October pay.
  await expect(table.getByRole('cell', { name: /^0\s₽$/ })).toHaveCount(10);
  for (const month of ['09', '10']) {
    const row = table
      .getByRole('row')
      .filter({ has: client.getByRole('cell', { name: new RegExp(`\\.${month}\\.\\d{4}$`) }) });
    await expect(row.getByRole('cell').last()).not.toHaveText(/^0\s₽$/);
  }

  // The form fits a 390 px screen.
  const fits = await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);

  // Approved: the conditions are final and the manager prepares the contract.
  await form.getByRole('button', { name: 'Согласовать условия' }).click();
  await expect(client.getByText('Условия согласованы. Менеджер готовит договор лизинга')).toBeVisible();
  await expect(client.getByTestId('deal-conditions-form')).toHaveCount(0);
  await clientContext.close();
});
