import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('a visitor goes from the championship to a season, a report and its galleries', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/company/');
  await page.getByRole('link', { name: 'Чемпионат пахарей' }).first().click();
  await expect(page).toHaveURL(/\/company\/championship\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Чемпионат пахарей' })).toBeVisible();

  await page
    .getByTestId('championship-seasons')
    .getByRole('link', { name: /Чемпионат пахарей — 2025/ })
    .click();
  await expect(page).toHaveURL(/\/company\/championship\/2\/$/);
  await expect(page).toHaveTitle('Чемпионат пахарей — 2025 — Агролизинг');
  await expect(page.getByRole('table')).toContainText('Николай Дьяченко');

  await page.getByTestId('championship-item').filter({ hasText: 'Первая женская команда в финале' }).click();
  await expect(page).toHaveURL(/\/company\/championship\/item\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Первая женская команда в финале');
  await expect(page.getByText('Ольга Савченко работает механизатором восемь лет.')).toBeVisible();

  await page.getByRole('link', { name: 'Фотогалереи' }).click();
  await expect(page).toHaveURL(/\/company\/championship\/2\/galleries\/$/);
  await expect(page.getByTestId('championship-gallery')).toHaveCount(2);
  await page.getByRole('button', { name: 'Открыть фотографию «Старт финального заезда»' }).click();
  const viewer = page.getByRole('dialog', { name: 'Финал: Старт финального заезда' });
  await expect(viewer.getByRole('img', { name: 'Старт финального заезда' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Следующая фотография' }).click();
  await expect(page.getByRole('dialog', { name: 'Финал: Болельщики у кромки поля' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The season's videos: a drawn poster until the visitor presses play.
  await page.getByRole('link', { name: 'Видео' }).click();
  await expect(page).toHaveURL(/\/company\/championship\/2\/videos\/$/);
  await expect(page.getByRole('button', { name: 'Смотреть: Лучшие моменты финала 2025' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test("a branch's 'Схема проезда' opens the drawn map at zoom 17 and zooms within 3–20", async ({ page }) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/company/filials/1');
  await page.getByRole('button', { name: 'Схема проезда' }).click();
  const modal = page.getByRole('dialog', { name: 'Схема проезда' });
  const map = modal.getByTestId('drawn-map');
  await expect(map).toHaveAttribute('data-zoom', '17');
  await expect(modal.getByTestId('map-marker')).toBeVisible();
  await expect(map).toHaveAccessibleName(/^Схема проезда: .+/);

  const zoomIn = modal.getByRole('button', { name: 'Приблизить' });
  for (let click = 0; click < 3; click++) await zoomIn.click();
  await expect(map).toHaveAttribute('data-zoom', '20');
  await expect(zoomIn).toBeDisabled();

  const zoomOut = modal.getByRole('button', { name: 'Отдалить' });
  for (let click = 0; click < 17; click++) await zoomOut.click();
  await expect(map).toHaveAttribute('data-zoom', '3');
  await expect(zoomOut).toBeDisabled();
  await expect(modal.getByRole('link', { name: 'Открыть в Яндекс Картах' })).toHaveAttribute('href', /z=3/);

  // A department of the head office has the same map, at the head office.
  await page.goto('/company/contacts/3/');
  await page.getByRole('button', { name: 'Схема проезда' }).click();
  await expect(page.getByRole('dialog', { name: 'Схема проезда' }).getByTestId('map-address')).toHaveText(
    '125009, г. Москва, ул. Ильинка, д. 15',
  );
});
