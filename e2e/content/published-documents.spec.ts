import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

/** The pages that list published documents (decision 0089). */
const PAGES = [
  '/client/docs/',
  '/investors/reports/',
  '/investors/insiders/',
  '/company/tenders/',
  '/providers/partnership/',
  '/documentflow/',
];

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

test('every document linked from the document pages opens as a real file of its type', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await asReturningVisitor(page);
  let followed = 0;
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Документы' })).toBeVisible();
    const links = page.locator('main a[href^="/docs/"]');
    const hrefs = [
      ...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))),
    ];
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const extension = /\.(\w+)$/.exec(href)?.[1] ?? '';
      expect(response.headers()['content-type'], href).toBe(TYPES[extension]);
      const bytes = await response.body();
      expect(bytes.subarray(0, 4).toString('latin1'), href).toBe(
        extension === 'pdf' ? '%PDF' : 'PK\u0003\u0004',
      );
      followed += 1;
    }
  }
  expect(followed).toBeGreaterThanOrEqual(14);
});

test('a visitor opens the leasing rules from the client documents page', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/client/docs/');
  const link = page.getByRole('link', { name: 'Правила лизинга' });
  await expect(link).toHaveAttribute('href', '/docs/leasing_rules.pdf');
  const response = await page.request.get('/docs/leasing_rules.pdf');
  expect(response.headers()['content-disposition']).toContain('leasing_rules.pdf');
  expect((await page.request.get('/docs/no_such_document.pdf')).status()).toBe(404);
  expect((await page.request.get('/docs/leasing_rules.docx')).status()).toBe(404);
});
