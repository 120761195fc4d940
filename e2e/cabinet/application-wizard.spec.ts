import { expect, test } from '@playwright/test';
import {
  choose,
  fillDeliveryAddress,
  fillStepsToConditions,
  next,
  SAMPLE_PDF as PDF,
  startApplication,
  WIZARD,
} from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('the client fills an application in eight steps, gets its PDF and resumes the draft from the address', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client');
  await startApplication(page);
  await expect(page.getByTestId('application-title')).toHaveText('Новая заявка');
  const idObject = new URL(page.url()).searchParams.get('id_object');

  // 1. Applicant and programme; an empty name is named on its field and nothing typed is lost.
  await choose(page, 'Регион деятельности', /Тамбовская/);
  await choose(page, 'Программа лизинга', 'Льготный лизинг Минсельхоза России');
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('wizard-message')).toHaveText('Обязательное поле');
  await expect(page.getByRole('combobox', { name: 'Регион деятельности' })).toHaveValue(/Тамбовская/);
  await page.getByRole('textbox', { name: 'Контактное лицо' }).fill('Иван Петров');
  await next(page, 1);

  // 2. Two machines from the catalogue.
  await expect(page.getByTestId('application-catalog')).toBeVisible();
  const cards = page.getByTestId('catalog-product');
  await cards.nth(0).getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByTestId('chosen-product')).toHaveCount(1);
  await cards.nth(1).getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByTestId('chosen-product')).toHaveCount(2);
  await expect(page.getByTestId('product-summ')).toContainText('₽');
  await next(page, 2);

  // 3. Delivery with its cost.
  await expect(page.getByRole('combobox', { name: 'Регион поставки' })).toHaveValue(/Тамбовская/);
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Рассчитать доставку' }).click();
  await expect(page.getByTestId('shipping-cost')).toContainText('₽');
  await next(page, 3);

  // 4. Lease conditions keep their defaults.
  await expect(page.getByRole('combobox', { name: 'Срок лизинга' })).toHaveValue('36 мес.');
  await next(page, 4);

  // 5. Company figures. No declaration is ticked for the client; what Агролизинг knows of its
  // leases (the demo client has a contract with an overdue payment) is stated beside them (issue 39).
  await expect(page.getByRole('checkbox', { name: /Просроченной задолженности/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Есть действующие договоры лизинга' })).not.toBeChecked();
  await expect(page.locator('[data-field="lease_record"]')).toContainText(
    /По данным Агролизинга\s*Действующих договоров \d+, просрочка [\d\s\u00a0]+₽/,
  );
  await page.getByRole('textbox', { name: 'Выручка за прошлый год, ₽' }).fill('12500000');
  await page.getByRole('textbox', { name: 'Площадь обрабатываемых земель, га' }).fill('1200');
  await page.getByRole('textbox', { name: 'Единиц техники в парке' }).fill('14');
  await next(page, 5);

  // 6. Documents, uploaded with a progress bar once the fields are live.
  await expect(
    page.locator('[data-field="charter_file"]').getByRole('button', { name: /^(Выбрать|Заменить) файл/ }),
  ).toBeEnabled();
  await page.locator('[data-field="charter_file"] input[type="file"]').setInputFiles(PDF);
  await expect(page.getByTestId('file-charter_file')).toBeVisible();
  await page.locator('[data-field="statements_file"] input[type="file"]').setInputFiles(PDF);
  await expect(page.getByTestId('file-statements_file')).toBeVisible();
  await next(page, 6);

  // 7. Check and confirm.
  await expect(page.getByText('Иван Петров')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Подтверждаю, что сведения в заявке достоверны' }).check();
  await next(page, 7);

  // 8. The application's PDF and the place to sign it.
  const download = page.getByTestId('download-request');
  await expect(download).toHaveAttribute('href', /^\/srv\/files\/\d+\?download=1$/);
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('heading', { name: 'Подписание заявки' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подписать' })).toBeEnabled();

  // Leave and come back by the address: the draft resumes where it was.
  await page.goto('/cabinet/v2/client/dashboard');
  await page.goto(`${WIZARD}?id_object=${idObject}&step=3`);
  await expect(page.getByRole('heading', { name: 'Доставка', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Адрес поставки' })).toHaveValue(
    'г Тамбов, ул Советская, д 1',
  );
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(new RegExp(`id_object=${idObject}&step=2$`));
  await expect(page.getByTestId('chosen-product')).toHaveCount(2);
});

test('a step fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'client');
  await startApplication(page);
  await expect(page.getByTestId('wizard-steps-compact')).toContainText('Шаг 1 из 8');
  await expect(page.getByRole('button', { name: 'Далее' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the conditions step shows the monthly payment by the calculator on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client');
  await startApplication(page);
  await fillStepsToConditions(page);
  const figure = page.locator('[data-field="monthly_payment"]');
  await expect(figure).toContainText(/аванс 10 %, 36 мес\., ставка [\d,]+ % — как в калькуляторе/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`conditions-${width}.png`), fullPage: true });
  }
});
