import { expect, test } from '@playwright/test';
import { expectLetterToAccount, signedInDesktop, unreadOf } from '../fixtures/bell';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test("a manager publishes a supplier's price change: the supplier's bell counts it without a reload, and the letter names the machine", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = { viewport: { width: 390, height: 844 }, locale: 'ru-RU' };
  const supplierContext = await browser.newContext(phone);
  const supplier = await supplierContext.newPage();
  await asReturningVisitor(supplier);
  await signInAs(supplier, 'supplier');

  // The journey's own change: the third machine of the nomenclature (the price journey takes the first).
  await supplier.goto('/cabinet/v2/supplier/products/nomenclature');
  const machine = supplier.getByTestId('supplier-product').nth(2);
  await expect(machine).toBeVisible();
  const title = ((await machine.getByRole('link').first().textContent()) ?? '').trim();
  await machine.getByRole('link', { name: 'Уровни цен' }).click();
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText(title);
  await supplier.getByRole('textbox', { name: 'Цена 1, ₽' }).fill('7654000');
  await supplier.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await expect(supplier.getByTestId('product-change-status')).toHaveText('На модерации');

  // The supplier waits on its dashboard, on a phone.
  await supplier.goto('/cabinet/v2/supplier/dashboard');
  const before = await unreadOf(supplier);

  // The manager publishes the change in another browser.
  const { context: managerContext, page: manager } = await signedInDesktop(browser, 'manager');
  await manager.goto('/backoffice/product-changes?status=pending');
  await manager.getByTestId('backoffice-product-change').getByRole('link', { name: title }).first().click();
  await expect(manager).toHaveURL(/\/backoffice\/product-changes\/\d+$/);
  await manager.getByRole('button', { name: 'Принять и опубликовать' }).click();
  await expect(manager.getByTestId('product-change-status')).toHaveText('Принято');
  await managerContext.close();

  // No reload: the supplier's bell has counted the message by itself.
  await expect(supplier.getByTestId('header-mobile').getByTestId('header-bell')).toHaveAttribute(
    'data-unread',
    String(before + 1),
    { timeout: 15_000 },
  );

  // The letter reaches the supplier's address within seconds, by the kind «moderation».
  await expectLetterToAccount(
    supplierContext,
    supplier,
    `Агролизинг: Изменения карточки «${title}» опубликованы`,
  );
  await supplierContext.close();
});
