import { expect, test } from '@playwright/test';
import { codeFromOutbox } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('a client adds a contact person, confirms its phone by the SMS code and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cabinet/v2/auth');
  await page.getByLabel('Логин, e-mail или телефон').fill('client');
  await page
    .getByRole('form', { name: 'Вход по логину и паролю' })
    .locator('input[name="password"]')
    .fill('Demo-2001');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);

  await page.goto('/cabinet/v2/info/');
  const section = page.getByRole('region', { name: 'Контактные лица' });
  await section.getByRole('button', { name: 'Добавить контакт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый контакт' });
  await dialog.getByLabel('ФИО').fill('Сидорова Мария Петровна');
  await dialog.getByLabel('Должность').fill('Главный бухгалтер');
  await dialog.getByLabel('Телефон').fill('+7 917 555-44-33');
  await dialog.getByLabel('Электронная почта').fill('m.sidorova@rassvet-agro.ru');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByTestId('contact-item').filter({ hasText: 'Сидорова Мария Петровна' });
  await expect(item).toContainText('+7 917 555-44-33');
  await expect(item.getByText('Не подтверждён')).toHaveCount(2);

  // the phone: the code from the outbox (the SMS adapter in development)
  await item.getByRole('button', { name: 'Подтвердить' }).first().click();
  const verify = page.getByRole('dialog', { name: 'Подтверждение телефона' });
  await verify.getByLabel('Код из СМС').fill(await codeFromOutbox(page, '+79175554433'));
  await verify.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(verify).toBeHidden();
  await expect(item.getByText('Подтверждён', { exact: true })).toHaveCount(1);
  await expect(item.getByText('Не подтверждён')).toHaveCount(1);

  await item.getByRole('button', { name: 'Удалить контакт Сидорова Мария Петровна' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удаление контакта' });
  await expect(confirm).toContainText('Удалить контакт «Сидорова Мария Петровна»?');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveCount(0);
});
