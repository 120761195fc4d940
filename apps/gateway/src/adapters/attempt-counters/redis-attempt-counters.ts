import { Redis } from 'ioredis';
import { AppError } from '../../errors/app-error.ts';
import type { AttemptCounters } from './attempt-counters.ts';

const PREFIX = 'agrolease:attempts:';

/**
 * INCRBY and the window's expiry in one Lua script: Redis runs it atomically, so a window is
 * opened exactly once and no counter is left without an expiry. A counter given back below
 * zero stays at zero.
 */
const ADD = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n < 0 then
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
  n = 0
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {n, ttl}
`;

/** A limiter that cannot count refuses (503) rather than letting every attempt through. */
function unavailable(cause: unknown): AppError {
  return new AppError('UNAVAILABLE', 'Сервис временно недоступен. Попробуйте через минуту', { cause });
}

/** Counters in Redis (REDIS_URL), shared by every instance. */
export function createRedisAttemptCounters(url: string): AttemptCounters & { redis: Redis } {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  return {
    name: 'redis',
    redis,
    async add(key, windowSeconds, by = 1) {
      const [count, ttlMs] = (await redis
        .eval(ADD, 1, PREFIX + key, by, windowSeconds * 1000)
        .catch((error: unknown) => Promise.reject(unavailable(error)))) as [number, number];
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    async reset(key) {
      await redis.del(PREFIX + key).catch((error: unknown) => Promise.reject(unavailable(error)));
    },
    async close() {
      redis.disconnect();
    },
  };
}
