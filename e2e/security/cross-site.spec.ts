import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from '../fixtures/cabinet';
import { asReturningVisitor } from '../fixtures/returning-visitor';
import { baseURL } from '../playwright.config';

/**
 * Issue 11 §4 and §5 in the browser (decision 0079): a page of another site links to a call that
 * changes state, posts a page action, and sends to sign-in with a hostile back=. The session
 * cookies go along (SameSite=Lax: links from anywhere, and any request from another port of the
 * same host), so only the site's own refusal stops them.
 */
const REFUSED = 'Действие отклонено: его можно выполнить только со страниц сайта';

let evil: Server;
let evilPort = 0;
let pageHtml = '';

test.beforeAll(async () => {
  evil = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pageHtml);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilPort = (evil.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

test.beforeEach(({ page }) => asReturningVisitor(page));

/** Opens the other site's page: `localhost` is another site, `127.0.0.1` another port of this one. */
async function openEvilPage(page: Page, host: 'localhost' | '127.0.0.1', body: string) {
  pageHtml = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Другой сайт</title><body>${body}</body></html>`;
  await page.goto(`http://${host}:${evilPort}/`);
}

async function newContact(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/srv/SetContact', {
    form: { name, phone: '+79005550079', email: 'cross-site@example.ru' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { contact: { id: number } }).contact.id;
}

test('a link of another site to ContactDelete is refused and the contact stays', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client');
  for (const host of ['localhost', '127.0.0.1'] as const) {
    const id = await newContact(page, `Контакт для ${host}`);
    await openEvilPage(
      page,
      host,
      `<a id="go" href="${baseURL}/srv/ContactDelete?id_contact=${id}">Выиграйте трактор</a>`,
    );
    const [answer] = await Promise.all([page.waitForResponse(/ContactDelete/), page.click('#go')]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ success: false, error_message: REFUSED, errors_list: [] });
    // Still there: the site itself deletes it now (and a second delete would be 404).
    expect((await page.request.get(`/srv/ContactDelete?id_contact=${id}`)).status()).toBe(200);
  }
});

test('a form of another port posting sign-out is refused; the session stays', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'client');
  await openEvilPage(
    page,
    '127.0.0.1',
    `<form method="post" action="${baseURL}/cabinet/v2/logout"><button id="go">Получить субсидию</button></form>`,
  );
  const [answer] = await Promise.all([page.waitForResponse(/cabinet\/v2\/logout/), page.click('#go')]);
  expect(answer.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Действие отклонено' })).toBeVisible();
  await page.goto('/cabinet/v2/client/dashboard');
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Петров Иван Сергеевич' })).toBeVisible();
});

test('sign-in from a link with a hostile back= stays on the site', async ({ page }) => {
  test.setTimeout(90_000);
  await openEvilPage(
    page,
    'localhost',
    `<a id="go" href="${baseURL}/cabinet/v2/auth?back=/%09/evil.example">Войти в кабинет</a>`,
  );
  await page.click('#go');
  await expect(page).toHaveURL(/\/cabinet\/v2\/auth\?back=/);
  await page.getByLabel('Логин, e-mail или телефон').fill('client');
  await page
    .getByRole('form', { name: 'Вход по логину и паролю' })
    .locator('input[name="password"]')
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${baseURL}/cabinet/v2/client/dashboard`);

  // Signed in, the same links go to the dashboard rather than away.
  for (const back of ['//evil.example', '/%5Cevil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    await page.goto(`/cabinet/v2/auth?back=${back}`);
    await expect(page).toHaveURL(`${baseURL}/cabinet/v2/client/dashboard`);
  }
});
