import { describe, expect, it } from 'vitest';
import { backPathOf } from './session.server';

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
