import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, testRedisAnswers } from '../../testing/test-services.ts';
import { type CatalogueCache, createMemoryCache, createRedisCache } from './catalogue-cache.ts';

const REDIS_URL = TEST_REDIS_URL;

describe('the per-process catalogue cache', () => {
  it('computes a key once, shares concurrent misses and forgets the oldest entry over its limit', async () => {
    const cache = createMemoryCache(2);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.getOrCompute('a', compute), cache.getOrCompute('a', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await cache.getOrCompute('b', compute);
    await cache.getOrCompute('c', compute);
    expect(await cache.getOrCompute('a', compute)).toBe(4);
  });

  it('does not keep a failed computation', async () => {
    const cache = createMemoryCache();
    await expect(cache.getOrCompute('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrCompute('x', () => 7)).toBe(7);
  });

  it('holds no slot for a failed computation: the entries before it stay', async () => {
    const cache = createMemoryCache(2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.getOrCompute('a', compute);
    await expect(cache.getOrCompute('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await cache.getOrCompute('b', compute);
    expect(await cache.getOrCompute('a', compute)).toBe(1);
  });
});

const available = await testRedisAnswers();

describe.runIf(available)('the Redis-backed catalogue cache (local Redis)', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let first: CatalogueCache & { redis: Redis };
  let second: CatalogueCache & { redis: Redis };
  beforeAll(async () => {
    first = createRedisCache(REDIS_URL);
    second = createRedisCache(REDIS_URL);
    await Promise.all(
      [first.redis, second.redis].map((redis) => redis.status === 'ready' || once(redis, 'ready')),
    );
  });
  afterAll(async () => {
    const keys = await first.redis.keys(`agrolease:catalogue:${prefix}*`);
    if (keys.length > 0) await first.redis.del(...keys);
    await first.close();
    await second.close();
  });

  it('shares an entry computed by one process with another', async () => {
    expect(await first.getOrCompute(`${prefix}:facets`, () => ({ ids: [1, 2, 3] }))).toEqual({
      ids: [1, 2, 3],
    });
    let computedBySecond = false;
    const seen = await second.getOrCompute(`${prefix}:facets`, () => {
      computedBySecond = true;
      return { ids: [] };
    });
    expect(seen).toEqual({ ids: [1, 2, 3] });
    expect(computedBySecond).toBe(false);
    expect(await first.redis.ttl(`agrolease:catalogue:${prefix}:facets`)).toBeGreaterThan(0);
  });
});

describe('the Redis-backed cache when Redis does not answer', () => {
  it('still answers from the computation', async () => {
    const cache = createRedisCache('redis://127.0.0.1:1');
    expect(await cache.getOrCompute('k', () => 42)).toBe(42);
    await cache.close();
  });
});
