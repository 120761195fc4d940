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

export type RenderLimit = ReturnType<typeof createRenderLimit>;

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
