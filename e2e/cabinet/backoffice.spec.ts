import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const DEMO_COMPANY = 'ООО «КФХ Рассвет»';

test('a manager approves the seeded application, the client accepts the offer, the deal gets its contract', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const managerContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
  });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);

  // A manager signing in lands in the back office queue.
  await signInAs(manager, 'manager');
  await expect(manager).toHaveURL(/\/backoffice$/);
  await expect(manager.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible();
  await manager.getByLabel('Поиск заявки').fill(DEMO_COMPANY);
  await manager.getByRole('button', { name: 'Найти' }).click();
  const row = manager
    .getByRole('row')
    .filter({ hasText: 'На рассмотрении' })
    .filter({ hasText: DEMO_COMPANY })
    .first();
  await row.getByRole('link').click();
  await expect(manager).toHaveURL(/\/backoffice\/applications\/\d+$/);
  const applicationId = manager.url().split('/').pop() ?? '';
  // The address changes before the page does: wait for the application's own form.
  await expect(manager.getByRole('form', { name: 'Одобрение заявки' })).toBeVisible();
  await expect(manager.getByTestId('application-status')).toHaveText('На рассмотрении');

  // Approve with conditions: the client's wizard values fill the form; a bad term is refused first.
  const approval = manager.getByRole('form', { name: 'Одобрение заявки' });
  await expect(approval.getByLabel('Аванс, %')).toHaveValue('25');
  await approval.getByLabel('Срок, мес.').fill('2');
  await approval.getByRole('button', { name: 'Одобрить с условиями' }).click();
  await expect(approval.getByText('Срок от 6 до 84 месяцев')).toBeVisible();
  await approval.getByLabel('Срок, мес.').fill('24');
  await approval.getByLabel('Комментарий для клиента').fill('Одобрено на стандартных условиях');
  await approval.getByRole('button', { name: 'Одобрить с условиями' }).click();
  await confirmMoneyAction(manager, 'Одобрить');
  await expect(manager.getByTestId('application-status')).toHaveText('Одобрена');
  await expect(manager.getByTestId('offer-conditions')).toContainText('24 мес.');

  // The client, in a browser of their own, sees the offer and accepts it.
  const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');
  await client.goto(`/cabinet/v2/client/apps/${applicationId}`);
  const offer = client.getByTestId('offer');
  await expect(offer).toContainText('Ожидает ответа');
  await expect(offer.getByTestId('offer-conditions')).toContainText('25 %');
  await expect(offer.getByTestId('schedule-table').getByRole('row')).toHaveCount(26);
  await expect(client.getByText('Одобрено на стандартных условиях')).toBeVisible();
  await offer.getByRole('button', { name: 'Принять предложение' }).click();
  await client
    .getByRole('dialog', { name: 'Принять предложение?' })
    .getByRole('button', { name: 'Принять' })
    .click();
  await expect(client).toHaveURL(/\/cabinet\/v2\/client\/deals\/\d+$/);
  const dealId = client.url().split('/').pop() ?? '';
  await expect(client.getByRole('heading', { name: /^Сделка Д-\d{6}$/ })).toBeVisible();
  await expect(client.getByTestId('deal-stage')).toHaveText('Согласование условий');
  await expect(client.getByTestId('deal-flags')).toContainText('Оформление условий');

  // The manager moves the deal to the contract stage: the order and its schedule are made.
  await manager.goto(`/backoffice/deals/${dealId}`);
  await manager.getByRole('button', { name: 'Перевести на этап «Подписание договора»' }).click();
  await confirmMoneyAction(manager);
  await expect(manager.getByTestId('deal-stage')).toHaveText('Подписание договора');
  const order = manager.getByTestId('deal-order');
  await expect(order).toContainText(/Договор ДЛ-\d{4}\/\d+/);
  await expect(order.getByTestId('schedule-table').getByRole('row')).toHaveCount(26);

  // The client's deal page links the order and the contract to sign; the gateway has its schedule.
  await client.reload();
  const orderLink = client.getByTestId('order-link');
  await expect(orderLink).toHaveAttribute('href', /^\/cabinet\/v2\/client\/orders\/\d+$/);
  await expect(client.getByRole('link', { name: 'Подписать' })).toHaveAttribute(
    'href',
    '/cabinet/v2/client/documents',
  );
  await expect(client.getByTestId('shipping-cost')).toContainText('₽');
  const wizard = await client.request.post('/srv/CabinetDealWizard', { form: { id_object: dealId } });
  const reply = await wizard.json();
  expect(reply.order.StatusSherp).toBe('Договор на подписании');
  expect(reply.flags.orderSigning).toBe(true);
  expect((await orderLink.getAttribute('href'))?.endsWith(`/${reply.order.id}`)).toBe(true);

  await managerContext.close();
  await clientContext.close();
});

test('the back office asks a guest to sign in and tells a client it is not theirs', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/backoffice/deals');
  await expect(page).toHaveURL(/\/cabinet\/v2\/auth\?next=%2Fbackoffice%2Fdeals$/);
  await signInAs(page, 'client');
  const refused = await page.goto('/backoffice');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText('Раздел недоступен для вашей роли')).toBeVisible();
});
