import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

/** Issue 14: the agent's commercial offers (docs/decisions/0092). */
test('the agent calculates an offer for a contractor, downloads its PDF and sends it by e-mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'agent');
  await page.getByRole('link', { name: 'Коммерческие предложения' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Коммерческие предложения' })).toBeVisible();
  await page.getByRole('link', { name: 'Новое предложение' }).click();

  const contractor = page.getByLabel('Контрагент');
  const zarechye = await contractor.locator('option', { hasText: 'Заречье' }).getAttribute('value');
  await contractor.selectOption(zarechye ?? '');
  await page.getByLabel('Предмет лизинга').fill('Трактор Кировец К-742, 2026 г.');
  await page.getByLabel('Стоимость с НДС, ₽').fill('12000000');
  // Issue 39: a sum shows its thousands grouped as it is typed.
  await expect(page.getByLabel('Стоимость с НДС, ₽')).toHaveValue('12 000 000');
  await page.getByLabel('Аванс, %').fill('20');
  // a term the conditions refuse: the error names the field and nothing typed is lost
  await page.getByLabel('Срок, мес.').fill('500');
  await page.getByRole('button', { name: 'Рассчитать и сохранить' }).click();
  await expect(page.getByText(/Срок лизинга должен быть целым числом месяцев/)).toBeVisible();
  await expect(page.getByLabel('Предмет лизинга')).toHaveValue('Трактор Кировец К-742, 2026 г.');
  await expect(page.getByLabel('Стоимость с НДС, ₽')).toHaveValue('12 000 000');

  await page.getByLabel('Срок, мес.').fill('36');
  await page.getByRole('button', { name: 'Рассчитать и сохранить' }).click();
  await expect(page.getByText('Предложение рассчитано и сохранено.')).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Трактор Кировец К-742, 2026 г.');
  const number = /КП-\d{6}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');
  await expect(page.getByTestId('monthly-payment')).toContainText('₽');

  // the PDF, as the button downloads it
  const pdfHref = (await page.getByRole('link', { name: 'Скачать PDF' }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // sent with the PDF attached: the letter is in the outbox
  await page.getByLabel('Отправить на e-mail').fill('zarechye@example.ru');
  await page.getByRole('button', { name: 'Отправить с PDF' }).click();
  await expect(page.getByTestId('offer-sent')).toHaveText('Отправлено на zarechye@example.ru');
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox?recipient=zarechye%40example.ru');
  await expect(outbox.getByTestId('outbox-body').first()).toContainText(`Вложение: ${number}.pdf`);
  await outbox.close();

  await page.getByRole('link', { name: 'Коммерческие предложения' }).first().click();
  await expect(page.getByTestId('agent-offer').filter({ hasText: number })).toContainText(
    'отправлено на zarechye@example.ru',
  );
});

test('the offers fit a 390 px screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await asReturningVisitor(page);
  await signInAs(page, 'agent');
  for (const path of ['offers', 'offers/create']) {
    await page.goto(`/cabinet/v2/agent/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await context.close();
});
