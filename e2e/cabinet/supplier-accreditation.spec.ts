import { expect, type Page, test } from '@playwright/test';
import { choose, SAMPLE_PDF } from '../fixtures/application-wizard';
import { expectLetterToAccount, unreadOf } from '../fixtures/bell';
import { signBySmsCode, signInAs } from '../fixtures/cabinet';
import { installFakeCryptoPro, makeTestCertificate } from '../fixtures/fake-cryptopro';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const SUPPLIER_PHONE = '+79000000003';
const COMMENT = 'Уточните число точек продаж и сервиса';

/** Sends the current step and waits for the next one in the address. */
async function next(page: Page, step: number) {
  await page.getByRole('button', { name: step === 4 ? 'Сформировать пакет' : 'Далее' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step + 1}(&|$)`));
}

/** Signs the package at step 5; the first time the SES agreement comes first. */
async function signPackage(page: Page) {
  await page.getByTestId('accreditation-sign').getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписание пакета на аккредитацию' });
  await signBySmsCode(page, dialog, SUPPLIER_PHONE);
  // Signing stamps the package's PDF and files it: on a machine under load it takes its time.
  await expect(dialog.getByText('Подписано', { exact: true })).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('accreditation-status')).toHaveText('На проверке');
}

/** Signs the package at step 5 by the certificate the (fake) CryptoPro plug-in holds. */
async function signPackageByCertificate(page: Page) {
  await page.getByTestId('accreditation-sign').getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписание пакета на аккредитацию' });
  await dialog.getByText('Подписание через КриптоПро').click();
  await expect(dialog.getByLabel('Сертификат')).toHaveValue(/Волков Дмитрий Олегович \(до /);
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(dialog.getByText('Подписано', { exact: true })).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByTestId('accreditation-status')).toHaveText('На проверке');
}

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test('supplier-new passes accreditation: signs by SMS, fixes what the manager asks, signs by certificate and is approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The whole journey runs on a phone's screen: every page must fit 390 px.
  const phone = { viewport: { width: 390, height: 844 } };
  const supplierContext = await browser.newContext(phone);
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  // The second signature is by the company's certificate through the plug-in (no internet here:
  // the plug-in's loader from cryptopro.ru is refused at once).
  await supplier.route('https://www.cryptopro.ru/**', (route) => route.abort());
  await installFakeCryptoPro(
    supplier,
    await makeTestCertificate({ cn: 'Волков Дмитрий Олегович', inn: '6163000030' }),
  );
  await signInAs(supplier, 'supplier-new');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/dashboard/);
  await expect(supplier.getByTestId('accreditation-status')).toHaveText('Не пройдена');
  await fitsScreen(supplier);
  await expect(supplier.getByText('Раздел откроется после аккредитации').first()).toBeVisible();

  // The old link leads to the accreditation, which starts at step 1.
  await supplier.goto('/cabinet/accreditation/');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/accreditation\/?\?step=1$/);
  await fitsScreen(supplier);
  await choose(supplier, 'Тип поставщика', 'Дилер');
  await supplier.getByRole('textbox', { name: 'Марки техники' }).fill('Ростсельмаш, Кировец');
  await supplier.getByRole('textbox', { name: 'Регион деятельности' }).fill('Ростовская область');
  await next(supplier, 1);
  await expect(supplier).toHaveURL(/id_object=\d+/);
  const idObject = new URL(supplier.url()).searchParams.get('id_object');

  await supplier.getByRole('textbox', { name: 'Численность сотрудников' }).fill('45');
  await supplier.getByRole('textbox', { name: 'Лет на рынке сельхозтехники' }).fill('7');
  await next(supplier, 2);

  await supplier.getByRole('textbox', { name: 'ФИО контактного лица' }).fill('Волков Дмитрий Олегович');
  await supplier.getByRole('textbox', { name: 'Должность' }).fill('Директор');
  await supplier.getByRole('textbox', { name: 'Телефон' }).fill('+79000000003');
  await supplier.getByRole('textbox', { name: 'E-mail' }).fill('volkov@niva.example');
  await next(supplier, 3);

  // Step 4: a dealer's package, each document attached with AccreditationDocuments/Add.
  const documents = supplier.getByTestId('package-document');
  await expect(documents).toHaveCount(4);
  for (const code of ['charter', 'egrul', 'financials', 'dealership']) {
    const row = supplier.locator(`[data-testid="package-document"][data-code="${code}"]`);
    await expect(row.getByRole('button', { name: /^Приложить файл/ })).toBeEnabled();
    await row.locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
    await expect(row.getByText('Приложен', { exact: true })).toBeVisible();
  }
  await fitsScreen(supplier);
  await next(supplier, 4);
  await expect(supplier.getByTestId('accreditation-sign')).toBeVisible();
  await fitsScreen(supplier);
  await signPackage(supplier);
  // The timeline says the manager acts next, by the review's service level (decision 0183).
  const timeline = supplier.getByTestId('accreditation-timeline');
  await expect(timeline.locator('[data-state="next"]')).toContainText('Проверка менеджером');
  await expect(timeline.locator('[data-state="next"]')).toContainText(
    /Ждём решения менеджера до \d{1,2} [а-я]+/,
  );
  await fitsScreen(supplier);

  // The supplier waits on its dashboard: its bell has the count before the review.
  await supplier.goto('/cabinet/v2/supplier/dashboard');
  const unreadBefore = await unreadOf(supplier);

  // The manager sends it back for corrections, in another browser.
  const managerContext = await browser.newContext(phone);
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/accreditations');
  await manager
    .getByTestId('backoffice-accreditation')
    .filter({ hasText: 'ООО «НоваяНива»' })
    .getByRole('link')
    .click();
  await expect(manager).toHaveURL(new RegExp(`/backoffice/accreditations/${idObject}$`));
  await expect(manager.getByTestId('accreditation-files').getByRole('link')).toHaveCount(5);
  await fitsScreen(manager);
  await manager.getByRole('textbox', { name: 'Комментарий поставщику' }).fill(COMMENT);
  await manager.getByRole('button', { name: 'Вернуть на доработку' }).click();
  await expect(manager.getByText('Требуются исправления').first()).toBeVisible();

  // No reload: the supplier's bell has counted the return by itself (decision 0169), and the
  // letter reaches its address (issue 37).
  await expect(supplier.getByTestId('header-mobile').getByTestId('header-bell')).toHaveAttribute(
    'data-unread',
    String(unreadBefore + 1),
    { timeout: 15_000 },
  );
  await expectLetterToAccount(
    supplierContext,
    supplier,
    /Агролизинг: Пакет на аккредитацию .+ возвращён на доработку/,
  );

  // The supplier hears of it, comes back at step 5, fixes the questionnaire and signs again.
  await supplier.goto('/cabinet/v2/supplier/dashboard');
  await expect(supplier.getByText(/возвращён на доработку/).first()).toBeVisible();
  await expect(supplier.getByTestId('accreditation-status')).toHaveText('Требуются исправления');
  await supplier.getByRole('link', { name: 'Исправить и подписать' }).click();
  await expect(supplier).toHaveURL(/[?&]step=5(&|$)/);
  await expect(supplier.getByText(COMMENT).first()).toBeVisible();
  await expect(timeline.locator('[data-state="next"]')).toContainText('Ждём от вас: исправьте пакет');
  await supplier.getByRole('button', { name: 'Назад' }).click();
  await expect(supplier).toHaveURL(/[?&]step=4(&|$)/);
  await supplier.getByRole('button', { name: 'Назад' }).click();
  await expect(supplier).toHaveURL(/[?&]step=3(&|$)/);
  await supplier.getByRole('button', { name: 'Назад' }).click();
  await expect(supplier).toHaveURL(/[?&]step=2(&|$)/);
  await supplier.getByRole('textbox', { name: 'Точек продаж и сервиса' }).fill('5');
  await next(supplier, 2);
  await next(supplier, 3);
  await next(supplier, 4);
  await signPackageByCertificate(supplier);

  // The manager approves; the supplier's cabinet opens.
  await manager.reload();
  await expect(manager.getByText('На проверке').first()).toBeVisible();
  await manager.getByRole('button', { name: 'Аккредитовать' }).click();
  await expect(manager.getByText('Аккредитован', { exact: true }).first()).toBeVisible();
  await managerContext.close();

  await supplier.goto('/cabinet/v2/supplier/dashboard');
  await expect(supplier.getByText(/пройдена/).first()).toBeVisible();
  await expect(supplier.getByTestId('accreditation-status')).toHaveText('Аккредитован');
  await expect(supplier.getByText('Раздел откроется после аккредитации')).toHaveCount(0);
  // Every section is built now (the content section last, decision 0111).
  await expect(supplier.getByText('Раздел появится в ближайших обновлениях')).toHaveCount(0);
  await fitsScreen(supplier);
  // The old content link lands on the company card of the content section.
  await supplier.goto('/cabinet/supplier/content/');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/content\/card$/);
  // The card, stores and documents are there at once, made from the package (issue 39).
  await expect(supplier.getByLabel('О компании')).toBeVisible();
  for (const path of ['card', 'stores', 'documents']) {
    await supplier.goto(`/cabinet/v2/supplier/content/${path}`);
    await expect(supplier.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(supplier.getByText(/после аккредитации|нет карточки компании/)).toHaveCount(0);
  }
  await supplierContext.close();
});
