import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Cache of catalogue results (facet counts, search hits, suggestions). Keys carry the
 * catalogue generation (catalogue_generation, bumped by triggers whenever products change),
 * so a change makes every older entry unreachable: nothing has to be deleted.
 *
 * Every process keeps a small LRU in memory (PGlite runs queries on the main thread, so a
 * hit must not touch the database); with REDIS_URL the entries are shared between instances.
 */
export interface CatalogueCache {
  getOrCompute<T>(key: string, compute: () => Promise<T> | T): Promise<T>;
  /** Whether entries reach other processes (Redis answers). */
  readonly shared: boolean;
  close(): Promise<void>;
}

const MEMORY_ENTRIES = 1000;
const REDIS_TTL_SECONDS = 600;
const REDIS_PREFIX = 'agrolease:catalogue:';

/**
 * The in-memory LRU of pending and settled results (`lru-cache`, decision 0181). A computation
 * that fails leaves the cache at once (only if the entry is still its own), so the next call
 * computes again and no slot is held by a failure.
 */
function memoryLru(limit: number) {
  const lru = new LRUCache<string, Promise<unknown>>({ max: limit });
  return {
    get: <T>(key: string) => lru.get(key) as Promise<T> | undefined,
    remember<T>(key: string, value: Promise<T>): Promise<T> {
      lru.set(key, value);
      value.catch(() => {
        if (lru.peek(key) === value) lru.delete(key);
      });
      return value;
    },
  };
}

/** Per-process cache: concurrent misses of one key share one computation. */
export function createMemoryCache(limit = MEMORY_ENTRIES): CatalogueCache {
  const lru = memoryLru(limit);
  return {
    shared: false,
    async getOrCompute<T>(key: string, compute: () => Promise<T> | T): Promise<T> {
      return lru.get<T>(key) ?? lru.remember(key, Promise.resolve().then(compute));
    },
    async close() {},
  };
}

/**
 * Memory first, then Redis, then the computation (whose result goes to both). Redis being
 * down never fails a call: the entry is computed locally and the error is only counted.
 */
export function createRedisCache(url: string, limit = MEMORY_ENTRIES): CatalogueCache & { redis: Redis } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  const lru = memoryLru(limit);
  const fromRedis = async <T>(key: string, compute: () => Promise<T> | T): Promise<T> => {
    const fullKey = REDIS_PREFIX + key;
    // While Redis is (re)connecting the entry is computed locally rather than waiting.
    if (redis.status !== 'ready') return compute();
    try {
      const stored = await redis.get(fullKey);
      if (stored !== null) return JSON.parse(stored) as T;
    } catch {
      // Redis unavailable: compute locally
    }
    const value = await compute();
    redis.set(fullKey, JSON.stringify(value), 'EX', REDIS_TTL_SECONDS).catch(() => {});
    return value;
  };
  return {
    redis,
    shared: true,
    async getOrCompute<T>(key: string, compute: () => Promise<T> | T): Promise<T> {
      return lru.get<T>(key) ?? lru.remember(key, fromRedis(key, compute));
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createCatalogueCache(redisUrl: string | undefined): CatalogueCache {
  return redisUrl ? createRedisCache(redisUrl) : createMemoryCache();
}
