import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDriver, testDrivers } from '@agrolease/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, testRedisAnswers } from '../../testing/test-services.ts';
import type { AttemptCounters } from './attempt-counters.ts';
import { createDatabaseAttemptCounters } from './database-attempt-counters.ts';
import { createRedisAttemptCounters } from './redis-attempt-counters.ts';

const REDIS_URL = TEST_REDIS_URL;

interface StoreUnderTest {
  counters: AttemptCounters;
  /** Moves the key's window to its end, as if its time had passed. */
  expire(key: string): Promise<void>;
  close(): Promise<void>;
}

async function databaseStore(driver: TestDriver): Promise<StoreUnderTest> {
  const database = await createTestDatabase({ driver });
  return {
    counters: createDatabaseAttemptCounters(database.db),
    expire: async (key) => {
      await database.db.execute(sql`update attempt_counters set expires_at = now() where key = ${key}`);
    },
    close: () => database.close(),
  };
}

async function redisStore(): Promise<StoreUnderTest> {
  const counters = createRedisAttemptCounters(REDIS_URL);
  return {
    counters,
    expire: async (key) => {
      await counters.redis.pexpire(`agrolease:attempts:${key}`, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => counters.close(),
  };
}

const stores: [string, () => Promise<StoreUnderTest>][] = [
  ...testDrivers().map((driver): [string, () => Promise<StoreUnderTest>] => [
    `the database (${driver})`,
    () => databaseStore(driver),
  ]),
  ...((await testRedisAnswers()) ? [['Redis', redisStore] as [string, () => Promise<StoreUnderTest>]] : []),
];

describe.each(stores)('attempt counters in %s', (_name, open) => {
  let store: StoreUnderTest;
  const run = randomBytes(4).toString('hex');
  const key = (name: string) => `test:${run}:${name}`;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('counts steps in a window and tells when it closes', async () => {
    expect(await store.counters.add(key('a'), 900)).toEqual({ count: 1, resetInSeconds: 900 });
    const second = await store.counters.add(key('a'), 900);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThan(895);
    expect((await store.counters.add(key('b'), 60)).count).toBe(1);
  });

  it('gives 40 parallel steps the counts 1 to 40, each exactly once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => store.counters.add(key('parallel'), 60)),
    );
    expect(counts.map((step) => step.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('starts again after the window and after a reset', async () => {
    await store.counters.add(key('window'), 60);
    await store.counters.add(key('window'), 60);
    await store.expire(key('window'));
    expect((await store.counters.add(key('window'), 60)).count).toBe(1);
    await store.counters.reset(key('window'));
    expect((await store.counters.add(key('window'), 60)).count).toBe(1);
  });

  it('gives a slot back without going below zero', async () => {
    await store.counters.add(key('back'), 60);
    await store.counters.add(key('back'), 60);
    expect((await store.counters.add(key('back'), 60, -1)).count).toBe(1);
    await store.counters.add(key('back'), 60, -1);
    expect((await store.counters.add(key('back'), 60, -1)).count).toBe(0);
    expect((await store.counters.add(key('back'), 60)).count).toBe(1);
  });
});
