import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyPage, createRenderGate, RenderRefused, refusedAnswer } from './page-render-guard.ts';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<string>((resolve) => (open = () => resolve('page')));
  return { opened, open };
}

const refusal = (retryAfterSeconds: number) =>
  expect.objectContaining({ kind: 'too-many', retryAfterSeconds });

describe('the page render gate (decision 0170)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const now = () => Date.now();

  it('lets a visitor past its slots wait in the queue, and admits it when a page is answered', async () => {
    const limit = createRenderGate({ inFlight: 2, perSecond: 0 }, { size: 4, waitMs: 5000 }, now);
    const first = gate();
    const running = [
      limit.run('203.0.113.1', () => first.opened),
      limit.run('203.0.113.1', () => first.opened),
    ];
    const waited = limit.run('203.0.113.1', async () => 'waited');
    expect(limit.waiting).toBe(1);
    // another visitor is not behind this one
    expect(await limit.run('203.0.113.2', async () => 'other visitor')).toBe('other visitor');
    first.open();
    expect(await Promise.all([...running, waited])).toEqual(['page', 'page', 'waited']);
    expect(limit.inFlight).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('refuses with 429 once the queue is full, and a wait that outlasts its bound', async () => {
    const limit = createRenderGate({ inFlight: 1, perSecond: 0 }, { size: 2, waitMs: 3000 }, now);
    const stuck = gate();
    const running = limit.run('203.0.113.1', () => stuck.opened);
    const queued = [limit.run('203.0.113.1', async () => 'a'), limit.run('203.0.113.1', async () => 'b')];
    await expect(limit.run('203.0.113.1', async () => 'c')).rejects.toEqual(refusal(3));
    const outcomes = Promise.allSettled(queued);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(limit.waiting).toBe(0);
    stuck.open();
    await running;
    expect(await limit.run('203.0.113.1', async () => 'again')).toBe('again');
    expect(limit.inFlight).toBe(0);
  });

  it('answers 50 pages asked 16 at a time from one address: the burst waits instead of 429 (issue 40)', async () => {
    const limit = createRenderGate({ inFlight: 8, perSecond: 10 }, { size: 32, waitMs: 5000 }, now);
    const page = async () => {
      await limit.take('198.51.100.9');
      await new Promise((resolve) => setTimeout(resolve, 150));
      return 200;
    };
    let next = 0;
    const statuses: number[] = [];
    const connection = async () => {
      while (next < 50) {
        next += 1;
        statuses.push(await limit.run('198.51.100.9', page).catch(() => 429));
      }
    };
    const all = Promise.all(Array.from({ length: 16 }, connection));
    await vi.advanceTimersByTimeAsync(20_000);
    await all;
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it('frees the slot of a render that fails', async () => {
    const limit = createRenderGate({ inFlight: 1, perSecond: 0 }, { size: 0, waitMs: 0 }, now);
    await expect(limit.run('203.0.113.3', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run('203.0.113.3', async () => 'ok')).toBe('ok');
  });

  it('does not limit when set to 0', async () => {
    const limit = createRenderGate({ inFlight: 0, perSecond: 0 }, { size: 0, waitMs: 0 }, now);
    const { opened, open } = gate();
    const running = Array.from({ length: 20 }, () => limit.run('203.0.113.4', () => opened));
    open();
    expect(await Promise.all(running)).toHaveLength(20);
    for (let i = 0; i < 1000; i++) await limit.take('203.0.113.4');
  });

  it('answers in Russian with a page that needs nothing else', () => {
    expect(busyPage('too-many', 5)).toContain('Слишком много запросов');
    expect(busyPage('overloaded', 10)).toContain('Сайт перегружен');
    expect(busyPage('too-many', 5)).not.toMatch(/<script|<link|src=/);
    expect(new RenderRefused(10, 'overloaded').kind).toBe('overloaded');
  });

  it('answers a refusal with its status, Retry-After and a page in the site look that retries by itself (issue 39)', () => {
    const overloaded = refusedAnswer(new RenderRefused(10, 'overloaded'));
    expect(overloaded.status).toBe(503);
    expect(overloaded.headers).toMatchObject({
      'retry-after': '10',
      'cache-control': 'no-store',
      'content-type': 'text/html; charset=utf-8',
    });
    const page = overloaded.body;
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<h1>Сайт перегружен</h1>');
    // the logo and the site's field green, inline
    expect(page).toMatch(/<svg[^>]*>.*fill="#1f6d45".*<\/svg><span>Агролизинг<\/span>/);
    expect(page).toMatch(/<style>[^<]*#1f6d45/);
    expect(page).toContain('<a class="retry" href="">Повторить</a>');
    expect(page).toContain('<meta http-equiv="refresh" content="10">');
    expect(page).toContain('через 10 с.');

    const tooMany = refusedAnswer(new RenderRefused(3));
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers['retry-after']).toBe('3');
    expect(tooMany.body).toContain('<meta http-equiv="refresh" content="3">');
    expect(tooMany.body).toContain('Слишком много запросов');
  });
});

describe('renders a second per visitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const now = () => Date.now();

  it('allows a burst of three seconds at once, then makes the next renders wait for their turn', async () => {
    const rate = createRenderGate({ inFlight: 0, perSecond: 5 }, { size: 0, waitMs: 1000 }, now);
    for (let i = 0; i < 15; i++) await rate.take('203.0.113.1');
    let started = 0;
    const turns = Array.from({ length: 5 }, () => rate.take('203.0.113.1').then(() => (started += 1)));
    // a sixth would wait 1.2 s, beyond the bound: refused at once, with the time to wait
    await expect(rate.take('203.0.113.1')).rejects.toEqual(refusal(2));
    await rate.take('203.0.113.2');
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(800);
    await Promise.all(turns);
    expect(started).toBe(5);
  });

  it('refuses at once when nothing may wait', async () => {
    const rate = createRenderGate({ inFlight: 0, perSecond: 1 }, { size: 0, waitMs: 0 }, now);
    for (let i = 0; i < 3; i++) await rate.take('198.51.100.7');
    await expect(rate.take('198.51.100.7')).rejects.toEqual(refusal(1));
    await vi.advanceTimersByTimeAsync(1000);
    await rate.take('198.51.100.7');
  });

  it('counts a visitor among a flood of 20,000 others, and takes one whose bucket refilled as new', async () => {
    const rate = createRenderGate({ inFlight: 0, perSecond: 1 }, { size: 0, waitMs: 0 }, now);
    for (let i = 0; i < 20_000; i++) await rate.take(`10.0.${Math.floor(i / 250)}.${i % 250}`);
    // the newest 10,000 refilling visitors are kept: the flood's last address is still counted
    await rate.take('10.0.79.249');
    await rate.take('10.0.79.249');
    await expect(rate.take('10.0.79.249')).rejects.toEqual(refusal(1));
    // once its bucket is full again a visitor is as good as new: three renders at once
    await vi.advanceTimersByTimeAsync(3000);
    for (let i = 0; i < 3; i++) await rate.take('10.0.79.249');
    await expect(rate.take('10.0.79.249')).rejects.toEqual(refusal(1));
  });
});
