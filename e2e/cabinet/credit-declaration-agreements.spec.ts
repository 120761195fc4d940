import { expect, test } from '@playwright/test';
import { registerUpToAgreements } from '../fixtures/registration';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('the credit declaration sends a user without the accepted agreements to /pd/ and back (spec 1 §2, §8)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A new organisation leaves the agreements of registration's last step for later…
  await registerUpToAgreements(page, {
    phone: '+79167770303',
    company: 'НиваМаш-Иваново',
    person: 'Кузнецова Анна Сергеевна',
    password: 'Посевная-2027',
  });
  // … and opens the credit declaration: the reply's errcode "agreements" leads to /pd/.
  await page.goto('/cabinet/v2/client/documents/compliance/credit-declaration');
  await expect(page).toHaveURL(/\/pd\/\?back=/);
  await page.getByLabel(/Я ознакомился с документами/).check();
  await page.getByRole('button', { name: 'Принять и продолжить' }).click();
  // Accepted: back at the declaration, which now opens.
  await expect(page).toHaveURL(/\/cabinet\/v2\/client\/documents\/compliance\/credit-declaration/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Декларация о кредитной нагрузке');
  await expect(page.getByTestId('compliance-status')).toBeVisible();
});
