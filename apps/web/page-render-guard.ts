/**
 * Guards page renders, the most expensive work of the site (decision 0078). One visitor's
 * address may have a few renders in flight (a browser needs one or two at a time; a flood of
 * unique addresses from one address gets 429 at once instead of queueing every render), and
 * when the event loop lags behind (many addresses at once) new renders are shed with 503 while
 * /healthz, /readyz and the calls under /srv, which live outside the pages' scope, go on.
 * Guests' cached pages are not renders and are served either way.
 */

/** A render that was not started: the visitor gets a short Russian page with Retry-After. */
export class RenderRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly kind: 'too-many' | 'overloaded' = 'too-many',
  ) {
    super(kind === 'too-many' ? 'too many page renders from one address' : 'the server is overloaded');
  }
}

/** At most `perIp` page requests in flight per visitor address (0: no limit). */
export function createRenderLimit(perIp: number) {
  const inFlight = new Map<string, number>();
  return {
    async run<T>(ip: string, render: () => Promise<T>): Promise<T> {
      if (perIp <= 0) return render();
      const running = inFlight.get(ip) ?? 0;
      if (running >= perIp) throw new RenderRefused(5);
      inFlight.set(ip, running + 1);
      try {
        return await render();
      } finally {
        const left = (inFlight.get(ip) ?? 1) - 1;
        if (left > 0) inFlight.set(ip, left);
        else inFlight.delete(ip);
      }
    },
    /** Renders in flight (tests). */
    get inFlight() {
      return [...inFlight.values()].reduce((sum, n) => sum + n, 0);
    },
  };
}

/** Addresses kept before the full buckets (visitors who have stopped) are dropped. */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * At most `perSecond` renders a second per visitor address, with bursts of four seconds' worth
 * (a token bucket; 0: no limit). The in-flight limit alone does not hold when renders block the
 * event loop one after another (the embedded database runs its queries on it): a flood then
 * queues at the socket, never in flight, and health waits behind it. Refusing the excess renders
 * at once keeps each refusal a fraction of a millisecond.
 */
export function createRenderRate(perSecond: number, now: () => number = performance.now.bind(performance)) {
  const burst = perSecond * 2;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, time: number) => {
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
    bucket.at = time;
  };
  return {
    /** Takes one render from the address's bucket; throws RenderRefused when it is empty. */
    take(ip: string): void {
      if (perSecond <= 0) return;
      const time = now();
      const bucket = buckets.get(ip) ?? { tokens: burst, at: time };
      refill(bucket, time);
      if (bucket.tokens < 1) throw new RenderRefused(Math.ceil((1 - bucket.tokens) / perSecond));
      bucket.tokens -= 1;
      buckets.set(ip, bucket);
      if (buckets.size > MAX_TRACKED_ADDRESSES) {
        for (const [address, other] of buckets) {
          refill(other, time);
          if (other.tokens >= burst) buckets.delete(address);
        }
      }
    },
  };
}

const BUSY_PAGES: Record<RenderRefused['kind'], { title: string; text: string }> = {
  'too-many': {
    title: 'Слишком много запросов',
    text: 'С вашего адреса одновременно открывается слишком много страниц. Подождите несколько секунд и обновите страницу.',
  },
  overloaded: {
    title: 'Сайт перегружен',
    text: 'Сейчас сайт обрабатывает слишком много запросов. Обновите страницу через несколько секунд.',
  },
};

/** The whole page of a refused render: no scripts or styles, nothing to render. */
export function busyPage(kind: RenderRefused['kind']): string {
  const { title, text } = BUSY_PAGES[kind];
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Агролизинг</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">На главную</a></p></body></html>`;
}
