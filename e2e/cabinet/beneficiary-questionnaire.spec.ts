import { expect, test } from '@playwright/test';
import { signBySmsCode, signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const CLIENT_PHONE = '+79000000001';

test('the client fills the beneficiary questionnaire, signs it with the SMS code and sees it signed in the list; the manager reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/documents');
  await page.getByRole('link', { name: 'Анкеты и декларации' }).click();
  await expect(page.getByRole('heading', { name: 'Анкеты и декларации', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Номер анкеты' })).toHaveAttribute(
    'placeholder',
    'Введите номер',
  );

  await page.getByRole('button', { name: 'Заполнить анкету' }).click();
  await expect(page).toHaveURL(/\/documents\/compliance\/questionnaire\?step=1&id_object=\d+/);
  const id = new URL(page.url()).searchParams.get('id_object');
  const next = page.getByRole('button', { name: 'Далее' });
  await expect(next).toBeEnabled();

  // Step 1: each question answered by exactly one of its pair.
  await page.getByRole('checkbox', { name: 'Вопрос 005: да' }).check();
  await page.getByRole('checkbox', { name: 'Вопрос 005: нет' }).check();
  await expect(page.getByRole('checkbox', { name: 'Вопрос 005: да' })).not.toBeChecked();
  for (const code of ['006', '008'])
    await page.getByRole('checkbox', { name: `Вопрос ${code}: нет` }).check();
  await next.click();
  await expect(page.getByTestId('wizard-message')).toHaveText('Отметьте один ответ: «Да» или «Нет»');
  await page.getByRole('checkbox', { name: 'Вопрос 009: нет' }).check();
  await next.click();

  // Step 2: a beneficial owner; a person's INN is checked by its checksum.
  await expect(page).toHaveURL(new RegExp(`step=2&id_object=${id}`));
  await page.getByRole('button', { name: 'Добавить владельца' }).click();
  await page.getByRole('textbox', { name: 'ФИО, строка 1' }).fill('Петров Иван Сергеевич');
  await page.getByRole('textbox', { name: 'Доля, %, строка 1' }).fill('100');
  await page.getByRole('textbox', { name: 'ИНН, строка 1' }).fill('500123456751');
  await page.getByRole('textbox', { name: 'Гражданство, строка 1' }).fill('Россия');
  await next.click();
  await expect(page.getByTestId('wizard-message')).toHaveText(
    'Строка 1: проверьте ИНН — контрольная сумма не сходится',
  );
  await page.getByRole('textbox', { name: 'ИНН, строка 1' }).fill('500123456750');
  await next.click();

  // Step 3: the questionnaire's PDF, signed by the SMS code.
  await expect(page).toHaveURL(new RegExp(`step=3&id_object=${id}`));
  await expect(page.getByTestId('compliance-status')).toHaveText('Ожидает подписи');
  await expect(page.getByTestId('download-request')).toBeVisible();
  await page.getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog', { name: /Анкета о бенефициарных владельцах/ });
  await expect(dialog).toBeVisible();
  await signBySmsCode(page, dialog, CLIENT_PHONE);
  await expect(dialog.getByText('Подписано', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('compliance-status')).toHaveText('Подписана');

  // The list, on a phone: the questionnaire is signed, and it may be cancelled, not deleted.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cabinet/v2/client/documents/compliance?status=signed');
  const card = page
    .getByTestId('questionnaire-card')
    .filter({ hasText: `АБ-${String(id).padStart(6, '0')}` });
  await expect(card.getByText('Подписана')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Аннулировать' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The manager reads it in the back office, read-only.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/compliance?kind=beneficiary');
  await manager.getByRole('link', { name: new RegExp(`АБ-${String(id).padStart(6, '0')}`) }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toContainText('Анкета о бенефициарных владельцах');
  await expect(manager.getByRole('cell', { name: '500123456750' })).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Подписанный PDF' })).toBeVisible();
  await managerContext.close();
});

test('the client sends the registration of a non-resident to the manager and checks a credit declaration at 390 px', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/documents/compliance');
  await page.getByRole('link', { name: 'Заполнить сведения' }).click();
  const next = page.getByRole('button', { name: 'Далее' });
  await expect(next).toBeEnabled();
  await page.getByRole('combobox', { name: 'Страна регистрации' }).click();
  await page.getByRole('option', { name: 'Казахстан' }).click();
  await page
    .getByRole('textbox', { name: 'Регистрационный номер в стране регистрации' })
    .fill('123456789012');
  await page.getByRole('textbox', { name: 'Наименование латиницей' }).fill('Agro Trade');
  await page.getByRole('textbox', { name: 'Наименование на русском языке' }).fill('ТОО «Агро Трейд»');
  await page.getByRole('textbox', { name: 'Адрес регистрации' }).fill('Астана, ул. Кенесары, 40');
  await next.click();
  await expect(page).toHaveURL(/non-resident\?step=2&id_object=\d+/);
  await page.getByRole('textbox', { name: 'Контактное лицо (ФИО)' }).fill('Ахметов Ержан');
  await page.getByRole('textbox', { name: 'Телефон в международном формате' }).fill('+7 701 123 45 67');
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('agro@example.kz');
  await next.click();
  await expect(page.getByText('Казахстан')).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('compliance-status')).toHaveText('На рассмотрении');

  // The credit declaration: a row of obligations checked as a whole (the remaining sum is not above the amount).
  await page.goto('/cabinet/v2/client/documents/compliance/credit-declaration');
  await expect(next).toBeEnabled();
  await page.getByRole('button', { name: 'Добавить обязательство' }).click();
  await page.getByRole('textbox', { name: 'Кредитор, строка 1' }).fill('ПАО Сбербанк');
  await page.getByRole('combobox', { name: 'Вид обязательства, строка 1' }).click();
  await page.getByRole('option', { name: 'Лизинг' }).click();
  await page.getByRole('textbox', { name: 'Сумма, ₽, строка 1' }).fill('1000000');
  await page.getByRole('textbox', { name: 'Остаток, ₽, строка 1' }).fill('2000000');
  await page.getByRole('textbox', { name: 'Погашение (ДД.ММ.ГГГГ), строка 1' }).fill('15.03.2028');
  await next.click();
  await expect(page.getByTestId('wizard-message')).toHaveText('Строка 1: остаток — число не больше суммы');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
