import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test('a visitor opens a news item from the press centre', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/company/smi/');
  await expect(page.getByRole('heading', { level: 1, name: 'Пресс-центр' })).toBeVisible();
  const first = page.getByTestId('smi-item').first();
  const title = (await first.locator('p').nth(1).textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/company\/smi\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page
      .getByRole('navigation', { name: 'Навигационная цепочка' })
      .getByRole('link', { name: 'Пресс-центр' }),
  ).toBeVisible();
});

test('a moved page sends the visitor on, and robots.txt names the sitemap', async ({ page, request }) => {
  await asReturningVisitor(page);
  await page.goto('/company/press/');
  await expect(page).toHaveURL(/\/company\/smi\/$/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/company/smi/1/</loc>');
  expect(sitemap).toMatch(/\/catalog\/item\/\d+\/<\/loc>/);
});

test('a visitor opens a video of the press centre on its own page with the poster and description', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/company/smi/');
  const video = page.getByRole('tabpanel', { name: 'Видео' }).getByTestId('smi-item').first();
  // The tabs switch once the page is live: click until the video panel shows.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Видео' }).click();
    await expect(video).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const title = (await video.locator('p').nth(1).textContent()) ?? '';
  await expect(video).toHaveAttribute('href', /^\/company\/smi\/video\/\d+\/$/);
  await video.click();
  await expect(page).toHaveURL(/\/company\/smi\/video\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: `Обложка видео «${title}»` })).toBeVisible();
  await expect(page.locator('main a[href^="http"]')).toHaveCount(0);
  // No made-up package download in the footer.
  await expect(page.locator('a[href$=".apk"]')).toHaveCount(0);
});
