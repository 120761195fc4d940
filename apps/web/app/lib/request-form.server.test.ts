import { describe, expect, it } from 'vitest';
import { readForm, refuseUnsafeAddress } from './request-form.server';

const post = (url: string, body: string) =>
  new Request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The status a guard refused with, or undefined when it let the request through. */
async function refusal(run: () => unknown): Promise<number | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('the site refuses fields named after the prototype chain (decision 0076)', () => {
  it.each([
    ['a form field __proto__[x]', post('http://site/cabinet/v2/auth', '__proto__[x]=1')],
    ['a form field a[constructor]', post('http://site/cabinet/v2/auth', 'a[constructor]=1')],
    ['a posted address with prototype', post('http://site/cabinet/v2/auth?prototype=1', 'login=a')],
  ])('answers 400 to %s', async (_what, request) => {
    expect(await refusal(() => readForm(request))).toBe(400);
  });

  it('answers 400 to a page address with __proto__', async () => {
    expect(await refusal(() => refuseUnsafeAddress(new Request('http://site/catalog/?__proto__[x]=1')))).toBe(
      400,
    );
  });

  it('reads an ordinary form', async () => {
    const form = await readForm(post('http://site/cabinet/v2/auth?back=/x', 'login=a&w[f]=2'));
    expect(form.get('w[f]')).toBe('2');
  });
});
