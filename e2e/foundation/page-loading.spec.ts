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
});
