import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/cabinet';
import {
  clippedText,
  collectErrors,
  coveredByFixed,
  coveredByFloatingButtons,
  englishLeaks,
  foreignDates,
  horizontalOverflow,
  loginInGreeting,
  preTickedDeclarations,
  rawPhones,
  registerShorthand,
  tableOverflow,
  textFindings,
  ungroupedAmounts,
  wrongPlurals,
} from '../fixtures/page-checks';

/**
 * Issue 16, decision 0121: what the signed-in sweep (scripts/signed-in-sweep.ts, every cabinet page
 * of every role at 390 and 1280 px) checks, kept on a few pages of each kind: the chat's round
 * button over the page's end, and a page's status, errors, overflow and Russian text.
 */

// The checks themselves (no browser): each finds what it looks for and lets the right form be.
test('the text checks find English words, ungrouped figures, wrong plurals, foreign dates, raw phones and register shorthand', () => {
  expect(
    englishLeaks('График платежей: annuity · Toggle password visibility · undefined ₽ · 2 filters'),
  ).toEqual(['annuity', 'Toggle', 'undefined']);
  expect(ungroupedAmounts('Сумма 15594000 ₽, 15\u00a0594\u00a0000\u00a0₽, ИНН 3662000015, 1200 ₽')).toEqual([
    '15594000 ₽',
  ]);
  expect(
    wrongPlurals(
      '5 заявки, 21 договоров, 3 платежей, 1 заявка, 2 договора, 11 дней, 2026 год, из 1 договора, 1,5 месяца, 1200 заявки, 12 345 заявок, более 24 месяцев, от 21 месяца, от 5 месяц',
    ),
  ).toEqual(['5 заявки', '21 договоров', '3 платежей', '1200 заявки', '5 месяц']);
  expect(foreignDates('2026-11-25, 2026-11-25T21:30:00Z, 1.02.2026, 11/26/2026, Nov 26, 25.11.2026')).toEqual(
    ['2026-11-25', '2026-11-25T21:30:00Z', '1.02.2026', '11/26/2026', 'Nov 26'],
  );
  expect(rawPhones('Телефон: +79000000003 · +7 900 000-00-03 · ИНН 7900000000312')).toEqual(['+79000000003']);
  expect(
    registerShorthand(
      'Респ Адыгея, Еврейская Аобл, Воронежская обл, Респ Саха /Якутия/, г Москва, г Москва, пл Ленина · Республика Адыгея, г. Москва, пл. Ленина, обл.',
    ),
  ).toEqual(['Респ', 'Аобл', 'обл', 'Респ', '/Якутия/', 'г Москва, г Москва']);
});

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The chat's launcher is enabled once the page is live (hydrated).
  const chat = page.getByRole('button', { name: 'Чат с консультантом' });
  if (await chat.count()) await expect(chat).toBeEnabled();
}

// The chat shows on the dashboards and every page of the fund's cabinet; at 1280 px it sat on the
// footer's «Согласие на обработку персональных данных» at the end of every such page.
for (const width of [1280, 390]) {
  test(`at ${width} px the chat's button covers nothing on the fund's pages, wherever they are scrolled`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAs(page, 'ppk-reo');
    for (const path of ['/cabinet/v2/ppk-reo/contractors', '/cabinet/v2/ppk-reo/dashboard']) {
      await open(page, path);
      expect(await coveredByFloatingButtons(page), path).toEqual([]);
    }
  });
}

test('cabinet pages of the client and the back office at 390 px: no errors, overflow, cut text, covered text or pre-ticked box; Russian text', async ({
  page,
  browser,
}) => {
  // Twelve pages, each scrolled through four positions for what is fixed over it.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  await signInAs(page, 'client');
  const findings: string[] = [];
  const sweep = async (on: Page, path: string) => {
    await open(on, path);
    findings.push(
      ...[
        // Issue 39: a declaration as rendered, text cut by its box, anything fixed over content.
        ...(await preTickedDeclarations(on)),
        ...(await horizontalOverflow(on)),
        ...(await clippedText(on)),
        ...(await tableOverflow(on)),
        ...(await textFindings(on)),
        ...(await coveredByFixed(on)),
      ].map((what) => `${path}: ${what}`),
    );
  };
  await sweep(page, '/cabinet/v2/client/dashboard');
  // The dashboard's feed links the client's deals (the one of issue 16's figures among them).
  const deals = page.locator('a[href^="/cabinet/v2/client/deals/"]');
  const deal = (await deals.count()) > 0 ? await deals.first().getAttribute('href') : null;
  // A deal and an application of the client, reached as the person would.
  await page.goto('/cabinet/v2/client/apps');
  await expect(page.locator('a[href^="/cabinet/v2/client/apps/"]').first()).toBeVisible();
  const application = await page.locator('a[href^="/cabinet/v2/client/apps/"]').first().getAttribute('href');
  await sweep(page, application ?? '/cabinet/v2/client/apps');
  await sweep(page, '/cabinet/v2/client/orders');
  const orders = page.locator('a[href^="/cabinet/v2/client/orders/"], a[href^="/cabinet/v2/client/deals/"]');
  await expect(orders.first()).toBeVisible();
  await sweep(page, (await orders.first().getAttribute('href')) ?? '/cabinet/v2/client/orders');
  if (deal) await sweep(page, deal);
  await sweep(page, '/cabinet/v2/client/history');
  await sweep(page, '/cabinet/v2/info/company');

  const manager = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const managerErrors = collectErrors(manager);
  await signInAs(manager, 'manager');
  await sweep(manager, '/backoffice/deals');
  await expect(manager.locator('a[href^="/backoffice/deals/"]').first()).toBeVisible();
  const managed = await manager.locator('a[href^="/backoffice/deals/"]').first().getAttribute('href');
  await sweep(manager, managed ?? '/backoffice/deals');
  // The trust queues and logs of issue 35.
  for (const path of [
    '/backoffice/company-proofs',
    '/backoffice/attorneys',
    '/backoffice/partner-letters',
    '/backoffice/security-log',
  ]) {
    await sweep(manager, path);
  }
  await manager.close();

  expect(findings).toEqual([]);
  expect([...errors, ...managerErrors]).toEqual([]);
});

// Issue 39: a dashboard greets the person by name under the company, never by the login; the
// cabinet's root leads a signed-in user home and a guest to sign in and back.
test('the dashboards greet by name and company, never the login; /cabinet/v2/ leads home', async ({
  browser,
  page,
}) => {
  const guest = await page.goto('/cabinet/v2/');
  expect(new URL(guest?.url() ?? '').pathname + new URL(guest?.url() ?? '').search).toBe(
    `/cabinet/v2/auth?back=${encodeURIComponent('/cabinet/v2/')}`,
  );
  for (const login of ['client', 'supplier', 'agent', 'ppk-reo']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const person = await context.newPage();
    await signInAs(person, login);
    const home = new URL(person.url()).pathname;
    await expect(person.getByRole('heading', { level: 1, name: /^Здравствуйте, \S+ \S+/ })).toBeVisible();
    expect(await loginInGreeting(person, login), login).toEqual([]);
    await person.goto('/cabinet/v2/');
    await expect(person, login).toHaveURL(home);
    await context.close();
  }
});
