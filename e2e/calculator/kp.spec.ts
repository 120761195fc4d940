import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const offerPdf = fileURLToPath(new URL('../fixtures/commercial-offer.pdf', import.meta.url));

test('a commercial offer is uploaded with a phone number and the request is confirmed', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/kp/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Расчёт по коммерческому предложению' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Получить расчёт' }).click();
  await expect(page.getByText('Приложите коммерческое предложение')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(offerPdf);
  await expect(page.getByTestId('kp-file')).toHaveText('commercial-offer.pdf');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345');
  await page.getByRole('button', { name: 'Получить расчёт' }).click();
  await expect(page.getByText('Телефон в формате +7 и десять цифр')).toBeVisible();

  await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Комбайн, аванс 10 %');
  await page.getByRole('button', { name: 'Получить расчёт' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  await expect(page.getByTestId('kp-confirmation')).toContainText(/Заявка № \d+ принята/);
});
