import { expect, test } from '@playwright/test';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test('a special offer opens on its own address without a hydration error, its crumbs ending in a slash', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/specialoffers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Специальные предложения' })).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/specialoffers/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((value) => /\d/.test(value)) ?? '';
  expect(href).toMatch(/^\/specialoffers\/\d+\/$/);

  // A first visit to the offer's address: the server's page is hydrated in the browser.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const jsonLd = await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .locator('script[type="application/ld+json"]')
    .textContent();
  expect(JSON.parse(jsonLd ?? '{}').itemListElement.at(-1).item).toMatch(new RegExp(`${href}$`));
  // A link followed in the browser proves the page is live (hydrated) before errors are read.
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Специальные предложения' })
    .click();
  await expect(page).toHaveURL(/\/specialoffers\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Специальные предложения' })).toBeVisible();
  expect(errors.filter((text) => /#418|#423|[Hh]ydrat/.test(text))).toEqual([]);
});

test("the sitemap lists special offers, sale lots, suppliers and agents, and a sale lot leads to the region's agent", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/specialoffers\/\d+\/<\/loc>/);
  expect(sitemap).toMatch(/\/sale\/\d+\/<\/loc>/);
  expect(sitemap).toMatch(/\/sale\/catalog\/[\w-]+\/<\/loc>/);
  expect(sitemap).toMatch(/\/providers\/\d+\/<\/loc>/);
  expect(sitemap).toMatch(/\/agents\/\d+\/<\/loc>/);

  // A lot in a region with an agent of the company.
  const lots = [...sitemap.matchAll(/\/sale\/(\d+)\/<\/loc>/g)].map((match) => Number(match[1]));
  let found: { lot: number; agent: string; url: string } | null = null;
  for (const id of lots.slice(0, 40)) {
    const lot = await (await request.get(`/srv/SaleCatalogProduct?id=${id}`)).json();
    const agents = await (await request.get(`/srv/GetAgents?region=${lot.region_fias_id}`)).json();
    if (agents.items.length > 0) {
      found = { lot: id, agent: agents.items[0].name, url: agents.items[0].url };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(`/sale/${found?.lot}/`);
  const agents = page.getByTestId('lot-agents');
  await agents.locator(`a[href="${found?.url}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${found?.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(found?.agent ?? '');
});
