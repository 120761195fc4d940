import { expect, test } from '@playwright/test';

// The e2e server sees the browser at 127.0.0.1: a local address, so GetGeoByIP answers Москва.
test.describe('city detection and choice', () => {
  test('asks to confirm the detected city; "Да" closes and is remembered', async ({ page }) => {
    await page.goto('/');
    const confirm = page.getByRole('dialog', { name: 'Ваш город Москва?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect(confirm).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user_fias_code')?.value).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ваш город Москва?' })).toHaveCount(0);
  });

  test('"Выбрать другой" opens the picker, which searches after more than 3 letters and shows the branch notice', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('dialog', { name: 'Ваш город Москва?' })
      .getByRole('button', { name: 'Выбрать другой' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Выберите город' });
    await expect(picker).toBeVisible();
    const search = picker.getByPlaceholder('Не введено');

    await search.fill('Xyzq');
    await expect(picker.getByText('Ничего не найдено')).toBeVisible();

    await search.fill('Ново');
    const novosibirsk = picker.getByRole('button', { name: /Новосибирск/ });
    await expect(novosibirsk).toBeVisible();
    await novosibirsk.click();
    await expect(picker).toBeHidden();

    const notice = page.getByRole('dialog').filter({ hasText: 'В вашем регионе есть филиал' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('по адресу');
    await expect(notice.getByRole('link', { name: 'Показать' })).toHaveAttribute(
      'href',
      /^\/company\/filials\/\d+/,
    );

    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain('Новосибирск');
  });
});
