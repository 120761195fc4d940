import { expect, test } from '@playwright/test';
import { startApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe("the client's dashboard and lists", () => {
  // Decision 0131: the dashboard is kept for its account until the account's data changes.
  test('the dashboard is kept for its account, and a new draft shows at the next request', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'client');
    const dashboard = '/cabinet/v2/client/dashboard';
    // The second of two requests in a row is the kept page, unless another journey changed the
    // demo client's data in between: then the pair is asked again.
    let first = await page.request.get(dashboard);
    let second = await page.request.get(dashboard);
    await expect
      .poll(
        async () => {
          if (second.headers()['x-cache'] === 'HIT') return 'HIT';
          first = await page.request.get(dashboard);
          second = await page.request.get(dashboard);
          return second.headers()['x-cache'];
        },
        { timeout: 30_000 },
      )
      .toBe('HIT');
    expect(second.headers()['cache-control']).toBe('private, no-cache');
    // The kept page is the same bytes, its scripts allowed by their hashes (decision 0161).
    expect(second.headers()['content-security-policy']).not.toContain("'nonce-");
    expect(second.headers()['content-security-policy']).toMatch(/'sha256-/);
    expect(await second.text()).toBe(await first.text());

    // A draft made now is in the feed of the next dashboard.
    await startApplication(page);
    const draft = new URL(page.url()).searchParams.get('id_object');
    await page.goto(dashboard);
    const feed = page.getByRole('list', { name: 'Лента событий' });
    await expect(feed.locator(`a[href$="/deal/create?id_object=${draft}"]`)).toBeVisible();
  });

  test('the demo client sees the overdue payment, its contract and schedule, filters applications, deletes the draft and reads a message', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const polls: unknown[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/srv/GetUserNotifications')) polls.push(await response.json());
    });
    await signInAs(page, 'client');
    await expect(page.getByRole('heading', { name: 'Здравствуйте, Петров Иван Сергеевич' })).toBeVisible();
    // Only the dashboard crumb: no breadcrumbs (spec 1 §2).
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveCount(0);

    // The feed starts with the overdue payment, marked.
    const feed = page.getByRole('list', { name: 'Лента событий' });
    const first = feed.getByTestId('feed-event').first();
    await expect(first).toHaveAttribute('data-type', 'CabinetPayment');
    await expect(first).toHaveAttribute('data-overdue', '1');
    await expect(first).toContainText('Просроченный платёж');
    await expect(first).toContainText('Просрочено');
    await expect(first).toContainText('ДЛ-2026/0412');
    await expect(page.getByRole('alert').filter({ hasText: 'Просроченные платежи' })).toBeVisible();
    await expect(page.getByText('Персональный менеджер').first()).toBeVisible();
    await expect(page.getByTestId('prelimit')).toHaveText('Нет');

    // The notifications poll ran from the browser; the seeded notifications were shown before: silent.
    await expect.poll(() => polls.length).toBeGreaterThan(0);
    expect(polls[0]).toEqual({ success: true, items: [] });

    // Orders and one order's schedule.
    await page
      .getByRole('navigation', { name: 'Разделы кабинета' })
      .first()
      .getByRole('link', { name: 'Договоры' })
      .click();
    await expect(page).toHaveURL(/\/cabinet\/v2\/client\/orders$/);
    const current = page.getByTestId('order-row').filter({ hasText: 'ДЛ-2026/0412' });
    await expect(current).toContainText('Подписан');
    await expect(current).toContainText('П-2026-0412-01');
    await expect(page.getByTestId('order-row').filter({ hasText: 'ДЛ-2023/0107' })).toContainText('Закрыт');
    await current.getByRole('link', { name: 'ДЛ-2026/0412' }).click();
    await expect(page.getByRole('heading', { name: 'Договор ДЛ-2026/0412' })).toBeVisible();
    // The advance and 36 monthly payments.
    await expect(page.getByTestId('payment-row')).toHaveCount(37);
    const overdueRows = page.locator('[data-testid="payment-row"][data-overdue="1"]');
    await expect(overdueRows).toHaveCount(1);
    await expect(overdueRows).toContainText('Просрочен');
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText(
      'Личный кабинет',
    );

    // Applications: current ones first, then finished ones filtered by status.
    await page.goto('/cabinet/v2/client/apps');
    const rows = page.getByTestId('application-row');
    // The seeded draft waits at step 3 (journeys run before this one may leave drafts of their own).
    const draft = rows.filter({ has: page.locator('a[href$="&step=3"]') });
    await expect(draft).toHaveCount(1);
    await expect(draft.getByRole('link', { name: 'Новая заявка' })).toHaveAttribute(
      'href',
      /\/cabinet\/v2\/client\/apps\/deal\/create\?id_object=\d+&step=3$/,
    );
    await page.getByText('Завершённые', { exact: true }).click();
    await expect(page).toHaveURL(/isfinished=1/);
    await expect(rows.filter({ hasText: 'Отклонена' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Предложение принято' }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Отклонена' });
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Отклонена');

    // Delete the draft with confirmation.
    await page.getByText('Текущие', { exact: true }).click();
    await expect(page).toHaveURL(/isfinished=0/);
    await expect(page).not.toHaveURL(/status=/);
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText('Черновик');
    await draft.getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить черновик?' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Черновик удалён' })).toBeVisible();
    await expect(draft).toHaveCount(0);

    // Messages: five on the page, open an unread one and it is read.
    await page.goto('/cabinet/v2/client/messages');
    await expect(page.getByTestId('message-row')).toHaveCount(5);
    const unread = page.getByText(/^Непрочитанных: \d+$/);
    const unreadBefore = Number((await unread.textContent())?.replace(/\D/g, ''));
    expect(unreadBefore).toBeGreaterThan(0);
    const unreadLink = page.locator('[data-testid="message-row"][data-unread="1"]').first().getByRole('link');
    const title = (await unreadLink.textContent()) ?? '';
    await unreadLink.click();
    const message = page.getByRole('dialog', { name: title });
    await expect(message).toBeVisible();
    await message.getByRole('button').first().click();
    if (unreadBefore > 1) await expect(unread).toHaveText(`Непрочитанных: ${unreadBefore - 1}`);
    else await expect(unread).toHaveCount(0);

    // Search from the box above the menu.
    const search = page.getByRole('search', { name: 'Поиск по кабинету' }).getByRole('textbox');
    await search.fill('ДЛ-2026/0412');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/cabinet\/v2\/client\/search\?query=/);
    const orderResult = page.getByTestId('search-result').filter({ hasText: 'Договоры' });
    await expect(orderResult).toHaveCount(1);
    await orderResult.getByRole('link', { name: 'Договор ДЛ-2026/0412' }).click();
    await expect(page.getByRole('heading', { name: 'Договор ДЛ-2026/0412' })).toBeVisible();
  });

  test("on a phone the first crumb reads 'ЛК' and old cabinet links move permanently", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, 'client');
    await page.goto('/cabinet/v2/client/payments?state=overdue');
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.getByRole('link', { name: 'ЛК', exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="payment-row"][data-overdue="1"]')).toHaveCount(1);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(375);

    for (const [from, to] of [
      ['/cabinet/orders/', '/cabinet/v2/client/orders'],
      ['/cabinet/app/', '/cabinet/v2/client/apps'],
      ['/cabinet/client/orders/7/', '/cabinet/v2/client/orders/7'],
      ['/cabinet/accreditation/', '/cabinet/v2/accreditation/'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });
});
