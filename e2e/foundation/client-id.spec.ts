import { expect, test } from '@playwright/test';

test('a first visit is given a client id cookie for a year, kept on later pages', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const first = (await context.cookies()).find((cookie) => cookie.name === 'client_id');
  expect(first?.value).toMatch(/^[0-9a-f-]{36}$/);
  const yearFromNow = Date.now() / 1000 + 31_536_000;
  expect(Math.abs((first?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

  await page.goto('/pd/');
  const again = (await context.cookies()).find((cookie) => cookie.name === 'client_id');
  expect(again?.value).toBe(first?.value);
});
