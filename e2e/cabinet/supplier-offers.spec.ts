import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const OFFER_TEXT = 'Скидка на технику со склада в Воронеже — журнал спецпредложений';

/** The page is no wider than the screen (390 px: nothing scrolls sideways). */
async function fitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('supplier works a lead, sends a special offer, the manager accepts it, the public special offers show it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = { viewport: { width: 390, height: 844 } };
  const supplierContext = await browser.newContext(phone);
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier');

  // The section's address leads to the products tab; a callback from a machine's page is a lead.
  await supplier.goto('/cabinet/v2/supplier/interests');
  await expect(supplier).toHaveURL(/\/cabinet\/v2\/supplier\/products\/interests$/);
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Интересы клиентов');
  const lead = supplier.getByTestId('supplier-interest').filter({ hasText: 'Ольга Романова' });
  await expect(lead).toContainText('Заказал звонок');
  await fitsScreen(supplier);
  await lead.getByRole('link', { name: 'Ольга Романова' }).click();
  await expect(supplier).toHaveURL(/\/products\/interests\/callback-\d+$/);
  await supplier.getByRole('radio', { name: 'В работе' }).check();
  await supplier.getByRole('textbox', { name: 'Заметка' }).fill('Перезвонили, отправили КП');
  await supplier.getByRole('button', { name: 'Сохранить' }).click();
  await expect(supplier.getByText('Сохранено')).toBeVisible();
  await fitsScreen(supplier);
  await supplier.goto('/cabinet/v2/supplier/products/interests?state=in_work');
  await expect(supplier.getByTestId('supplier-interest').filter({ hasText: 'Ольга Романова' })).toContainText(
    'Перезвонили, отправили КП',
  );

  // A special offer on the third machine goes to moderation.
  await supplier.getByRole('link', { name: 'Спецпредложения' }).click();
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText('Специальные предложения');
  const select = supplier.getByRole('combobox', { name: 'Техника' });
  const option = select.locator('option').nth(2);
  const label = (await option.textContent()) ?? '';
  await select.selectOption({ index: 2 });
  const title = label.split(' — ')[0] ?? '';
  const price = Number((label.split(' — ')[1] ?? '').replace(/\D/g, ''));
  const special = Math.floor((price * 0.8) / 1000) * 1000;
  await supplier.getByRole('textbox', { name: 'Специальная цена, ₽' }).fill(String(special));
  const today = await supplier.locator('input[name="starts_on"]').inputValue();
  await supplier.locator('input[name="ends_on"]').fill(shiftDays(today, 20));
  await supplier.getByRole('textbox', { name: 'Коротко о предложении' }).fill(OFFER_TEXT);
  await supplier.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(supplier.getByText('Предложение отправлено на модерацию')).toBeVisible();
  const mine = supplier.getByTestId('supplier-offer').filter({ hasText: OFFER_TEXT });
  await expect(mine).toContainText('На модерации');
  await fitsScreen(supplier);

  // The manager accepts it in the back office.
  const managerContext = await browser.newContext(phone);
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto('/backoffice/supplier-offers?status=pending');
  const card = manager.getByTestId('backoffice-supplier-offer').filter({ hasText: OFFER_TEXT });
  await expect(card).toContainText(title);
  await fitsScreen(manager);
  await card.getByRole('button', { name: 'Принять и опубликовать' }).click();
  await expect(card).toBeHidden();
  await manager.goto('/backoffice/supplier-offers?status=accepted');
  await expect(
    manager.getByTestId('backoffice-supplier-offer').filter({ hasText: OFFER_TEXT }),
  ).toContainText('Опубликовано');

  // The public special offers page shows it while its period runs.
  const guestContext = await browser.newContext(phone);
  const guest = await guestContext.newPage();
  await guest.goto('/specialoffers/');
  const shown = guest.getByTestId('public-supplier-offer').filter({ hasText: OFFER_TEXT });
  await expect(shown).toContainText(title);
  await expect(shown).toContainText(
    new Intl.NumberFormat('ru-RU').format(special).replace(/\s/g, ' ').split(' ')[0] ?? '',
  );
  await fitsScreen(guest);

  // The supplier sees it published.
  await supplier.reload();
  await expect(mine).toContainText('На сайте');
  await Promise.all([supplierContext.close(), managerContext.close(), guestContext.close()]);
});
