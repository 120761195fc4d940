import { expect, type Page, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

// Decision 0149: below the first screen, the footer, the offer strips and the sellers are left as
// the server rendered them, without their code, until the visitor scrolls near them.

test.use({ viewport: { width: 390, height: 844 } });

/** The chunks of the parts that come to life near the screen. */
const NEAR_PARTS = /\/(footer-body|offer-strips|sellers-block)-[\w-]+\.js$/;

/** The scripts the page asks for, by path. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The favourite button of the card at `index` (not yet a favourite) answers: the page is hydrated. */
async function waitForLivePage(page: Page, index = 0) {
  const card = page.getByRole('article').nth(index);
  await card.getByRole('button', { name: 'В избранное' }).click();
  await expect(card.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible();
}

/** Marks the window: the mark is gone after a whole page load, kept by a client-side navigation. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const windowMarked = (page: Page) => page.evaluate(() => 'samePage' in window);

test('on a phone the footer, offers and sellers wait, without their code, until scrolled near; their links work all along', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  const scripts = scriptsAskedFor(page);
  await page.goto('/catalog/traktory/');
  await waitForLivePage(page);
  expect(scripts.filter((path) => NEAR_PARTS.test(path))).toEqual([]);

  // A link of the kept footer is the browser's own: followed (without scrolling to it), it loads the page whole.
  const footer = page.locator('footer');
  await markWindow(page);
  await footer
    .getByRole('link', { name: 'Калькулятор лизинга' })
    .evaluate((link) => (link as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/calculator\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await windowMarked(page)).toBe(false);

  // Scrolled near, the footer's code comes and React renders it in place of the kept HTML.
  await page.goto('/catalog/traktory/');
  await waitForLivePage(page, 1);
  const keptLink = await footer.getByRole('link', { name: 'Калькулятор лизинга' }).elementHandle();
  await page.getByRole('region', { name: 'Поставщики' }).scrollIntoViewIfNeeded();
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter((path) => NEAR_PARTS.test(path)).length).toBe(3);
  await expect.poll(() => keptLink?.evaluate((link) => link.isConnected)).toBe(false);
  await expect(page.getByRole('region', { name: 'Поставщики' }).getByRole('listitem').first()).toBeVisible();

  // Now its links are React Router's: the page changes in place.
  await markWindow(page);
  await footer.getByRole('link', { name: 'Калькулятор лизинга' }).click();
  await expect(page).toHaveURL(/\/calculator\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
});

test('a section opened in place shows its own offers and sellers, though they were kept as served', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  const sellerNames = () =>
    page.getByRole('region', { name: 'Поставщики' }).getByRole('listitem').allTextContents();

  await page.goto('/catalog/traktory/kolesnye-traktory/');
  const served = await sellerNames();
  expect(served.length).toBeGreaterThan(0);

  await page.goto('/catalog/traktory/');
  await waitForLivePage(page);
  const before = await sellerNames();
  expect(before).not.toEqual(served);
  await markWindow(page);
  await page
    .getByRole('navigation', { name: 'Разделы каталога' })
    .getByRole('link', { name: /^Колёсные тракторы/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Колёсные тракторы');
  expect(await windowMarked(page)).toBe(true);
  await expect.poll(sellerNames).toEqual(served);
});

// Decision 0186: a product's characteristics and reviews are text only; the browser keeps the
// server's HTML (and never fetches the reviews' code), unless a navigation in place brings another product.
test('a product page keeps its characteristics and reviews as served, and a similar product opened in place shows its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asReturningVisitor(page);
  const scripts = scriptsAskedFor(page);
  const specs = () =>
    page
      .getByRole('table')
      .filter({ has: page.getByRole('rowheader') })
      .first()
      .textContent();
  await page.goto('/catalog/item/100/');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const served = await specs();
  // The similar products' cards are live (their favourite button answers): the page is hydrated.
  await page.getByRole('heading', { name: 'Похожая техника' }).scrollIntoViewIfNeeded();
  const similar = page.getByTestId('product-card').first();
  // A press before the page is live is lost (the card is plain HTML until then): press again
  // until the button answers, never twice once it has.
  await expect(async () => {
    const add = similar.getByRole('button', { name: 'В избранное' });
    if (await add.isVisible()) await add.click();
    await expect(similar.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  await page.getByRole('heading', { name: 'Характеристики' }).scrollIntoViewIfNeeded();
  expect(scripts.filter((path) => /\/product-reviews-[\w-]+\.js$/.test(path))).toEqual([]);

  await markWindow(page);
  await similar.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  expect(await windowMarked(page)).toBe(true);
  await expect.poll(specs).not.toEqual(served);
  await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
});
