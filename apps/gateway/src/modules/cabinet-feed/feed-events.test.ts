import { get } from 'node:http';
import { Readable } from 'node:stream';
import { openDatabase, schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { postToFeed } from './feed.ts';

/** Reads `unread` events of a server-sent event stream one by one. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next(): Promise<{ unread: number; href: string }> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: unread') && data) return JSON.parse(data.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffered += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe.each(testDrivers())('the bell’s live count on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let address: string;
  let clientId: number;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
    address = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const [row] = await gateway.database.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'client'));
    clientId = row?.id ?? 0;
  });
  afterAll(() => gateway.close());

  /**
   * Opens a stream on a connection of its own (no pool of the client keeps or opens others);
   * `close` drops it, as a closed tab does.
   */
  const open = (token?: string) =>
    new Promise<{ status: number; type: string; body: ReadableStream<Uint8Array>; close: () => void }>(
      (resolve, reject) => {
        const request = get(
          `${address}/srv/CabinetFeedEvents`,
          { agent: false, headers: token ? { cookie: `authToken=${token}` } : {} },
          (response) =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body: Readable.toWeb(response) as ReadableStream<Uint8Array>,
              close: () => request.destroy(),
            }),
        );
        request.on('error', reject);
      },
    );

  it('answers a guest 401 in the error shape, not a stream', async () => {
    const response = await open();
    expect(response.status).toBe(401);
    expect(response.type).toContain('application/json');
    expect(JSON.parse(await new Response(response.body).text())).toMatchObject({ success: false });
  });

  it('sends the unread count at once, then after a new message and after one is read, without polling', async () => {
    const response = await open(client.token);
    expect(response.status).toBe(200);
    expect(response.type).toContain('text/event-stream');
    const events = eventReader(response.body);
    const first = await events.next();
    expect(first.href).toBe('/cabinet/v2/client/messages');

    await gateway.database.db.transaction((tx) =>
      postToFeed(tx, clientId, { title: 'Новое для колокольчика', body: 'Текст', entity: 'deal' }),
    );
    expect((await events.next()).unread).toBe(first.unread + 1);

    // A rolled-back change signals nothing: the next event is the reading below.
    await gateway.database.db
      .transaction(async (tx) => {
        await postToFeed(tx, clientId, { title: 'Не случилось', body: 'Текст', entity: 'deal' });
        throw new Error('rollback');
      })
      .catch(() => {});
    const [message] = await gateway.database.db
      .select({ id: schema.cabinetMessages.id })
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.title, 'Новое для колокольчика'));
    expect((await client.get(`/srv/GetCabinetMessage?id_message=${message?.id}`)).statusCode).toBe(200);
    expect((await events.next()).unread).toBe(first.unread);
    response.close();
  });

  it.runIf(driver === 'pg')('hears a change committed through another instance’s connections', async () => {
    // Another instance: its own pool on the same database, as a second server would have.
    const result = (await gateway.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${result.rows[0]?.name}`;
    const other = await openDatabase({ url: url.toString() });
    try {
      const response = await open(client.token);
      const events = eventReader(response.body);
      const first = await events.next();
      await other.db.transaction((tx) =>
        postToFeed(tx, clientId, { title: 'С другого экземпляра', body: 'Текст', entity: 'deal' }),
      );
      expect((await events.next()).unread).toBe(first.unread + 1);
      response.close();
    } finally {
      await other.close();
    }
  });

  it('ends its streams when the gateway closes, without waiting for them', async () => {
    const response = await open(client.token);
    const events = eventReader(response.body);
    await events.next();
    const started = Date.now();
    await gateway.app.close();
    // Not the 10 s a stopping server gives unfinished requests (plugins/unfinished-requests.ts).
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(events.next()).rejects.toThrow();
  });
});
