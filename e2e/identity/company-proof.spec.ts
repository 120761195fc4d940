import { expect, test } from '@playwright/test';
import { FIXTURE_REPRESENTATIVE } from '../../apps/gateway/src/testing/attorney-fixtures';
import { fillApplicationToSigning } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { installFakeCryptoPro, makeTestCertificate, signedTestAttorney } from '../fixtures/fake-cryptopro';
import { registerUpToAgreements } from '../fixtures/registration';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.route('https://www.cryptopro.ru/**', (route) => route.abort());
});

// Issue 35 §1, decision 0156: a stranger's registration only claims a company; its head's
// certificate proves it, gets it, and the stranger's account shows that it was detached.
test('a stranger claims a company and keeps a draft; the head proves it by certificate and the stranger is detached', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const inn = await registerUpToAgreements(page, {
    phone: '+79167773501',
    company: 'ДонСнаб',
    person: 'Чужаков Пётр Петрович',
    password: 'Чужой-Пароль-2026',
  });
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await expect(page.getByTestId('company-notice')).toContainText('Организация не подтверждена');

  // The draft is filled to its last step, where signing waits for the proof.
  await fillApplicationToSigning(page);
  const signing = page.getByTestId('application-sign');
  await expect(signing).toContainText('Организация не подтверждена');
  await expect(signing.getByRole('button', { name: 'Подписать' })).toHaveCount(0);
  await expect(signing.getByRole('link', { name: 'Подтвердить организацию' })).toBeVisible();

  // The company's head signs in with a certificate of that INN, in a browser of its own.
  const headContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const head = await headContext.newPage();
  await asReturningVisitor(head);
  await head.route('https://www.cryptopro.ru/**', (route) => route.abort());
  await installFakeCryptoPro(head, await makeTestCertificate({ cn: 'Донской Иван Ильич', inn }));
  await head.goto('/cabinet/v2/auth?method=certificate');
  const form = head.getByRole('form', { name: 'Вход по электронной подписи' });
  await expect(form.getByLabel('ИНН организации или ИП')).toHaveValue(inn);
  await form.getByRole('button', { name: 'Войти по подписи' }).click();
  await expect(head).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await expect(head.getByRole('heading', { name: 'Здравствуйте, Донской Иван Ильич' })).toBeVisible();
  await expect(head.getByTestId('company-notice')).toHaveCount(0);
  await headContext.close();

  // The stranger is told, on every cabinet page and on the proof page.
  await page.goto('/cabinet/v2/client/dashboard');
  await expect(page.getByTestId('company-notice')).toContainText('Учётная запись отключена от организации');
  await page.getByTestId('company-notice').getByRole('link', { name: 'Подробнее' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/info\/company$/);
  await expect(page.getByTestId('company-status')).toContainText(
    `(ИНН ${inn}) подтвердил другой пользователь электронной подписью руководителя`,
  );
});

test('a claimant proves its own company by documents, which a manager approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const inn = await registerUpToAgreements(page, {
    phone: '+79167773502',
    company: 'ЗерноТрейд',
    person: 'Полевой Андрей Юрьевич',
    password: 'Свой-Пароль-2026',
  });
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await page.getByTestId('company-notice').getByRole('link', { name: 'Подтвердить организацию' }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение организации', level: 1 })).toBeVisible();

  const documents = page.getByRole('form', { name: 'Подтверждение документами' });
  await documents.getByRole('textbox', { name: 'Должность' }).fill('Генеральный директор');
  const pdf = { name: 'документ.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
  // A file chosen before the form is live would be dropped: its button waits for it.
  await expect(
    documents
      .locator('[data-field="register_extract"]')
      .getByRole('button', { name: /^(Выбрать|Заменить) файл/ }),
  ).toBeEnabled();
  await documents.locator('[data-field="register_extract"] input[type="file"]').setInputFiles(pdf);
  await expect(documents.getByTestId('file-register_extract')).toBeVisible();
  await documents.locator('[data-field="head_appointment"] input[type="file"]').setInputFiles(pdf);
  await expect(documents.getByTestId('file-head_appointment')).toBeVisible();
  await documents.getByRole('button', { name: 'Отправить на проверку' }).click();
  await expect(page.getByTestId('company-proof-request')).toContainText('на проверке');

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/company-proofs?status=review');
  await manager.getByRole('link', { name: new RegExp(`ИНН ${inn}`) }).click();
  await expect(manager.getByTestId('company-proof-files')).toContainText('документ.pdf');
  await manager.getByRole('button', { name: 'Подтвердить организацию' }).click();
  await expect(manager.getByText('подтверждена', { exact: true })).toBeVisible();
  await managerContext.close();

  await page.reload();
  await expect(page.getByTestId('company-status')).toContainText('Организация подтверждена');
  await expect(page.getByTestId('company-status')).toContainText('документами, проверенными менеджером');
});

test('a representative proves the company with a certificate of their own and the company’s МЧД', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const representative = FIXTURE_REPRESENTATIVE;
  const inn = await registerUpToAgreements(page, {
    phone: '+79167773504',
    company: 'СтепьКомплект',
    person: representative.name,
    password: 'Представитель-2026',
  });
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await installFakeCryptoPro(
    page,
    await makeTestCertificate({
      cn: representative.name,
      inn: representative.inn,
      snils: representative.snils,
    }),
  );
  await page.goto('/cabinet/v2/info/company');

  const form = page.getByRole('form', { name: 'Подтверждение электронной подписью' });
  await form.getByLabel('Я представитель по машиночитаемой доверенности').check();
  const attorney = await signedTestAttorney(inn);
  for (const [label, name, buffer] of [
    ['Файл МЧД (XML)', 'ON_EMCHD.xml', attorney.xml],
    ['Подпись МЧД руководителем (.sig)', 'ON_EMCHD.xml.sig', attorney.sig],
  ] as const) {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: label }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
  }
  await form.getByRole('button', { name: 'Подписать и подтвердить' }).click();
  await expect(page.getByTestId('company-status')).toContainText(
    'Подтверждена электронной подписью представителя по МЧД',
  );
});

test("a confirmed client invites a colleague, who registers by the SMS link and follows the company's contracts", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = '+79167773503';
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/info/company');
  const invite = page.getByRole('form', { name: 'Пригласить сотрудника' });
  await invite.getByRole('textbox', { name: 'ФИО сотрудника' }).fill('Коллегова Анна Петровна');
  await invite.getByRole('textbox', { name: 'Мобильный телефон' }).fill('8 916 777-35-03');
  await invite.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(invite.getByRole('status')).toContainText('Приглашение отправлено на номер +7 916 ***-**-03');

  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?recipient=${encodeURIComponent(phone)}`);
  const sms = (await outbox.getByTestId('outbox-body').first().textContent()) ?? '';
  await outbox.close();
  const link = /https?:\/\/\S+\/cabinet\/v2\/invite\/[A-Za-z0-9_-]{43}/.exec(sms)?.[0];
  expect(link, 'the invitation link in the SMS').toBeDefined();

  const colleagueContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const colleague = await colleagueContext.newPage();
  await asReturningVisitor(colleague);
  await colleague.goto(new URL(link ?? '/').pathname);
  await expect(colleague.getByText('Петров Иван Сергеевич приглашает вас в личный кабинет')).toBeVisible();
  await colleague.getByRole('button', { name: 'Получить код по СМС' }).click();
  await expect(colleague.getByLabel('Код из СМС')).toBeVisible();
  const codePage = await colleagueContext.newPage();
  await codePage.goto(`/dev/outbox?recipient=${encodeURIComponent(phone)}`);
  const code = /\b(\d{6})\b/.exec(
    (await codePage.getByTestId('outbox-body').first().textContent()) ?? '',
  )?.[1];
  await codePage.close();
  await colleague.getByLabel('Код из СМС').fill(code ?? '');
  await colleague.getByLabel('Придумайте пароль').fill('Kollega-2026');
  await colleague.getByLabel(/Принимаю согласие/).check();
  await colleague.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(colleague).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await expect(
    colleague.getByRole('heading', { name: 'Здравствуйте, Коллегова Анна Петровна' }),
  ).toBeVisible();
  await expect(colleague.getByTestId('company-notice')).toHaveCount(0);
  // The company's contracts are the colleague's to follow too (decision 0162).
  await colleague.goto('/cabinet/v2/client/orders');
  await expect(colleague.getByText('ДЛ-2026/0412').first()).toBeVisible();
  await colleagueContext.close();
});
