import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const PDF = path.join(import.meta.dirname, '../fixtures/commercial-offer.pdf');

test('the client posts a complaint with a PDF, the manager answers it, the client reads the answer', async ({
  browser,
}) => {
  const text = `Поставщик не передал паспорт самоходной машины (${Date.now()})`;
  const answer = 'Паспорт самоходной машины направлен курьером, трек-номер 80091234567.';

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');
  await client.goto('/cabinet/v2/client/complaints');
  await client.getByRole('button', { name: 'Новое обращение' }).click();
  const form = client.getByRole('form', { name: 'Новое обращение' });
  await form.getByRole('combobox', { name: 'Тема обращения' }).click();
  await client.getByRole('option', { name: 'Документы и закрывающие документы' }).click();
  await form.getByRole('textbox', { name: 'Текст обращения' }).fill(text);
  await expect(form.getByRole('button', { name: 'Отправить' })).toBeEnabled();
  await form.locator('input[type="file"]').setInputFiles(PDF);
  await form.getByRole('button', { name: 'Отправить' }).click();

  await expect(client).toHaveURL(/\/cabinet\/v2\/client\/complaints\/\d+\?posted=1$/);
  await expect(client.getByText('Обращение отправлено')).toBeVisible();
  const code = ((await client.getByTestId('complaint-code').textContent()) ?? '').replace('Обращение ', '');
  expect(code).toMatch(/^ОБ-\d{6}$/);
  await expect(client.getByTestId('attached-file')).toHaveText('commercial-offer.pdf');
  await expect(client.getByTestId('complaint-response')).toContainText('Ответ ещё не поступил');
  const detailUrl = client.url().replace('?posted=1', '');

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/complaints?status=received');
  const card = manager.getByTestId('backoffice-complaint').filter({ hasText: code });
  await expect(card).toContainText(text);
  await expect(card.getByTestId('attached-file')).toHaveText('commercial-offer.pdf');
  await card.getByRole('textbox', { name: 'Ответ клиенту' }).fill(answer);
  await card.getByRole('button', { name: 'Отправить ответ' }).click();
  await expect(manager.getByTestId('backoffice-complaint').filter({ hasText: code })).toHaveCount(0);
  await manager.goto('/backoffice/complaints?status=answered');
  await expect(manager.getByTestId('backoffice-complaint').filter({ hasText: code })).toContainText(answer);

  await client.goto(detailUrl);
  await expect(client.getByTestId('complaint-response')).toContainText(answer);
  await expect(client.locator('[data-status="answered"]')).toHaveText('Ответ направлен');
  await client.goto('/cabinet/v2/client/complaints');
  await expect(client.getByTestId('complaint-row').filter({ hasText: code })).toContainText(
    'Ответ направлен',
  );

  await clientContext.close();
  await managerContext.close();
});
