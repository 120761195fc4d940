import { describe, expect, it } from 'vitest';
import {
  busyPage,
  createRenderLimit,
  createRenderRate,
  RenderRefused,
  refusedAnswer,
} from './page-render-guard.ts';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<string>((resolve) => (open = () => resolve('page')));
  return { opened, open };
}

describe('the page render limit', () => {
  it('refuses a visitor address its seventh render in flight with 429, others go on', async () => {
    const limit = createRenderLimit(6);
    const { opened, open } = gate();
    const running = Array.from({ length: 6 }, () => limit.run('203.0.113.1', () => opened));
    await expect(limit.run('203.0.113.1', async () => 'page')).rejects.toMatchObject({
      kind: 'too-many',
      retryAfterSeconds: 5,
    });
    expect(await limit.run('203.0.113.2', async () => 'other visitor')).toBe('other visitor');
    open();
    expect(await Promise.all(running)).toEqual(Array(6).fill('page'));
    expect(await limit.run('203.0.113.1', async () => 'again')).toBe('again');
    expect(limit.inFlight).toBe(0);
  });

  it('frees the slot of a render that fails', async () => {
    const limit = createRenderLimit(1);
    await expect(limit.run('203.0.113.3', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run('203.0.113.3', async () => 'ok')).toBe('ok');
  });

  it('does not limit when set to 0', async () => {
    const limit = createRenderLimit(0);
    const { opened, open } = gate();
    const running = Array.from({ length: 20 }, () => limit.run('203.0.113.4', () => opened));
    open();
    expect(await Promise.all(running)).toHaveLength(20);
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

describe('renders a second per address', () => {
  it('allows a burst of two seconds, then one render per 1/rate seconds, per address', () => {
    let time = 0;
    const rate = createRenderRate(5, () => time);
    for (let i = 0; i < 10; i++) rate.take('203.0.113.1');
    expect(() => rate.take('203.0.113.1')).toThrow(RenderRefused);
    rate.take('203.0.113.2');
    time += 200;
    rate.take('203.0.113.1');
    expect(() => rate.take('203.0.113.1')).toThrow(RenderRefused);
  });

  it('tells how long to wait, and 0 turns the limit off', () => {
    let time = 0;
    const rate = createRenderRate(1, () => time);
    for (let i = 0; i < 2; i++) rate.take('198.51.100.7');
    expect(() => rate.take('198.51.100.7')).toThrow(expect.objectContaining({ retryAfterSeconds: 1 }));
    time += 1000;
    rate.take('198.51.100.7');
    const off = createRenderRate(0);
    for (let i = 0; i < 1000; i++) off.take('198.51.100.7');
  });
});
