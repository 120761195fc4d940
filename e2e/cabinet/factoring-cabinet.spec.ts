import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const NUMBER = 'Р-2026/100';

test('the factoring supplier sends a register of invoices and the customer confirms it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'factoring-supplier');
  await expect(page).toHaveURL(/\/cabinet\/v2\/factoring\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Реестры поставок' })).toBeVisible();
  // The demo's six registers at least: journeys before this one (careful-second-round) add their own.
  await expect(page.getByTestId('factoring-register').nth(5)).toBeVisible();

  await page.getByLabel('Номер реестра').fill(NUMBER);
  await page.getByLabel('ИНН покупателя').fill('2635000060');
  await page.getByLabel('Покупатель').fill('ООО «Агрохолдинг Степной»');
  await page.getByRole('button', { name: 'Создать реестр' }).click();
  await expect(page.getByTestId('factoring-register-title')).toHaveText(`Реестр ${NUMBER}`);
  await expect(page.getByTestId('factoring-register-status')).toHaveText('Черновик');

  await page.getByLabel('Номер накладной').fill('ТН-500');
  await page.getByLabel('Сумма, ₽').fill('400000');
  // Days are typed as a person writes them (issue 39): a year of five digits (cut to «1202» by the
  // field's ten characters) is refused in Russian.
  await page.getByLabel('Дата накладной').fill('20.11.12026');
  await page.getByLabel('Срок оплаты').fill('19.01.2027');
  await page.getByRole('button', { name: 'Добавить накладную' }).click();
  await expect(page.getByText('Год — от 1900 до 2100')).toBeVisible();
  await page.getByLabel('Дата накладной').fill('20.11.2026');
  await page.getByLabel('Что поставлено').fill('Запчасти к комбайнам');
  await page.getByRole('button', { name: 'Добавить накладную' }).click();
  await expect(page.getByTestId('factoring-invoice')).toHaveCount(1);
  await expect(page.getByTestId('factoring-register-total')).toHaveText(/400\s000/);
  await page.getByRole('button', { name: 'Отправить на финансирование' }).click();
  await expect(page.getByText('Реестр отправлен', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('factoring-register-status')).toHaveText('На подтверждении у покупателя');
  // Its timeline: sent today, the customer's answer due by the register's service level (decision 0183).
  await expect(page.getByTestId('steps-timeline').locator('[data-state="next"]')).toContainText(
    /Ждём ответа покупателя до \d{1,2} [а-я]+/,
  );
  await expect(page.getByRole('button', { name: 'Добавить накладную' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Финансирование' })
    .click();
  await expect(page.getByTestId('factoring-register').filter({ hasText: NUMBER })).toContainText(
    /Аванс 360\s000/,
  );
  await page.goto('/cabinet/v2/factoring/invoice');
  await expect(page.getByTestId('factoring-invoice').filter({ hasText: 'ТН-500' })).toContainText(NUMBER);
  await page.goto('/cabinet/v2/factoring/reports');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Скачать XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^factoring-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The customer confirms the new register and disputes the older waiting one.
  await page.context().clearCookies();
  await signInAs(page, 'factoring-customer');
  await expect(page).toHaveURL(/\/cabinet\/v2\/factoring-customer\/dashboard$/);
  const mine = page.getByTestId('factoring-register').filter({ hasText: NUMBER });
  await expect(mine).toContainText('АО «ЗерноМаш»');
  await expect(mine.getByTestId('register-timeline').locator('[data-state="next"]')).toContainText(
    /Ждём вашего ответа до \d{1,2} [а-я]+/,
  );
  await mine.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(mine.getByText('Ответ сохранён: Подтверждён, ждёт финансирования')).toBeVisible();
  await page.reload();
  await expect(mine.locator('[data-status="confirmed"]')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Подтвердить' })).toHaveCount(0);

  const older = page.getByTestId('factoring-register').filter({ has: page.locator('[data-status="sent"]') });
  await expect(older).toHaveCount(1);
  await older.getByRole('button', { name: 'Оспорить' }).click();
  await expect(page.getByText('Укажите, что не так с поставками: поставщик увидит ваш ответ')).toBeVisible();
  await older.getByLabel('Комментарий').fill('ТН-313 не получена складом');
  await older.getByRole('button', { name: 'Оспорить' }).click();
  await expect(page.getByText('Ответ сохранён: Оспорен покупателем')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ответ покупателя: ТН-313 не получена складом')).toBeVisible();

  // The manager finances the confirmed register; the supplier sees the money.
  await page.context().clearCookies();
  await signInAs(page, 'manager');
  await page.goto('/backoffice/factoring');
  const toFinance = page.getByTestId('factoring-register').filter({ hasText: NUMBER });
  await expect(toFinance.getByLabel('Сумма финансирования, ₽')).toHaveValue('360 000');
  await toFinance.getByRole('button', { name: 'Профинансировать' }).click();
  await confirmMoneyAction(page, 'Профинансировать');
  await expect(toFinance.locator('[data-status="financed"]')).toBeVisible();
  await page.reload();
  await expect(toFinance.getByRole('button', { name: 'Покупатель оплатил' })).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, 'factoring-supplier');
  await page.goto('/cabinet/v2/factoring/financing');
  await expect(page.getByTestId('factoring-register').filter({ hasText: NUMBER })).toContainText(
    /выплачено 360\s000/,
  );
});

test('the factoring cabinets fit a 390 px screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'factoring-supplier');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsScreen(page);
  for (const path of ['registers', 'invoice', 'financing', 'reports']) {
    await page.goto(`/cabinet/v2/factoring/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fitsScreen(page);
  }
  await page.goto('/cabinet/v2/factoring/registers');
  await page.getByTestId('factoring-register').first().getByRole('link').click();
  await expect(page.getByTestId('factoring-register-title')).toBeVisible();
  await fitsScreen(page);
  await context.clearCookies();
  await signInAs(page, 'factoring-customer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsScreen(page);
  await context.close();
});

test('a factoring customer cannot open the supplier side', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'factoring-customer');
  await page.goto('/cabinet/v2/factoring/registers');
  await expect(page).toHaveURL(/\/cabinet\/v2\/factoring-customer\/dashboard$/);
});
