import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

const SCAN = path.join(import.meta.dirname, '../fixtures/commercial-offer.pdf');

/** dd.mm.yyyy, days from today. */
function ruDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .reverse()
    .join('.');
}

test('on a phone, the client gives a contact person a power of attorney with a scan, sees it and revokes it', async ({
  page,
}) => {
  const name = 'Кузьмин Павел Андреевич';
  await page.setViewportSize({ width: 390, height: 844 });
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  await page.goto('/cabinet/v2/info/');
  const section = page.getByRole('region', { name: 'Контактные лица' });

  // The demo chief accountant's МЧД is in force.
  const demo = section.getByTestId('contact-item').filter({ hasText: 'Смирнова Ольга Викторовна' });
  await expect(demo.getByTestId('contact-attorney')).toContainText('МЧД №');
  await expect(demo.getByTestId('attorney-status')).toHaveText('Действует');

  await section.getByRole('button', { name: 'Добавить контакт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый контакт' });
  await dialog.getByLabel('ФИО').fill(name);
  await dialog.getByLabel('Должность').fill('Агроном');
  await dialog.getByLabel('Телефон').fill('+7 917 555-77-11');
  await dialog.getByLabel('Электронная почта').fill('p.kuzmin@rassvet-agro.ru');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const item = section.getByTestId('contact-item').filter({ hasText: name });
  await expect(item.getByTestId('contact-attorney')).toContainText('Нет.');
  await item.getByRole('link', { name: 'Добавить доверенность' }).click();

  // Step 1: the details; the wizard writes its step into the address once it is live.
  await expect(page).toHaveURL(/\/cabinet\/v2\/info\/attorney\?.*step=1/);
  await expect(page.getByRole('heading', { name: 'Доверенность контактного лица' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Номер доверенности' }).fill('15/2026');
  await page.getByRole('textbox', { name: 'Дата выдачи' }).fill(ruDay(-1));
  await page.getByRole('textbox', { name: 'Действует до' }).fill(ruDay(365));
  await page.getByRole('textbox', { name: 'Должность представителя по доверенности' }).fill('Агроном');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 2: the scan, checked against the server's size limit and uploaded.
  await expect(page).toHaveURL(/step=2&id_object=\d+/);
  await expect(
    page.locator('[data-field="file"]').getByRole('button', { name: /^(Выбрать|Заменить) файл/ }),
  ).toBeEnabled();
  await page.locator('[data-field="file"] input[type="file"]').setInputFiles(SCAN);
  await expect(page.getByTestId('file-file')).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 3: the summary, then store.
  await expect(page).toHaveURL(/step=3&id_object=\d+/);
  await expect(page.getByText('Проверьте доверенность')).toBeVisible();
  await expect(page.getByText('15/2026')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить доверенность' }).click();
  // A paper attorney waits for the manager (decision 0155).
  await expect(page.getByTestId('attorney-stored')).toContainText('передана на проверку');
  await page.getByRole('link', { name: 'К контактным лицам' }).click();

  await expect(item.getByTestId('attorney-status')).toHaveText('На проверке');
  await expect(item.getByTestId('contact-attorney')).toContainText('Доверенность № 15/2026');
  await expect(item.getByRole('link', { name: 'commercial-offer.pdf' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page fits 390 px').toBeLessThanOrEqual(390);

  await item.getByRole('button', { name: 'Отозвать с проверки' }).click();
  const revoke = page.getByRole('dialog', { name: 'Отзыв доверенности' });
  await expect(revoke).toContainText('Отозвать доверенность № 15/2026?');
  await revoke.getByRole('button', { name: 'Отозвать' }).click();
  await expect(revoke).toBeHidden();
  await expect(item.getByTestId('attorney-status')).toHaveText('Отозвана');

  // Leave the demo data as it was: the contact goes.
  await item.getByRole('button', { name: `Удалить контакт ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Удаление контакта' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(item).toHaveCount(0);
});
