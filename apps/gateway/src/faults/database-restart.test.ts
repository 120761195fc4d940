import { randomUUID } from 'node:crypto';
import { schema } from '@agrolease/db';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../testing/private-postgres.ts';
import { serviceAnswers } from '../testing/test-services.ts';

const postgres = process.env.TEST_DATABASE_URL;

/** One analytics event: a write the gateway acknowledges with success once it is stored. */
const send = (gateway: TestGateway, guid: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/nats/',
    payload: {
      guid,
      clientId: 'client-fault-0001',
      sessionId: 'session-fault',
      location: 'https://agrolease.local/',
      userAgent: 'Mozilla/5.0',
      screen: { width: 1440, height: 900 },
      deviceType: 'desktop',
      eventType: 'pageview',
      eventName: 'page_view',
      eventCategory: 'navigation',
      versionRelease: '1.4',
      params: {},
      performance: {},
      exp_groups: [],
    },
    cookies: { client_id: 'client-fault-0001' },
  });
const ready = async (gateway: TestGateway) =>
  (await gateway.app.inject({ method: 'GET', url: '/readyz' })).statusCode;

/** Acknowledged: answered 200 with success. */
const acknowledgedBy = (response: { statusCode: number; json(): unknown }) =>
  response.statusCode === 200 && (response.json() as { success?: boolean }).success === true;

const storedOf = async (gateway: TestGateway, guids: string[]) =>
  (
    await gateway.database.db
      .select({ guid: schema.analyticsEvents.guid })
      .from(schema.analyticsEvents)
      .where(inArray(schema.analyticsEvents.guid, guids))
  )
    .map((row) => row.guid)
    .sort();

/**
 * Issue 12 (faults): PostgreSQL dropping every connection in the middle of a load of writes, as a
 * restart or a failover does. The gateway must go on without a restart of its own (an idle
 * pooled connection that dies must not take the process down), and every write it acknowledged
 * must be there afterwards. The connections are ended with pg_terminate_backend, the same
 * message (57P01) a server shutting down sends; only this test's own database is touched.
 */
describe.runIf(serviceAnswers('PostgreSQL (TEST_DATABASE_URL)', Boolean(postgres)))(
  'PostgreSQL ending every connection under writes',
  () => {
    let gateway: TestGateway;
    let admin: pg.Client;
    let databaseName = '';
    beforeAll(async () => {
      gateway = await buildTestGateway({ driver: 'pg', seeded: false });
      const result = (await gateway.database.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        rows: { name: string }[];
      };
      databaseName = result.rows[0]?.name ?? '';
      admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await gateway?.close();
    });

    const terminateConnections = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );

    it('keeps every acknowledged write and answers again without a restart', async () => {
      const acknowledged: string[] = [];
      let refused = 0;
      // Six rounds of twenty concurrent writes; the connections are ended during three of them.
      for (let round = 0; round < 6; round++) {
        const guids = Array.from({ length: 20 }, () => randomUUID());
        const writes = guids.map(async (guid) => {
          if (acknowledgedBy(await send(gateway, guid))) acknowledged.push(guid);
          else refused += 1;
        });
        if (round % 2 === 1) await terminateConnections();
        await Promise.all(writes);
        // Idle connections of the pool are ended too, between requests.
        if (round % 2 === 0) await terminateConnections();
      }
      // The pool lets go of dead connections and opens new ones: the gateway answers again.
      await expect.poll(() => ready(gateway), { timeout: 10_000 }).toBe(200);
      const after = randomUUID();
      expect((await send(gateway, after)).statusCode).toBe(200);
      acknowledged.push(after);

      expect(await storedOf(gateway, acknowledged)).toEqual([...acknowledged].sort());
      expect(acknowledged.length + refused).toBe(121);
      // Most writes went through: the test did write under load, not only fail.
      expect(acknowledged.length).toBeGreaterThan(60);
    });
  },
);

/**
 * The same with the server itself crashing (`pg_ctl stop -m immediate`, no checkpoint: what a
 * kill -9 of PostgreSQL leaves) and starting again, on a server of the test's own.
 */
describe.runIf(serviceAnswers('PostgreSQL server binaries', Boolean(postgresBinaries())))(
  'a PostgreSQL server crashing and starting again under writes',
  () => {
    let server: PrivatePostgres;
    let gateway: TestGateway;
    beforeAll(async () => {
      server = await startPrivatePostgres();
      gateway = await buildTestGateway({ driver: 'pg', serverUrl: server.url, seeded: false });
    });
    afterAll(async () => {
      await gateway?.close();
      await server?.stop();
    });

    it('loses no acknowledged write and answers again by itself', async () => {
      const acknowledged: string[] = [];
      let refused = 0;
      let writing = true;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const writer = async () => {
        while (writing) {
          const guid = randomUUID();
          if (acknowledgedBy(await send(gateway, guid))) acknowledged.push(guid);
          else {
            refused += 1;
            await pause(50);
          }
        }
      };
      const writers = Array.from({ length: 6 }, writer);
      await pause(500);
      const before = acknowledged.length;
      await server.crashAndRestart();
      await pause(1000);
      writing = false;
      await Promise.all(writers);

      await expect.poll(() => ready(gateway), { timeout: 15_000 }).toBe(200);
      const after = randomUUID();
      expect(acknowledgedBy(await send(gateway, after))).toBe(true);
      acknowledged.push(after);
      expect(before).toBeGreaterThan(0);
      expect(refused, 'writes during the crash are refused, not acknowledged').toBeGreaterThan(0);
      expect(await storedOf(gateway, acknowledged)).toEqual([...acknowledged].sort());
    });
  },
);
