import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('the client orders a document by post, the manager answers, the client sees the answer', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const answer = 'Справка подписана и отправлена курьером СДЭК, накладная 1234567890.';

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');
  await client.getByRole('link', { name: 'Заказ документов' }).first().click();
  await expect(client).toHaveURL(/\/cabinet\/v2\/client\/document-orders$/);
  const form = client.getByRole('form', { name: 'Заказ документов' });
  await form.getByRole('checkbox', { name: /ДЛ-2026\/0412/ }).check();
  await form.getByRole('combobox', { name: 'Документ' }).click();
  await client.getByRole('option', { name: 'Справка об остатке задолженности' }).click();
  await form.getByRole('textbox', { name: 'На дату' }).fill('01.12.2026');
  await form.getByRole('radio', { name: 'Почтой или курьером по адресу' }).check();
  // Without the address the gateway names the field.
  await form.getByRole('textbox', { name: 'Получатель (ФИО)' }).fill('Петров Иван Сергеевич');
  await form.getByRole('textbox', { name: 'Телефон получателя' }).fill('+7 900 000-00-01');
  await form.getByRole('button', { name: 'Заказать' }).click();
  await expect(form.getByText('Укажите адрес доставки').first()).toBeVisible();
  await form.getByRole('combobox', { name: 'Адрес доставки' }).fill('г Тамбов, ул Советская, д 1');
  await client.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Заказать' }).click();

  const accepted = client.getByRole('alert').filter({ hasText: 'Заказ принят' });
  await expect(accepted).toBeVisible();
  const code = /Номер заказа (\S+)\./.exec((await accepted.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/\d/);
  const row = client.getByTestId('document-order').filter({ hasText: code });
  await expect(row).toContainText('Справка об остатке задолженности');
  await expect(row).toContainText('г Тамбов, ул Советская, д 1');
  await expect(row.locator('[data-status="new"]')).toHaveText('Принят');

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/document-orders');
  const card = manager.getByTestId('backoffice-document-order').filter({ hasText: code });
  await expect(card).toContainText('Почтой или курьером по адресу: г Тамбов, ул Советская, д 1');
  await expect(card).toContainText('Петров Иван Сергеевич');
  await card.getByRole('textbox', { name: 'Комментарий клиенту' }).fill(answer);
  await card.getByRole('button', { name: 'Ответить' }).click();
  await expect(card.locator('[data-status="ready"]')).toHaveText('Документы готовы');
  await expect(card).toContainText(answer);

  await client.reload();
  await expect(row.locator('[data-status="ready"]')).toHaveText('Документы готовы');
  await expect(row).toContainText(answer);
  await client.goto('/cabinet/v2/client/messages');
  const message = client
    .getByTestId('message-row')
    .filter({ hasText: `Заказ документов ${code}: документы готовы` });
  await expect(message).toHaveCount(1);
  await message.getByRole('link').click();
  await expect(client.getByRole('dialog')).toContainText(answer);

  await clientContext.close();
  await managerContext.close();
});
