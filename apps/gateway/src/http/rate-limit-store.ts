import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { AttemptCounters } from '../adapters/attempt-counters/attempt-counters.ts';

type RouteParams = FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store over the attempt counters (decision 0078): the per-IP limits of
 * uploads, /kp/ requests and the like count where every instance sees them, instead of in
 * each process's memory. Each route gets its own counters (the route's method and path).
 */
export function attemptCounterRateLimitStore(counters: AttemptCounters): FastifyRateLimitStoreCtor {
  class AttemptCounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(params: RouteParams) {
      const route = params.routeInfo;
      this.prefix = route?.url ? `rate:${[route.method].flat().join(',')}:${route.url}:` : 'rate:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.add(this.prefix + key, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        ({ count, resetInSeconds }) => callback(null, { current: count, ttl: resetInSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteParams): FastifyRateLimitStore {
      return new AttemptCounterStore(routeOptions);
    }
  }
  return AttemptCounterStore;
}
