import { expect, test } from '@playwright/test';
import { codeFromOutbox, signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const CLIENT_PHONE = '+79000000001';
const CONSENT = 'Согласие на запрос в бюро кредитных историй';

test('the demo client signs the credit-bureau consent with the SMS code and downloads the signed PDF', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/client/documents');
  await expect(page.getByRole('heading', { name: 'Документы', level: 1 })).toBeVisible();

  const card = page.getByTestId('document-card').filter({ hasText: CONSENT });
  await expect(card).toBeVisible();
  await expect(card.getByText('Ожидает подписи')).toBeVisible();
  const originalHref = await card.getByRole('link', { name: 'Скачать' }).getAttribute('href');
  const original = await page.request.get(originalHref ?? '');
  expect(original.ok()).toBe(true);
  const originalBytes = await original.body();

  await card.getByRole('button', { name: 'Подписать' }).click();
  const dialog = page.getByRole('dialog', { name: CONSENT });
  await expect(dialog).toBeVisible();

  // The first signature by SMS asks for the SES agreement (its own code to the chosen phone).
  const agreement = dialog.getByTestId('ses-agreement');
  const getCode = dialog.getByRole('button', { name: 'Получить код', exact: true });
  await expect(agreement.or(getCode)).toBeVisible();
  if (await agreement.isVisible()) {
    await expect(agreement).toContainText('63-ФЗ');
    await dialog.getByLabel('Я ознакомился и принимаю условия соглашения').check();
    await dialog.getByRole('button', { name: 'Принять и получить код' }).click();
    await expect(dialog.getByText(/Код отправлен на номер \+7 900 \*\*\*-\*\*-01/)).toBeVisible();
    await dialog.getByLabel('Код из SMS').first().click();
    await page.keyboard.type(await codeFromOutbox(page, CLIENT_PHONE));
  }

  await getCode.click();
  await expect(dialog.getByText(/Код для подписания отправлен на номер/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Отправить повторно через \d+ сек\./ })).toBeDisabled();
  await dialog.getByLabel('Код из SMS').first().click();
  await page.keyboard.type(await codeFromOutbox(page, CLIENT_PHONE));

  await expect(dialog.getByText('Подписано', { exact: true })).toBeVisible();
  const signedHref = await dialog.getByTestId('signed-pdf-link').first().getAttribute('href');
  const signed = await page.request.get(signedHref ?? '');
  expect(signed.ok()).toBe(true);
  expect(signed.headers()['content-type']).toBe('application/pdf');
  const signedBytes = await signed.body();
  expect(signedBytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(signedBytes.equals(originalBytes)).toBe(false);
  expect(signedBytes.length).toBeGreaterThan(originalBytes.length);

  await dialog.getByRole('button', { name: 'Готово' }).click();
  await page.getByRole('tab', { name: /Подписанные/ }).click();
  const signedCard = page.getByTestId('document-card').filter({ hasText: CONSENT });
  await expect(signedCard.getByText('Подписано', { exact: true })).toBeVisible();
  await expect(signedCard.getByText(/Петров Иван Сергеевич \(ПЭП\)/)).toBeVisible();
  await expect(signedCard.getByTestId('signed-download')).toBeVisible();
});
