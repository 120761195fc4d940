import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

// Decision 0074: guests' catalogue pages are kept by the server for a short time; a signed-in
// visitor's page is rendered for them and never stored.

test('a guest gets the catalogue page from the shared cache on the second visit', async ({ request }) => {
  const first = await request.get('/catalog/traktory/');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30');
  const second = await request.get('/catalog/traktory/');
  expect(second.headers()['x-cache']).toBe('HIT');
  // The kept page comes with this answer's own CSP nonce (decision 0079), the rest alike.
  const nonceOf = (policy: string | undefined) => /'nonce-([\w-]+)'/.exec(policy ?? '')?.[1] ?? '';
  const firstNonce = nonceOf(first.headers()['content-security-policy']);
  const secondNonce = nonceOf(second.headers()['content-security-policy']);
  expect(firstNonce).not.toBe('');
  expect(secondNonce).not.toBe(firstNonce);
  const secondBody = await second.text();
  expect(secondBody).toContain(`nonce="${secondNonce}"`);
  expect(secondBody).not.toContain(firstNonce);
  expect(secondBody.replaceAll(secondNonce, firstNonce)).toBe(await first.text());
});

test('a signed-in visitor gets a private page with their account in the header', async ({ page }) => {
  test.setTimeout(90_000); // the first sign-in of a fresh database on a shared machine
  await asReturningVisitor(page);
  await signInAs(page, 'client');
  const response = await page.goto('/catalog/traktory/');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(response?.headers()['x-cache']).toBeUndefined();
  await expect(page.getByRole('button', { name: /^Учётная запись:/ }).first()).toBeVisible();
});
