import { expect, test } from '@playwright/test';
import { installFakeCryptoPro, makeTestCertificate } from '../fixtures/fake-cryptopro';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  // No internet here; the plug-in's API loader from cryptopro.ru is refused at once.
  await page.route('https://www.cryptopro.ru/**', (route) => route.abort());
});

test('without the CryptoPro plug-in the certificate tab explains what to install', async ({ page }) => {
  await page.goto('/cabinet/v2/auth?method=certificate');
  await expect(page.getByText('В этом браузере не найден КриптоПро ЭЦП Browser plug-in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'КриптоПро CSP' })).toHaveAttribute(
    'href',
    'https://www.cryptopro.ru/products/csp',
  );
  await expect(page.getByRole('link', { name: 'КриптоПро ЭЦП Browser plug-in' })).toHaveAttribute(
    'href',
    'https://www.cryptopro.ru/products/cades/plugin',
  );
});

test('the client signs in by a certificate carrying its INN and lands in the dashboard', async ({ page }) => {
  await installFakeCryptoPro(
    page,
    await makeTestCertificate({ cn: 'Петров Иван Сергеевич', inn: '3662000015' }),
  );
  await page.goto('/cabinet/v2/auth');
  await page.getByRole('tab', { name: 'Подпись ЭП' }).click();
  const form = page.getByRole('form', { name: 'Вход по электронной подписи' });
  await expect(form.getByLabel('Сертификат')).toHaveValue(/Петров Иван Сергеевич/);
  await expect(form.getByLabel('ИНН организации или ИП')).toHaveValue('3662000015');
  await form.getByRole('button', { name: 'Войти по подписи' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
});

// Decision 0116: a certificate valid to 22:30 UTC on 25 November is valid to 26 November in
// Moscow; a browser in New York showed «до 25.11…», the day of its own zone.
test.describe('in a browser set to New York time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the certificate picker shows the Moscow day its certificate is valid to', async ({ page }) => {
    const year = new Date().getUTCFullYear() + 1;
    await installFakeCryptoPro(
      page,
      await makeTestCertificate({ cn: 'Петров Иван Сергеевич', inn: '3662000015' }),
      { validTo: `${year}-11-25T22:30:00.000Z` },
    );
    await page.goto('/cabinet/v2/auth?method=certificate');
    const form = page.getByRole('form', { name: 'Вход по электронной подписи' });
    await expect(form.getByLabel('Сертификат')).toHaveValue(`Петров Иван Сергеевич (до 26.11.${year})`);
  });
});

test('a certificate of another company is refused with the reason', async ({ page }) => {
  await installFakeCryptoPro(page, await makeTestCertificate({ cn: 'Сидоров Олег', inn: '7709900011' }));
  await page.goto('/cabinet/v2/auth?method=certificate');
  const form = page.getByRole('form', { name: 'Вход по электронной подписи' });
  await form.getByLabel('ИНН организации или ИП').fill('3662000015');
  await form.getByRole('button', { name: 'Войти по подписи' }).click();
  await expect(form.getByRole('alert')).toContainText('Сертификат выдан другой организации (ИНН 7709900011)');
  await expect(page).toHaveURL(/\/cabinet\/v2\/auth/);
});

test('a new company registers as a client by its certificate, accepts the agreements and lands in the dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await installFakeCryptoPro(page, await makeTestCertificate({ cn: 'Орлов Пётр Ильич', inn: '5001007329' }));
  await page.goto('/cabinet/v2/auth?method=certificate&mode=reg_lkk');
  const form = page.getByRole('form', { name: 'Вход по электронной подписи' });
  await expect(form.getByLabel('ИНН организации или ИП')).toHaveValue('5001007329');
  await form.getByRole('button', { name: 'Зарегистрироваться как клиент' }).click();

  await expect(page.getByText('Шаг 8 из 8 · Осталось принять соглашения')).toBeVisible();
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Орлов Пётр Ильич' })).toBeVisible();
});
