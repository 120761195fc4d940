import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_22_AA } from '../fixtures/axe';
import { signInAs } from '../fixtures/cabinet';

/**
 * Issue 39: the cabinets pass axe as the public templates do (decision 0118): no serious or
 * critical violation of WCAG 2 A/AA (2.2 included) on each role's main pages, signed in, at 390 px
 * and on a desktop. One browser context per role, signed in once; each page is loaded once at
 * 390 px and checked again after the window is widened (Mantine's media queries follow the window).
 * A detail page is the first one its list links to, as a person would open it.
 */
interface RolePages {
  login: string;
  /** Pages without parameters. */
  paths: string[];
  /** A list and the first link of a detail page on it. */
  details: { list: string; link: string }[];
}

const INFO = '/cabinet/v2/info';

const ROLES: Record<string, RolePages> = {
  client: {
    login: 'client',
    paths: ['/cabinet/v2/client/dashboard', '/cabinet/v2/client/payments', INFO],
    details: [
      {
        list: '/cabinet/v2/client/apps',
        link: 'a[href^="/cabinet/v2/client/apps/"]:not([href*="/deal/create"])',
      },
      { list: '/cabinet/v2/client/orders', link: 'a[href^="/cabinet/v2/client/orders/"]' },
    ],
  },
  supplier: {
    login: 'supplier',
    paths: ['/cabinet/v2/supplier/dashboard', '/cabinet/v2/supplier/products/nomenclature', INFO],
    details: [
      { list: '/cabinet/v2/supplier/applications', link: 'a[href^="/cabinet/v2/supplier/applications/"]' },
    ],
  },
  agent: {
    login: 'agent',
    paths: ['/cabinet/v2/agent/dashboard', INFO],
    details: [
      {
        list: '/cabinet/v2/agent/contractors',
        link: 'a[href^="/cabinet/v2/agent/contractors/"]:not([href$="/new"])',
      },
      {
        list: '/cabinet/v2/agent/applications',
        link: 'a[href^="/cabinet/v2/agent/applications/"]:not([href*="wizard"])',
      },
    ],
  },
  factoring: {
    login: 'factoring-supplier',
    paths: ['/cabinet/v2/factoring/documents', INFO],
    details: [
      { list: '/cabinet/v2/factoring/dashboard', link: 'a[href^="/cabinet/v2/factoring/registers/"]' },
    ],
  },
  'factoring customer': {
    login: 'factoring-customer',
    paths: ['/cabinet/v2/factoring-customer/dashboard'],
    details: [],
  },
  'fund (ppk-reo)': {
    login: 'ppk-reo',
    paths: ['/cabinet/v2/ppk-reo/dashboard', '/cabinet/v2/ppk-reo/contractors', INFO],
    details: [
      {
        list: '/cabinet/v2/ppk-reo/applications/wait',
        link: 'a[href^="/cabinet/v2/ppk-reo/applications/"]:not([href$="/wait"]):not([href$="/approve"]):not([href$="/cancel"])',
      },
    ],
  },
  'back-office manager': {
    login: 'manager',
    paths: ['/backoffice/payments'],
    details: [
      { list: '/backoffice', link: 'a[href^="/backoffice/applications/"]' },
      { list: '/backoffice/deals', link: 'a[href^="/backoffice/deals/"]' },
    ],
  },
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** The page's serious findings at 390 px, then at the desktop's width, each led by where. */
async function checkBothWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(PHONE);
  const phone = await seriousViolations(page, WCAG_22_AA);
  await page.setViewportSize(DESKTOP);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const desktop = await seriousViolations(page, WCAG_22_AA);
  return [
    ...phone.map((what) => `${path} at 390 px: ${what}`),
    ...desktop.map((what) => `${path} at 1280 px: ${what}`),
  ];
}

async function sweepRole(browser: Browser, pages: RolePages): Promise<string[]> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await signInAs(page, pages.login, { timeout: 60_000 });
    const findings: string[] = [];
    for (const path of pages.paths) {
      await open(page, path);
      findings.push(...(await checkBothWidths(page, path)));
    }
    for (const { list, link } of pages.details) {
      await open(page, list);
      findings.push(...(await checkBothWidths(page, list)));
      const first = page.locator(link).first();
      await expect(first, `a detail page linked from ${list}`).toBeAttached();
      const detail = (await first.getAttribute('href')) ?? list;
      await open(page, detail);
      findings.push(...(await checkBothWidths(page, detail)));
    }
    return findings;
  } finally {
    await context.close();
  }
}

for (const [role, pages] of Object.entries(ROLES)) {
  test(`the ${role}'s pages have no serious accessibility violation at 390 and 1280 px`, async ({
    browser,
  }) => {
    expect(await sweepRole(browser, pages)).toEqual([]);
  });
}
