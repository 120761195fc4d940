import { expect, type Page, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const body = (await outbox.getByTestId('outbox-body').first().textContent()) ?? '';
  await outbox.close();
  return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
}

test('registers a new organisation by phone, accepts the agreements and lands in the client dashboard', async ({
  page,
}) => {
  const phone = '+79167770101';
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cabinet/v2/auth');
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/reg$/);

  // 1–2: phone and its code
  await page.getByLabel('Номер мобильного телефона').fill('8 916 777-01-01');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByTestId('reg-step')).toHaveText('Шаг 2 из 8 · Подтверждение телефона');
  await page.getByLabel('Код из СМС').fill(await codeFromOutbox(page, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();

  // 3: the e-mail can wait
  await expect(page.getByTestId('reg-step')).toHaveText('Шаг 3 из 8 · Электронная почта');
  await page.getByRole('button', { name: 'Пропустить, укажу позже' }).click();

  // 5: the company from the counterparty register; a reload resumes at the same step
  await page.getByRole('combobox', { name: /ИНН организации/ }).pressSequentially('Агро');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('textbox', { name: 'ОГРН' })).not.toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('reg-step')).toHaveText('Шаг 5 из 8 · Организация');
  await page.getByRole('button', { name: 'Далее' }).click();

  // 6–7: the person and the password
  await page.getByRole('textbox', { name: 'Фамилия, имя, отчество' }).fill('Смирнов Олег Петрович');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page
    .getByRole('form', { name: 'Учётная запись' })
    .locator('input[name="password"]')
    .fill('Урожай-2026');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // 8: agreements, then the dashboard
  await expect(page.getByText('Шаг 8 из 8 · Осталось принять соглашения')).toBeVisible();
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Смирнов Олег Петрович' })).toBeVisible();
});
