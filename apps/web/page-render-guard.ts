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
    text: 'С вашего адреса одновременно открывается слишком много страниц.',
  },
  overloaded: {
    title: 'Сайт перегружен',
    text: 'Сейчас сайт обрабатывает слишком много запросов.',
  },
};

/** The logo of the header (components/header/logo.tsx), inline: the page loads nothing else. */
const LOGO =
  '<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true"><rect width="34" height="34" rx="8" fill="#1f6d45"/><path d="M6 25c6-3 16-3 22 0" stroke="#f2c94c" stroke-width="2.4" fill="none" stroke-linecap="round"/><path d="M17 23V11" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M17 15c0-4 3-6 7-6 0 4-3 6-7 6z" fill="#fff"/><path d="M17 18c0-3.5-2.6-5.4-6-5.4 0 3.5 2.6 5.4 6 5.4z" fill="#d6eadf"/></svg>';

/** The site's colours and type (app/theme.ts), inline. */
const BUSY_STYLE =
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f6f8f7;color:#1b1f23;font-family:Inter,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  'header{background:#fff;border-bottom:1px solid #e3e8e5;padding:12px 24px}' +
  '.logo{display:inline-flex;align-items:center;gap:8px;color:#155a38;font-size:20px;font-weight:800;text-decoration:none}' +
  'main{flex:1;display:flex;align-items:center;justify-content:center;padding:24px}' +
  'section{max-width:520px;background:#fff;border:1px solid #e3e8e5;border-radius:8px;padding:32px 24px;text-align:center}' +
  'h1{margin:0 0 12px;font-size:26px;color:#155a38}p{margin:0 0 20px;line-height:1.5;color:#5c6670}' +
  '.retry{display:inline-block;background:#1f6d45;color:#fff;border-radius:8px;padding:10px 24px;font-weight:600;text-decoration:none}' +
  '.retry:hover{background:#155a38}.home{display:block;margin-top:16px;color:#1f6d45}';

/**
 * The whole page of a refused render, in the site's look yet with no scripts or styles to
 * load: the logo and colours inline, «Повторить» reloading the address, and the browser
 * retrying by itself after Retry-After seconds (issue 39).
 */
export function busyPage(kind: RenderRefused['kind'], retryAfterSeconds: number): string {
  const { title, text } = BUSY_PAGES[kind];
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${seconds}"><meta name="robots" content="noindex"><title>${title} — Агролизинг</title><style>${BUSY_STYLE}</style></head><body><header><a class="logo" href="/">${LOGO}<span>Агролизинг</span></a></header><main><section><h1>${title}</h1><p>${text} Страница обновится сама через ${seconds} с.</p><a class="retry" href="">Повторить</a><a class="home" href="/">На главную</a></section></main></body></html>`;
}

/** What a refused render answers: 429 for one address's flood, 503 when the site is overloaded. */
export function refusedAnswer(refused: RenderRefused): {
  status: 429 | 503;
  headers: Record<string, string>;
  body: string;
} {
  return {
    status: refused.kind === 'overloaded' ? 503 : 429,
    headers: {
      'retry-after': String(refused.retryAfterSeconds),
      'cache-control': 'no-store',
      'content-type': 'text/html; charset=utf-8',
    },
    body: busyPage(refused.kind, refused.retryAfterSeconds),
  };
}
