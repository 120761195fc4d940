import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { fillApplicationToSigning, signAndSendApplication } from '../fixtures/application-wizard';
import { signInAs } from '../fixtures/cabinet';
import { confirmMoneyAction } from '../fixtures/money-confirmation';
import { asReturningVisitor } from '../fixtures/returning-visitor';
import { HARNESS, sharedEnvironment } from './harness';

const CLIENT_PHONE = '+79000000001';

/** A small PDF (the upload's type is read from its bytes). */
const PDF = Buffer.from(`%PDF-1.4\n% two instances ${Date.now()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

test.beforeEach(({ page }) => asReturningVisitor(page));

test('signed in on the first instance, a client uploads on the second and reads the file on the first', async ({
  page,
}) => {
  await signInAs(page, 'client');
  await expect(page).toHaveURL(new RegExp(`^${HARNESS.first}/cabinet/v2/client/dashboard`));

  // The session the first instance made is known to the second (PostgreSQL), and the file the
  // second stores is read by the first (S3: their data folders are apart).
  const upload = await page.request.post(`${HARNESS.second}/srv/SetFile`, {
    multipart: { file: { name: 'Справка.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(200);
  const stored = (await upload.json()) as { id: number; title: string };
  expect(stored.title).toBe('Справка.pdf');

  const download = await page.request.get(`${HARNESS.first}/srv/files/${stored.id}`);
  expect(download.status()).toBe(200);
  expect(Buffer.compare(await download.body(), PDF)).toBe(0);

  // The second instance shows the same cabinet to the same visitor.
  await page.goto(`${HARNESS.second}/cabinet/v2/client/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${HARNESS.second}/cabinet/v2/client/dashboard`));
});

test.describe('behind nginx', () => {
  test.use({ baseURL: HARNESS.nginx });

  test('through nginx both instances answer, and an upload through it is read from either', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await expect(page).toHaveURL(new RegExp(`^${HARNESS.nginx}/`));
    const calls = await Promise.all(
      Array.from({ length: 6 }, () => page.request.get(`${HARNESS.nginx}/srv/CheckAuth`)),
    );
    for (const call of calls) expect(call.status()).toBe(200);

    const upload = await page.request.post(`${HARNESS.nginx}/srv/SetFile`, {
      multipart: { file: { name: 'Через nginx.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(upload.status()).toBe(200);
    const { id } = (await upload.json()) as { id: number };
    for (const instance of [HARNESS.first, HARNESS.second]) {
      const download = await page.request.get(`${instance}/srv/files/${id}`);
      expect(Buffer.compare(await download.body(), PDF), instance).toBe(0);
    }

    // nginx's log names the instance that answered each request: both did.
    const log = readFileSync(join(import.meta.dirname, '../..', HARNESS.dataDir, 'nginx/access.log'), 'utf8');
    expect(log).toContain(`127.0.0.1:${HARNESS.ports.first} `);
    expect(log).toContain(`127.0.0.1:${HARNESS.ports.second} `);
  });
});

test('a password lockout counts the wrong passwords of both instances', async ({ request }) => {
  const attempt = (instance: string, password: string) =>
    request.post(`${instance}/srv/getauth`, { form: { login: 'agent', password } });
  const messages: string[] = [];
  for (const [index, instance] of [
    HARNESS.first,
    HARNESS.second,
    HARNESS.first,
    HARNESS.second,
    HARNESS.first,
  ].entries()) {
    messages.push(
      ((await (await attempt(instance, `wrong-${index}`)).json()) as { error_message: string }).error_message,
    );
  }
  expect(messages[3]).toMatch(/Осталось попыток: 1/);
  expect(messages[4]).toMatch(/Вход заблокирован на 15 минут/);
  // The right password is refused on the instance that saw only two of the five.
  const blocked = await attempt(HARNESS.second, 'Demo-2001');
  expect(blocked.status()).toBe(429);
});

test('a catalogue change is seen by both instances at their next request', async ({ request }) => {
  // No call edits products (the catalogue comes from the accounting system's import), so the
  // change is made in the database, as an import would; both instances' caches (in process and
  // in Redis) are keyed by the catalogue generation the change bumps.
  const word = `zqx${Date.now().toString(36)}`;
  const search = async (instance: string) => {
    const response = await request.get(`${instance}/srv/CatalogV2?q=${word}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { countCollection: number }).countCollection;
  };
  const product = async (instance: string, id: number) => {
    const response = await request.get(`${instance}/srv/CatalogProduct?id=${id}`);
    return ((await response.json()) as { product: { title: string } }).product.title;
  };
  const client = new pg.Client({ connectionString: sharedEnvironment().DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select min(id) as id from products');
    const id = Number(rows[0]?.id);
    for (const instance of [HARNESS.first, HARNESS.second]) {
      expect(await search(instance)).toBe(0);
      expect(await product(instance, id)).not.toContain(word);
    }
    await client.query(`update products set title = title || ' ' || $1 where id = $2`, [word, id]);
    for (const instance of [HARNESS.second, HARNESS.first]) {
      expect(await search(instance), instance).toBe(1);
      expect(await product(instance, id), instance).toContain(word);
    }
  } finally {
    await client.end();
  }
});

test('an application filled on the second instance is signed on the first, approved on the second, and the toast reaches the first', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const options = { viewport: { width: 1440, height: 900 }, locale: 'ru-RU' };
  const clientContext = await browser.newContext({ ...options, baseURL: HARNESS.second });
  const client = await clientContext.newPage();
  await asReturningVisitor(client);
  await signInAs(client, 'client');
  // The wizard's steps, with the charter and statements uploads, on the second instance.
  const applicationId = await fillApplicationToSigning(client);

  // The same step on the first instance: the client signs there with the code from the SMS.
  await client.goto(client.url().replace(HARNESS.second, HARNESS.first));
  const code = await signAndSendApplication(client, CLIENT_PHONE);
  // Away from the cabinet while the manager works (an open cabinet page would take the toast).
  await client.goto('about:blank');

  // A manager on the second instance approves it.
  const managerContext = await browser.newContext({ ...options, baseURL: HARNESS.second });
  const manager = await managerContext.newPage();
  await asReturningVisitor(manager);
  await signInAs(manager, 'manager');
  await manager.goto(`/backoffice/applications/${applicationId}`);
  const approval = manager.getByRole('form', { name: 'Одобрение заявки' });
  await expect(approval).toBeVisible();
  await approval.getByLabel('Срок, мес.').fill('24');
  await approval.getByRole('button', { name: 'Одобрить с условиями' }).click();
  await confirmMoneyAction(manager, 'Одобрить');
  await expect(manager.getByTestId('application-status')).toHaveText('Одобрена');
  await managerContext.close();

  // The client's cabinet on the first instance hears of it as a toast.
  await client.goto(`${HARNESS.first}/cabinet/v2/client/dashboard`);
  await expect(client.getByRole('alert').filter({ hasText: `Заявка ${code} одобрена` })).toBeVisible();

  // The signed PDF the first instance made is served by the second.
  await client.goto(`${HARNESS.second}/cabinet/v2/client/documents`);
  await client.getByRole('tab', { name: /Подписанные/ }).click();
  const signedCard = client.getByTestId('document-card').filter({ hasText: code });
  const signedHref = await signedCard.getByTestId('signed-download').getAttribute('href');
  const signed = await client.request.get(new URL(signedHref ?? '', HARNESS.second).toString());
  expect(signed.headers()['content-type']).toBe('application/pdf');
  expect((await signed.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await clientContext.close();
});
