import { expect, test } from '@playwright/test';

/**
 * How a public page loads (issue 12, decision 0103): the render-blocking stylesheets are asked
 * for before the route modules' scripts, and the server's HTML is painted before hydration.
 */
test.describe('page loading', () => {
  for (const path of ['/', '/catalog/', '/calculator/']) {
    test(`${path} asks for its stylesheets before its scripts`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b([^>]*)>/g)].map((match, order) => {
        const attributes = Object.fromEntries(
          [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
        );
        return { order, rel: attributes.rel, as: attributes.as, href: attributes.href };
      });
      const stylesheets = links.filter((link) => link.rel === 'stylesheet');
      const preloads = links.filter((link) => link.rel === 'preload' && link.as === 'style');
      const scripts = links.filter((link) => link.rel === 'modulepreload');
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(0);
      // Every stylesheet of <Links /> has its preload, and the preloads come before any script.
      expect(new Set(preloads.map((link) => link.href))).toEqual(
        new Set(stylesheets.map((link) => link.href)),
      );
      expect(Math.max(...preloads.map((link) => link.order))).toBeLessThan(scripts[0]?.order ?? 0);
    });
  }

  // React moves a finished Suspense boundary past the first 12.8 KB of HTML to the end of the
  // answer unless told otherwise, and its inline script puts it in place after the first paint:
  // the header, the footer and the product's widgets jumped in (decision 0137).
  for (const path of ['/', '/catalog/', '/catalog/item/11/', '/calculator/', '/company/']) {
    test(`${path} has every finished part in its place in the HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      // What the visitor sees comes before React Router's data, which streams as it likes.
      const page = html.slice(0, html.indexOf('window.__reactRouterContext ='));
      expect(page).toContain('</footer>');
      expect(page).not.toContain('<!--$?-->');
      expect(page).not.toMatch(/<template id="B:\d+"/);
    });
  }

  test("the server's HTML is painted before hydration starts", async ({ page }) => {
    await page.goto('/');
    // entry.client marks the moment it hands the page to React.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('agrolease:hydrate').length))
      .toBe(1);
    const [paint, hydrate] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByName('agrolease:hydrate')[0]?.startTime,
    ]);
    expect(paint).toBeDefined();
    expect(paint).toBeLessThanOrEqual(hydrate ?? 0);
  });

  // A part whose code comes after hydration starts (the desktop header, the catalogue's side
  // filters) keeps its server HTML only while nothing above it changes urgently: a first visit's
  // city detection set a context outside a transition, and both parts went blank until their code
  // arrived (seconds on a slow line). Their code is held back here so that the race is always lost.
  test('a first visit on a desktop never blanks a part whose code comes late', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(desktop-header|filter-panel)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Every [data-shown-part] that had content and lost it, recorded from the first byte.
    await page.addInitScript(() => {
      const blanked: string[] = [];
      Object.assign(window, { blankedParts: blanked });
      new MutationObserver((records) => {
        for (const record of records) {
          const part = record.target as Element;
          if (
            part.matches?.('[data-shown-part]') &&
            record.removedNodes.length > 0 &&
            part.childElementCount === 0
          )
            blanked.push(part.parentElement?.tagName ?? '?');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const detected = page.waitForResponse((response) => response.url().includes('/srv/GetGeoByIP'));
    await page.goto('/catalog/traktory/');
    // The page is hydrated and the first visit's city detection, which its effects start, has
    // answered: an urgent update above the held parts would have blanked them by now.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('agrolease:hydrate').length))
      .toBe(1);
    await detected;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const blanked = () => page.evaluate(() => (window as unknown as { blankedParts: string[] }).blankedParts);
    expect(await blanked()).toEqual([]);
    // With their code, the parts come to life in place, and the city question (a transition that
    // waited for them) shows.
    release();
    await expect(page.getByRole('dialog', { name: 'Ваш город Москва?' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Фильтры' })).toBeVisible();
    expect(await blanked()).toEqual([]);
  });
});
