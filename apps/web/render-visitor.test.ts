import type { TransportRequest, TransportResponse } from '@agrolease/contracts';
import { describe, expect, it } from 'vitest';
import { createRenderVisitors } from './render-visitor.ts';

const token = (letter: string) => letter.repeat(43);
const checkAuth: TransportRequest = { method: 'GET', url: '/srv/CheckAuth', headers: {} };
const accepted = (id: number): TransportResponse => ({
  status: 200,
  headers: {},
  body: { auth: true, account: { id } },
});

describe('whom a page render is counted for (decision 0170)', () => {
  it('counts a guest, and a cookie no reply has vouched for, against the address', () => {
    const visitors = createRenderVisitors();
    expect(visitors.of('203.0.113.1', undefined)).toEqual({ kind: 'address', key: '203.0.113.1' });
    expect(visitors.of('203.0.113.1', token('a'))).toEqual({ kind: 'address', key: '203.0.113.1' });
  });

  it("counts a session against its account once the gateway's CheckAuth accepted it", async () => {
    const visitors = createRenderVisitors();
    const transport = visitors.observing(async () => accepted(42), token('a'));
    await transport(checkAuth);
    expect(visitors.of('203.0.113.1', token('a'))).toEqual({ kind: 'account', key: '42' });
    // two people of one farm office behind one address are two accounts
    await visitors.observing(async () => accepted(43), token('b'))(checkAuth);
    expect(visitors.of('203.0.113.1', token('b'))).toEqual({ kind: 'account', key: '43' });
  });

  it('learns nothing from other calls, and forgets a session the gateway answers 401 for', async () => {
    const visitors = createRenderVisitors();
    await visitors.observing(async () => accepted(42), token('a'))({ ...checkAuth, url: '/srv/CheckAuthX' });
    await visitors.observing(async () => accepted(42), token('a'))({ ...checkAuth, method: 'POST' });
    expect(visitors.size).toBe(0);
    visitors.vouch(token('a'), 42);
    await visitors.observing(
      async () => ({ status: 401, headers: {}, body: {} }),
      token('a'),
    )({
      method: 'GET',
      url: '/srv/GetApplications',
      headers: {},
    });
    expect(visitors.of('203.0.113.1', token('a')).kind).toBe('address');
  });

  it('keeps the most recently seen sessions within its bound', () => {
    const visitors = createRenderVisitors(2);
    visitors.vouch(token('a'), 1);
    visitors.vouch(token('b'), 2);
    visitors.vouch(token('a'), 1);
    visitors.vouch(token('c'), 3);
    expect(visitors.size).toBe(2);
    expect(visitors.of('ip', token('a')).kind).toBe('account');
    expect(visitors.of('ip', token('b')).kind).toBe('address');
  });
});
