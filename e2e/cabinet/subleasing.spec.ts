import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('the client sends a sublease request, the manager approves it, the client reads the decision', async ({
  browser,
}) => {
  // Step 3 waits for the counterparty check (~10 s after the sublessee is saved).
  test.setTimeout(120_000);
  const sublessee = 'ООО «Поле-Сервис»';
  const comment = 'Субаренда согласована на срок договора лизинга.';

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');
  await client.goto('/cabinet/v2/client/orders');
  await client.getByRole('link', { name: 'ДЛ-2026/0412' }).click();
  await expect(client.getByRole('heading', { name: 'Договор ДЛ-2026/0412' })).toBeVisible();
  const actions = client.getByTestId('order-actions');
  await expect(actions.getByRole('link', { name: 'Уведомление о субаренде' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Подтверждение договора субаренды' })).toBeVisible();
  await actions.getByRole('link', { name: 'Заявка на субаренду' }).click();
  // The wizard writes its step into the address once it is live; type after that.
  await expect(client).toHaveURL(/\/cabinet\/v2\/client\/orders\/\d+\/requests\/new\?step=1/);

  // Step 1: the sublessee.
  await client.getByRole('textbox', { name: 'ИНН сублизингополучателя' }).fill('7707083893');
  await client.getByRole('textbox', { name: 'Наименование сублизингополучателя' }).fill(sublessee);
  await client.getByRole('button', { name: 'Далее' }).click();

  // Step 2: the order's machinery.
  const products = client.getByRole('combobox', { name: 'Техника, которую передаёте в сублизинг' });
  await expect(products).toBeEnabled();
  await products.click();
  await client.getByRole('option').first().click();
  await client.keyboard.press('Escape');
  await client.getByRole('button', { name: 'Далее' }).click();

  // Step 3: the polled counterparty check turns ready by itself.
  await expect(
    client.getByText(/Идёт проверка, это займёт несколько секунд|Проверка пройдена/),
  ).toBeVisible();
  await expect(client.getByText('Проверка пройдена')).toBeVisible({ timeout: 40_000 });
  await client.getByRole('button', { name: 'Далее' }).click();

  // Step 4: the summary, then send.
  await expect(client.getByText('Проверьте и отправьте запрос')).toBeVisible();
  await client.getByRole('button', { name: 'Отправить' }).click();
  await expect(client.getByText('Отправлено на рассмотрение')).toBeVisible();
  await expect(client.getByTestId('subleasing-status')).toHaveText('На рассмотрении');
  const heading = (await client.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const code = heading.trim().split(' ').at(-1) ?? '';
  expect(code, `a request code in "${heading}"`).toMatch(/\d/);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.getByRole('link', { name: 'Субаренда' }).first().click();
  await expect(manager).toHaveURL(/\/backoffice\/subleasing$/);
  const card = manager.getByTestId('backoffice-subleasing').filter({ hasText: code });
  await expect(card).toContainText('ДЛ-2026/0412');
  await expect(card.locator('[data-status="submitted"]')).toHaveText('На рассмотрении');
  // Declining needs a reason: the form says so before anything is sent.
  await card.getByRole('button', { name: 'Отклонить' }).click();
  await expect(card.getByText('Укажите причину отказа')).toBeVisible();
  await card.getByRole('textbox', { name: 'Комментарий клиенту' }).fill(comment);
  await card.getByRole('button', { name: 'Согласовать' }).click();
  await expect(card.locator('[data-status="approved"]')).toHaveText('Согласовано');
  await expect(card.getByTestId('subleasing-comment')).toHaveText(comment);
  await expect(card.getByRole('button', { name: 'Согласовать' })).toHaveCount(0);

  await client.goto('/cabinet/v2/client/messages');
  const message = client
    .getByTestId('message-row')
    .filter({ hasText: code })
    .filter({ hasText: 'согласовано' });
  await expect(message).toHaveCount(1);
  await message.getByRole('link').click();
  await expect(client.getByRole('dialog')).toContainText(comment);

  await clientContext.close();
  await managerContext.close();
});
