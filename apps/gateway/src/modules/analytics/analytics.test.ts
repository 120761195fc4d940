import { randomUUID } from 'node:crypto';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsBus } from '../../adapters/analytics-bus/analytics-bus.ts';
import { createNatsBus } from '../../adapters/analytics-bus/nats-bus.ts';
import { createTableBus } from '../../adapters/analytics-bus/table-bus.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { serviceAnswers, TEST_NATS_URL } from '../../testing/test-services.ts';

const CLIENT = 'client-analytics-0001';

function pageView(overrides: Record<string, unknown> = {}) {
  return {
    guid: randomUUID(),
    clientId: CLIENT,
    sessionId: 'session-0001',
    location: 'https://agrolease.local/company/',
    userAgent: 'Mozilla/5.0',
    screen: { width: 390, height: 844 },
    deviceType: 'mobile',
    eventType: 'pageview',
    eventName: 'page_view',
    eventCategory: 'navigation',
    versionRelease: '1.4',
    params: { title: 'О компании' },
    performance: { load: 812 },
    exp_groups: ['home_hero_cta:catalog'],
    ...overrides,
  };
}

interface TestBus {
  create(): AnalyticsBus;
  /** Removes what the run left on an outside server. */
  cleanUp(): Promise<void>;
}

/** Deletes a test stream from the NATS server so that runs do not pile streams up. */
async function deleteStream(url: string, stream: string): Promise<void> {
  const connection = await connect({ servers: url, name: 'agrolease-test-clean-up' });
  try {
    await (await jetstreamManager(connection)).streams.delete(stream);
  } catch {
    // never created (the test failed before publishing): nothing to remove
  } finally {
    await connection.close();
  }
}

/**
 * The table bus always; NATS JetStream too when TEST_NATS_URL (or NATS_URL) names a server (a
 * fresh stream per run, deleted after). Under CI_SERVICES=1 a missing NATS fails the file.
 */
function buses(): [string, TestBus][] {
  const list: [string, TestBus][] = [['table', { create: createTableBus, cleanUp: async () => {} }]];
  const url = TEST_NATS_URL;
  if (serviceAnswers('NATS (TEST_NATS_URL)', Boolean(url)) && url) {
    const suffix = randomUUID().slice(0, 8);
    const stream = `TEST_ANALYTICS_${suffix}`;
    list.push([
      'nats',
      {
        create: () =>
          createNatsBus(url, {
            stream,
            subject: `test.analytics.${suffix}`,
            consumer: `test-writer-${suffix}`,
          }),
        cleanUp: () => deleteStream(url, stream),
      },
    ]);
  }
  return list;
}

describe.each(testDrivers())('analytics on %s', (driver) => {
  describe.each(buses())('through the %s bus', (_kind, bus) => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await buildTestGateway({ driver, seeded: false, adapters: { analyticsBus: bus.create() } });
    });
    afterAll(async () => {
      await gateway.close();
      await bus.cleanUp();
    });

    const storedEvent = async (guid: string) => {
      // The NATS consumer writes asynchronously: wait for the row (bounded), then read it.
      for (let attempt = 0; attempt < 100; attempt++) {
        const rows = await gateway.database.db
          .select()
          .from(schema.analyticsEvents)
          .where(eq(schema.analyticsEvents.guid, guid));
        if (rows.length > 0) return rows;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    const send = (payload: unknown) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/nats/',
        payload: payload as object,
        cookies: { client_id: CLIENT },
      });

    it('accepts a page view and writes it to the events table once', async () => {
      const event = pageView();
      const response = await send(event);
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      expect(await send(event)).toHaveProperty('statusCode', 200);
      const rows = await storedEvent(event.guid);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ clientId: CLIENT, eventType: 'pageview', eventName: 'page_view' });
      expect(rows[0]?.event).toMatchObject({ versionRelease: '1.4', screen: { width: 390, height: 844 } });
    });

    it('refuses a bad event with 400 and the fields at fault', async () => {
      const response = await send(pageView({ guid: 'not-a-uuid', deviceType: 'fridge' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error_message: 'Неверное событие аналитики' });
      const props = response.json().errors_list.map((error: { prop: string }) => error.prop);
      expect(props).toEqual(expect.arrayContaining(['guid', 'deviceType']));
      const notJson = await gateway.app.inject({
        method: 'POST',
        url: '/api/nats/',
        payload: '{oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().success).toBe(false);
    });
  });

  describe('UTM marks and experiments', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await buildTestGateway({ driver, seeded: false });
    });
    afterAll(() => gateway.close());
    const get = (url: string, cookies: Record<string, string> = { client_id: CLIENT }) =>
      gateway.app.inject({ method: 'GET', url, cookies });

    it('stores UTM marks with a uid and sets the UTM cookie for 30 days', async () => {
      const response = await get('/srv/SetUTM?utm_source=yandex&utm_medium=cpc&utm_campaign=posevnaya');
      expect(response.statusCode).toBe(200);
      const { uid } = response.json();
      expect(uid).toMatch(/^[0-9a-f-]{36}$/);
      const cookie = response.cookies.find((item) => item.name === 'utm');
      expect(cookie?.maxAge).toBe(2_592_000);
      expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
        utm_source: 'yandex',
        uid,
      });
      const again = await get(`/srv/SetUTM?utm_source=google&uid=${uid}`);
      expect(again.json().uid).toBe(uid);
      const rows = await gateway.database.db.select().from(schema.utmMarks);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ uid, utmSource: 'google', clientId: CLIENT });
      expect((await get('/srv/SetUTM?utm_source=x', {})).statusCode).toBe(400);
      expect((await get('/srv/SetUTM?uid=../../x')).statusCode).toBe(400);
    });

    it('assigns experiments stably per client and keeps them in a cookie for a year', async () => {
      const first = await get('/srv/GetExperiments');
      const second = await get('/srv/GetExperiments?clientid=client-analytics-0001');
      expect(first.json()).toEqual(second.json());
      expect(first.json().experiments.map((item: { experiment: string }) => item.experiment)).toEqual([
        'home_hero_cta',
        'chat_greeting',
      ]);
      const cookie = first.cookies.find((item) => item.name === 'experiments');
      expect(cookie?.maxAge).toBe(31_536_000);
      expect(cookie?.value).toContain('home_hero_cta:');
      expect((await get('/srv/GetExperiments', {})).statusCode).toBe(400);
    });
  });
});
