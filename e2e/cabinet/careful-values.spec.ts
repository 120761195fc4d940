import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { pageText, rawPhones, registerShorthand, tableOverflow } from '../fixtures/page-checks';

/**
 * Issue 39: what a careful user trips over — a phone typed any usual way, the address register's
 * shorthand, and the back office's menu on a phone.
 */

test('a phone typed the usual way is written +7 …, and an address of the register reads in full', async ({
  page,
}) => {
  await signInAs(page, 'supplier');
  await page.goto('/cabinet/v2/supplier/content/stores');
  await page.getByRole('button', { name: 'Добавить точку' }).click();
  await page.getByLabel('Название').fill('Сервис на площади');
  await page.getByLabel('Адрес').fill('г Москва, г Москва, пл Ленина, д 1');
  const phone = page.getByLabel('Телефон');
  // The ten digits alone, as a mobile number is often typed: shown in full once the field is left.
  await phone.fill('900 000 00 03');
  await phone.press('Tab');
  await expect(phone).toHaveValue('+7 900 000-00-03');
  await phone.fill('8 (473) 200-10-20');
  await phone.press('Tab');
  await expect(phone).toHaveValue('+7 473 200-10-20');
  await page.getByRole('button', { name: 'Добавить точку' }).click();

  await expect(page.getByText('г. Москва, пл. Ленина, д. 1')).toBeVisible();
  await expect(page.getByText('+7 473 200-10-20', { exact: false })).toBeVisible();
  const text = await pageText(page);
  expect(rawPhones(text)).toEqual([]);
  expect(registerShorthand(text)).toEqual([]);
});

test('on a phone the back office opens its sections in a drawer, and its queue shows cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'manager');
  await page.goto('/backoffice/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Сделки' })).toBeVisible();
  expect(await tableOverflow(page)).toEqual([]);
  const menu = page.getByRole('button', { name: 'Разделы бэк-офиса' });
  await expect(menu).toBeEnabled();
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Разделы бэк-офиса' });
  await drawer.getByRole('link', { name: 'Доверенности' }).click();
  await expect(page).toHaveURL(/\/backoffice\/attorneys/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
