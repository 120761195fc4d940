import { expect, type Locator, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** "142 610,91 ₽" → 142610.91 */
function roubles(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function payments(table: Locator): Promise<number[]> {
  const cells = await table.locator('tbody tr td:nth-child(3)').allTextContents();
  return cells.map(roubles);
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the calculator redraws the schedule for each schedule type', async ({ page }) => {
  await page.goto('/calculator/');
  await expect(page.getByRole('heading', { level: 1, name: 'Калькулятор лизинга' })).toBeVisible();
  const table = page.getByTestId('schedule-table');

  // annuity: equal payments
  const annuity = await payments(table);
  expect(annuity.length).toBe(12);
  expect(annuity[0]).toBeGreaterThan(0);
  expect(annuity[1]).toBe(annuity[0]);
  const annuityHeadline = await page.getByTestId('monthly-payment').textContent();

  // regressive: each payment below the one before
  await page.getByText('Регрессивный', { exact: true }).click();
  await expect(page.getByText('Первый платёж')).toBeVisible();
  await expect
    .poll(async () => {
      const [first = 0, second = 0] = await payments(table);
      return second < first;
    })
    .toBe(true);
  expect(await page.getByTestId('monthly-payment').textContent()).not.toBe(annuityHeadline);

  // seasonal: payments only in the chosen months, zero in the others
  await page.getByText('Сезонный', { exact: true }).click();
  await expect(page.getByText('Платёж в сезон')).toBeVisible();
  await expect.poll(async () => (await payments(table)).filter((payment) => payment === 0).length).toBe(9);
  await page.getByRole('checkbox', { name: 'июл' }).check();
  await expect.poll(async () => (await payments(table)).filter((payment) => payment === 0).length).toBe(8);

  // a longer term lengthens the schedule
  const term = page.getByRole('textbox', { name: 'Срок лизинга, мес.' });
  await term.fill('48');
  await term.blur();
  await expect(page.getByRole('button', { name: 'Показать все 48 платежей' })).toBeVisible();

  // the inputs live in the address: a reload opens the same seasonal 48-month calculation
  await expect(page).toHaveURL(/term=48/);
  await expect(page).toHaveURL(/repayment_code=9/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Срок лизинга, мес.' })).toHaveValue('48 мес.');
  await expect(page.getByText('Платёж в сезон')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'июл' })).toBeChecked();
});

test('state support lowers the rate, and the offer downloads as a PDF', async ({ page }) => {
  await page.goto('/calculator/?price=2400000&advance=30&term=24');
  await expect(page.getByRole('textbox', { name: 'Стоимость техники, ₽' })).toHaveValue('2 400 000 ₽');
  const rate = page.getByTestId('rate');
  await expect(rate).toHaveText('17 % годовых');
  await page.getByRole('switch', { name: 'Господдержка (льготная ставка)' }).check();
  await expect(rate).toHaveText('7 % вместо 17 %');

  const href = await page.getByRole('link', { name: 'Скачать предложение (PDF)' }).getAttribute('href');
  expect(href).toContain('state_support=1');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const apply = page.getByRole('link', { name: 'Подать заявку' });
  await expect(apply).toHaveAttribute(
    'href',
    /^\/cabinet\/v2\/client\/apps\/deal\/create\?price=2400000&advance=30&term=24/,
  );
});

test('choosing a category applies its bounds and rate', async ({ page }) => {
  await page.goto('/calculator/');
  const { items } = (await (await page.request.get('/srv/CalcListCategory')).json()) as {
    items: { guid: string; title: string }[];
  };
  const sprayers = items.find((item) => item.title === 'Опрыскиватели');
  expect(sprayers).toBeDefined();
  const conditions = await (
    await page.request.get(`/srv/GetBorderConditions?guid_category=${sprayers?.guid}`)
  ).json();

  await page.getByRole('combobox', { name: 'Категория техники' }).selectOption({ label: 'Опрыскиватели' });
  await expect(page.getByText(`${conditions.max_term} мес.`, { exact: true })).toBeVisible();
  // the demo sprayers lease for at most five years, not the seven of "any machinery"
  expect(conditions.max_term).toBeLessThan(84);
  await expect(page.getByText('84 мес.', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('rate')).toHaveText(
    `${new Intl.NumberFormat('ru-RU').format(conditions.rate)}\u00a0% годовых`,
  );
  const pdf = await page.getByRole('link', { name: 'Скачать предложение (PDF)' }).getAttribute('href');
  expect(pdf).toContain(`guid_category=${sprayers?.guid}`);
});
