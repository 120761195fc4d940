import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backPathOf, getViewer } from './session.server';

describe('the viewer of a request', () => {
  const account = { login: 'client', role: 'client' };
  /** A load context whose gateway counts the CheckAuth calls. */
  function contextCountingCalls() {
    const calls = { count: 0 };
    const context = {
      secureCookies: false,
      gateway: {
        call: async () => {
          calls.count++;
          return { account };
        },
      },
    } as unknown as AppLoadContext;
    return { calls, context };
  }
  const request = (method: string) =>
    new Request('http://site/cabinet/v2/client/dashboard/', {
      method,
      headers: { cookie: `authToken=${'a'.repeat(43)}` },
    });

  it("is checked once for a GET's loaders (the root's and a cabinet layout's)", async () => {
    const { calls, context } = contextCountingCalls();
    const [first, second] = await Promise.all([
      getViewer(request('GET'), context),
      getViewer(request('GET'), context),
    ]);
    expect(first).toEqual(account);
    expect(second).toEqual(account);
    expect(calls.count).toBe(1);
    await getViewer(request('GET'), contextCountingCalls().context);
    expect(calls.count).toBe(1);
  });

  it('is checked at every call of a POST (an action may sign in or out)', async () => {
    const { calls, context } = contextCountingCalls();
    await getViewer(request('POST'), context);
    await getViewer(request('POST'), context);
    expect(calls.count).toBe(2);
  });

  it('costs no call without a session cookie', async () => {
    const { calls, context } = contextCountingCalls();
    expect(await getViewer(new Request('http://site/'), context)).toBeNull();
    expect(calls.count).toBe(0);
  });
});

describe('the path to return to after signing in', () => {
  const backOf = (target: string) =>
    backPathOf(new Request(`http://site/cabinet/v2/auth?back=${encodeURIComponent(target)}`));

  it('keeps a path of this site and drops another origin', () => {
    expect(backOf('/cabinet/v2/client/dashboard?x=1')).toBe('/cabinet/v2/client/dashboard?x=1');
    expect(backOf('//evil.example/')).toBeUndefined();
    expect(backOf('https://evil.example/')).toBeUndefined();
    expect(backOf('/\t/evil.example')).toBeUndefined();
  });

  it.each([
    ['CR/LF', '/x\r\nSet-Cookie: a=b'],
    ['a NUL', '/x\0'],
  ])('answers 400 to %s in the target (it would split the Location header)', (_what, target) => {
    const request = new Request(`http://site/cabinet/v2/auth?back=${encodeURIComponent(target)}`);
    let status: number | undefined;
    try {
      backPathOf(request);
    } catch (error) {
      status = (error as { init?: { status?: number } }).init?.status;
    }
    expect(status).toBe(400);
  });
});
