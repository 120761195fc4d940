import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

// Decision 0074: guests' catalogue pages are kept by the server for a short time; decision 0157:
// a signed-in visitor gets the same kept copy, with the account filled in by the browser.

test('a guest gets the catalogue page from the shared cache on the second visit', async ({ request }) => {
  const first = await request.get('/catalog/traktory/');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
  const second = await request.get('/catalog/traktory/');
  expect(second.headers()['x-cache']).toBe('HIT');
  // Decision 0161: a kept page's bytes never change; its scripts are allowed by their hashes.
  expect(await second.text()).toBe(await first.text());
  const policy = second.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain("'nonce-");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*')+ /);
  // Compressed once, in the encoding the browser takes.
  const compressed = await request.get('/catalog/traktory/', { headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers().vary).toContain('accept-encoding');
  expect(await compressed.text()).toBe(await first.text());
});

test('a kept page comes alive under its policy of hashes', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/catalog/traktory/');
  const kept = await page.goto('/catalog/traktory/');
  expect(kept?.headers()['x-cache']).toBe('HIT');
  // The filter panel says it is ready, and works, only once its scripts ran.
  const filters = page.locator('form[aria-label="Фильтры"][data-ready]').first();
  await expect(filters).toBeVisible();
  await filters.getByRole('checkbox', { name: /гусеничный/ }).check();
  await expect(page).toHaveURL(/catalog%5Bfilter%5D|catalog\[filter\]/);
  expect(refused).toEqual([]);
});

test('guests share one kept home page, whatever the query', async ({ request }) => {
  const first = await request.get('/');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
  const second = await request.get('/?utm_source=mail');
  expect(second.headers()['x-cache']).toBe('HIT');
});

// Decision 0157: a signed-in visitor gets the same kept page, marked; the account in the header
// comes from the browser's CheckAuth, and signing out there leaves «Войти».
test('a signed-in visitor gets the kept page, with their account filled in by the browser', async ({
  page,
}) => {
  test.setTimeout(90_000); // the first sign-in of a fresh database on a shared machine
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  const asked = page.waitForResponse((response) => response.url().endsWith('/srv/CheckAuth'));
  const response = await page.goto('/catalog/traktory/');
  // Kept by the site, never by a shared cache on the way: the answer is marked for this visitor.
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(['HIT', 'MISS']).toContain(response?.headers()['x-cache']);
  const body = (await response?.text()) ?? '';
  expect(body).toMatch(/<html data-account=""/);
  expect(body).not.toContain('Учётная запись:');
  expect((await asked).status()).toBe(200);
  const account = page.getByRole('button', { name: /^Учётная запись:/ });
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Учётная запись:/ })).toHaveCount(0);
});

test('on a phone the account is asked for when the menu opens', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  await page.goto('/catalog/item/11/');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(page.getByRole('button', { name: /^Учётная запись:/ })).toBeVisible();
});

// Decision 0085: a guest's product page is one kept copy; the visitor's own «Вы смотрели»
// comes from the browser's POST /srv/ViewedProducts, never from the kept page.
test('product pages are kept for guests and each visitor sees only their own viewed products', async ({
  page,
  browser,
}) => {
  await asReturningVisitor(page);
  // The page posts its view once it is live: the next page waits for that answer, not a time.
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/srv/ViewedProducts') && response.request().method() === 'POST',
  );
  const first = await page.goto('/catalog/item/11/');
  expect(first?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect((await recorded).status()).toBe(200);
  await page.goto('/catalog/item/12/');
  const viewed = page.getByRole('heading', { name: 'Вы смотрели' });
  await expect(viewed).toBeVisible();
  await expect(page.getByRole('link', { name: firstTitle }).first()).toBeVisible();

  // Another guest gets the same kept page, without the first visitor's list.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await asReturningVisitor(otherPage);
  const kept = await otherPage.goto('/catalog/item/12/');
  expect(kept?.headers()['x-cache']).toBe('HIT');
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Вы смотрели' })).toHaveCount(0);
  await other.close();
});
