import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('a visitor sends feedback, gets its number and the request is stored', async ({ page, request }) => {
  await asReturningVisitor(page);
  await page.goto('/client/services/feedback/');
  // The browser checks with the gateway's schema before anything is sent.
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Поле не может быть пустым').first()).toBeVisible();
  // 152-ФЗ: the consent box starts unticked and the form is not sent without it.
  const consent = page.getByRole('checkbox', { name: /соглашаюсь с обработкой персональных данных/ });
  await expect(consent).not.toBeChecked();
  await expect(page.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();

  await page.getByLabel('Имя').fill('Иван Петров');
  await page.getByLabel('Электронная почта').fill('ivan@example.ru');
  await page.getByLabel('Сообщение').fill('Можно ли взять зерноуборочный комбайн в лизинг без аванса?');
  await consent.check();
  await page.getByRole('button', { name: 'Отправить' }).click();
  const accepted = page.getByTestId('request-accepted');
  await expect(accepted).toContainText('Заявка отправлена');
  const code = (await accepted.locator('strong').textContent()) ?? '';
  expect(code).toMatch(/^ОБР-\d{6}$/);

  const status = await request.get(`/srv/GetComplaintStatus?code=${encodeURIComponent(code)}`);
  expect(await status.json()).toMatchObject({ code, status: 'received' });
});

test('a visitor asks for a callback', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/client/services/callback/');
  await page.getByLabel('Как к вам обращаться').fill('Анна');
  await page.getByLabel('Телефон').fill('12345');
  await page.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(page.getByText('Введите телефон в формате +7 999 123-45-67')).toBeVisible();
  await page.getByLabel('Телефон').fill('+7 918 123-45-67');
  await page.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(page.getByTestId('request-accepted')).toContainText(/ЗВ-\d{6}/);
});

test('a visitor opens the FAQ and marks an answer useful', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/client/faq/');
  await page.getByRole('button', { name: 'Кто может получить технику в лизинг?' }).click();
  const useful = page.getByRole('button', { name: /^Да · \d+$/ }).first();
  await expect(useful).toHaveText('Да · 0');
  await useful.click();
  await expect(page.getByRole('status').filter({ hasText: 'Спасибо за оценку!' })).toBeVisible();
  await expect(useful).toHaveText('Да · 1');
  await expect(useful).toHaveAttribute('aria-pressed', 'true');
});

test('the technical-support button opens a form that files a support request', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/company/');
  await page.getByRole('button', { name: 'Связаться с нами' }).click();
  await page.getByRole('menuitem', { name: 'Обращение в службу технической поддержки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обращение в службу технической поддержки' });
  await dialog.getByLabel('Имя').fill('Олег');
  await dialog.getByLabel('Электронная почта').fill('oleg@example.ru');
  await dialog.getByLabel('Сообщение').fill('Не приходит код из СМС при подписании договора');
  await dialog.getByRole('checkbox', { name: /соглашаюсь с обработкой персональных данных/ }).check();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByTestId('request-accepted')).toContainText(/ТП-\d{6}/);
});
