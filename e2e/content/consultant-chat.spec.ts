import { expect, type Page, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The widget states its mode once connected; outside working hours it asks for a contact too. */
async function visitorWrites(page: Page, text: string) {
  const widget = page.getByRole('dialog', { name: 'Чат с консультантом' });
  await expect(widget.getByText(/Онлайн|Нерабочее время|Консультанты заняты/)).toBeVisible();
  const contact = widget.getByLabel('Телефон или e-mail для ответа');
  if (await contact.isVisible()) await contact.fill('+7 918 555-12-34');
  await widget.getByLabel('Сообщение').fill(text);
  await widget.getByRole('button', { name: 'Отправить' }).click();
  await expect(widget.getByTestId('chat-messages')).toContainText(text);
}

test('a manager answers a visitor in the consultant console and the visitor sees the answer', async ({
  page,
  browser,
}) => {
  const question = `Нужен лизинг на трактор Беларус 82.1, вопрос ${Date.now()}`;
  const answer = 'Здравствуйте! Да, Беларус 82.1 есть в каталоге, аванс от 10 %.';

  // The visitor opens the chat on the home page and writes.
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Связаться с нами' }).click();
  await page.getByRole('menuitem', { name: 'Чат с консультантом' }).click();
  await visitorWrites(page, question);

  // A manager, in a browser of their own, is sent to sign in first and then back to the console.
  const managerContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
  });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await manager.goto('/backoffice/chat');
  await expect(manager).toHaveURL(/\/cabinet\/v2\/auth\?next=%2Fbackoffice%2Fchat$/);
  await manager.getByLabel('Логин, e-mail или телефон').fill('manager');
  await manager
    .getByRole('form', { name: 'Вход по логину и паролю' })
    .locator('input[name="password"]')
    .fill('Demo-2001');
  await manager.getByRole('button', { name: 'Войти' }).click();
  await expect(manager).toHaveURL(/\/backoffice\/chat$/);
  await expect(manager.getByRole('heading', { name: 'Чат с посетителями' })).toBeVisible();

  const conversation = manager.getByTestId('conversation').filter({ hasText: question });
  await expect(conversation.getByTestId('unread')).toHaveText('1');
  await conversation.click();
  await expect(manager.getByTestId('console-messages')).toContainText(question);
  await expect(conversation.getByTestId('unread')).toHaveCount(0);

  await manager.getByLabel('Ответ посетителю').fill(answer);
  await manager.getByRole('button', { name: 'Ответить' }).click();
  await expect(manager.getByTestId('console-messages')).toContainText(answer);

  // The open widget polls: the answer arrives without reloading the page, and the widget now
  // shows the manager who answered instead of the company.
  await expect(page.getByTestId('chat-messages')).toContainText(answer);
  const widget = page.getByRole('dialog', { name: 'Чат с консультантом' });
  await expect(widget.getByText('Елена Орлова')).toBeVisible();
  await expect(widget.getByText('Ведущий менеджер по лизингу')).toBeVisible();

  // The visitor writes again: the console shows it without a reload.
  await visitorWrites(page, 'Спасибо, а какой срок поставки?');
  await expect(manager.getByTestId('console-messages')).toContainText('Спасибо, а какой срок поставки?');

  // Closing leaves the visitor a note.
  await manager.getByRole('button', { name: 'Закрыть диалог' }).click();
  await expect(page.getByTestId('chat-messages')).toContainText('Консультант завершил диалог');
  await managerContext.close();
});

test('the console is for managers only: a client is told the section is not for their role', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/cabinet/v2/auth?next=/backoffice/chat');
  await page.getByLabel('Логин, e-mail или телефон').fill('client');
  await page
    .getByRole('form', { name: 'Вход по логину и паролю' })
    .locator('input[name="password"]')
    .fill('Demo-2001');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/backoffice\/chat$/);
  await expect(page.getByText('Раздел недоступен для вашей роли')).toBeVisible();
  await expect(page.getByTestId('conversation')).toHaveCount(0);
});
