import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { installFakeCryptoPro, makeTestCertificate } from '../fixtures/fake-cryptopro';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const CONSENT = 'Согласие на запрос в бюро кредитных историй';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  // No internet here; the plug-in's API loader from cryptopro.ru is refused at once.
  await page.route('https://www.cryptopro.ru/**', (route) => route.abort());
});

async function openConsentDialog(page: Page) {
  await page.goto('/cabinet/v2/client/documents');
  const card = page.getByTestId('document-card').filter({ hasText: CONSENT });
  await expect(card.getByText('Ожидает подписи')).toBeVisible();
  await card.getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog', { name: CONSENT });
  await dialog.getByText('Подписание через КриптоПро').click();
  return { card, dialog };
}

test('without the CryptoPro plug-in the certificate option explains what to install', async ({ page }) => {
  await signInAs(page, 'client');
  const { dialog } = await openConsentDialog(page);
  await expect(dialog.getByText('В этом браузере не найден КриптоПро ЭЦП Browser plug-in.')).toBeVisible();
  await expect(dialog.getByText(/Чтобы подписать документ электронной подписью/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'КриптоПро ЭЦП Browser plug-in' })).toHaveAttribute(
    'href',
    'https://www.cryptopro.ru/products/cades/plugin',
  );
  await expect(dialog.getByRole('button', { name: 'Подписать', exact: true })).toHaveCount(0);
  // Back to the SMS method: nothing was signed.
  await dialog.getByText('Подписание с помощью ПЭП').click();
  await expect(
    dialog.getByTestId('ses-agreement').or(dialog.getByRole('button', { name: 'Получить код', exact: true })),
  ).toBeVisible();
});

test('a client signs the credit-bureau consent by its certificate through the plug-in and sees it signed', async ({
  page,
}) => {
  // A company of its own (the demo client's consent is the SMS journey's, signing.spec.ts): it
  // registers by the certificate, so the certificate's INN is the account's.
  await installFakeCryptoPro(
    page,
    await makeTestCertificate({ cn: 'Зайцев Артём Павлович', inn: '7709900036' }),
  );
  await page.goto('/cabinet/v2/auth?method=certificate&mode=reg_lkk');
  const form = page.getByRole('form', { name: 'Вход по электронной подписи' });
  await expect(form.getByLabel('ИНН организации или ИП')).toHaveValue('7709900036');
  await form.getByRole('button', { name: 'Зарегистрироваться как клиент' }).click();
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);

  const { card, dialog } = await openConsentDialog(page);
  const originalHref = await card.getByRole('link', { name: 'Скачать' }).getAttribute('href');
  const originalBytes = await (await page.request.get(originalHref ?? '')).body();
  await expect(dialog.getByLabel('Сертификат')).toHaveValue(/Зайцев Артём Павлович \(до /);
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();

  await expect(dialog.getByText('Подписано', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(`Документ «${CONSENT}» подписан`);
  const signedHref = await dialog.getByTestId('signed-pdf-link').first().getAttribute('href');
  const signed = await page.request.get(signedHref ?? '');
  expect(signed.headers()['content-type']).toBe('application/pdf');
  const signedBytes = await signed.body();
  expect(signedBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(signedBytes.length).toBeGreaterThan(originalBytes.length);

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await page.getByRole('tab', { name: /Подписанные/ }).click();
  const signedCard = page.getByTestId('document-card').filter({ hasText: CONSENT });
  await expect(signedCard.getByText('Подписано', { exact: true })).toBeVisible();
  await expect(signedCard.getByText(/Зайцев Артём Павлович.*\(КриптоПро\)/)).toBeVisible();
});
