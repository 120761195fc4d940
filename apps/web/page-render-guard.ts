/**
 * Guards page renders, the most expensive work of the site (decisions 0078, 0170). Renders are
 * counted per visitor: a signed-in visitor's per account (a farm office, a mobile operator's
 * carrier-grade NAT or a crawler puts many people behind one address), a guest's per address.
 * Each visitor has a few renders in flight and a rate with bursts; a request beyond them waits
 * briefly in a bounded queue, and only a visitor whose queue is full, or whose wait would be too
 * long, gets 429 at once (a flood from one address is refused in a fraction of a millisecond
 * instead of queueing every render). When the event loop lags behind (many visitors at once) new
 * renders are shed with 503 while /healthz, /readyz and the calls under /srv, which live outside
 * the pages' scope, go on. Guests' cached pages are not renders and are served either way.
 */

import { LRUCache } from 'lru-cache';

/** A render that was not started: the visitor gets a short Russian page with Retry-After. */
export class RenderRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly kind: 'too-many' | 'overloaded' = 'too-many',
  ) {
    super(kind === 'too-many' ? 'too many page renders from one visitor' : 'the server is overloaded');
  }
}

/** What one visitor (an address or an account) may have. */
export interface RenderAllowance {
  /** Page requests in flight at once (0: no limit). */
  inFlight: number;
  /** Renders started a second (0: no limit), in bursts of BURST_SECONDS' worth. */
  perSecond: number;
}

/** How a request beyond the allowance waits before it is refused. */
export interface RenderQueue {
  /** Requests of one visitor that may wait for a slot in flight (0: none wait). */
  size: number;
  /** The longest a request waits, for a slot or for the rate, before 429 (0: none wait). */
  waitMs: number;
}

/** A burst is this many seconds of the rate: a page with its data and a few quick clicks. */
export const BURST_SECONDS = 3;

/**
 * Visitors whose bucket is still refilling, kept at most (the least recently seen go first and
 * come back with a full bucket). A visitor with a full bucket and nothing in flight is not kept
 * at all: it is the same as one never seen.
 */
const MAX_REFILLING_VISITORS = 10_000;

interface Waiter {
  admit: () => void;
  timer: ReturnType<typeof setTimeout>;
}

interface VisitorState {
  running: number;
  waiting: Waiter[];
  /** Tokens of the rate's bucket; below zero while later renders have reserved theirs. */
  tokens: number;
  at: number;
}

/**
 * The allowance of every visitor of one kind (addresses, or accounts). `run` holds a slot in
 * flight for a whole page request (even a kept page asks the database for its generation);
 * `take` spends one of the rate's tokens when a render really starts. Both wait up to
 * `queue.waitMs`, and refuse with RenderRefused when the wait would be longer or the queue is full.
 */
export function createRenderGate(
  allowance: RenderAllowance,
  queue: RenderQueue,
  now: () => number = performance.now.bind(performance),
) {
  const burst = allowance.perSecond * BURST_SECONDS;
  // Visitors with a request in flight or waiting: as many as the requests the server holds.
  const busy = new Map<string, VisitorState>();
  // Idle visitors whose bucket is not full yet, each until it would be full again (its ttl):
  // `lru-cache` bounds them in number and drops the full ones by itself, with no scan over all
  // visitors on a request (decision 0181).
  const refilling = new LRUCache<string, VisitorState>({
    max: MAX_REFILLING_VISITORS,
    ttlAutopurge: false,
    perf: { now },
  });
  const refill = (state: VisitorState, time: number) => {
    state.tokens = Math.min(burst, state.tokens + ((time - state.at) / 1000) * allowance.perSecond);
    state.at = time;
  };
  const stateOf = (key: string): VisitorState =>
    busy.get(key) ?? refilling.get(key) ?? { running: 0, waiting: [], tokens: burst, at: now() };
  /** Files a visitor by what it has: busy, refilling until its bucket is full, or forgotten. */
  const file = (key: string, state: VisitorState) => {
    if (state.running > 0 || state.waiting.length > 0) {
      refilling.delete(key);
      busy.set(key, state);
      return;
    }
    busy.delete(key);
    refill(state, now());
    if (allowance.perSecond > 0 && state.tokens < burst) {
      const ttl = Math.ceil(((burst - state.tokens) / allowance.perSecond) * 1000);
      refilling.set(key, state, { ttl: Math.max(1, ttl) });
    } else {
      refilling.delete(key);
    }
  };
  const release = (key: string, state: VisitorState) => {
    const next = state.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
      return;
    }
    state.running -= 1;
    file(key, state);
  };
  /** Waits for a slot in flight, up to the queue's bounds; the slot is then the caller's. */
  const enter = (key: string): Promise<VisitorState> | VisitorState => {
    const state = stateOf(key);
    if (state.running < allowance.inFlight) {
      state.running += 1;
      file(key, state);
      return state;
    }
    const waitSeconds = Math.max(1, Math.ceil(queue.waitMs / 1000));
    if (state.waiting.length >= queue.size || queue.waitMs <= 0) throw new RenderRefused(waitSeconds);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes from the request that ends to this one: `running` stays as it is.
        admit: () => resolve(state),
        timer: setTimeout(() => {
          state.waiting.splice(state.waiting.indexOf(waiter), 1);
          file(key, state);
          reject(new RenderRefused(waitSeconds));
        }, queue.waitMs),
      };
      state.waiting.push(waiter);
      file(key, state);
    });
  };
  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      if (allowance.inFlight <= 0) return work();
      const state = await enter(key);
      try {
        return await work();
      } finally {
        release(key, state);
      }
    },
    /**
     * Spends one render of the visitor's rate: at once while the bucket holds one, else after
     * the wait for the next token when that is short enough (the token is reserved meanwhile).
     */
    async take(key: string): Promise<void> {
      if (allowance.perSecond <= 0) return;
      const state = stateOf(key);
      refill(state, now());
      if (state.tokens >= 1) {
        state.tokens -= 1;
        file(key, state);
        return;
      }
      const waitMs = ((1 - state.tokens) / allowance.perSecond) * 1000;
      if (waitMs > queue.waitMs) throw new RenderRefused(Math.max(1, Math.ceil(waitMs / 1000)));
      state.tokens -= 1;
      file(key, state);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    },
    /** Page requests in flight, and those waiting for a slot (tests, the overload check). */
    get inFlight() {
      let sum = 0;
      for (const state of busy.values()) sum += state.running;
      return sum;
    },
    get waiting() {
      let sum = 0;
      for (const state of busy.values()) sum += state.waiting.length;
      return sum;
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;

const BUSY_PAGES: Record<RenderRefused['kind'], { title: string; text: string }> = {
  'too-many': {
    title: 'Слишком много запросов',
    text: 'Вы открываете слишком много страниц сразу.',
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
