import { describe, expect, it } from 'vitest';
import { parseBracketedQuery, parseFormEncoded, queryRefusal } from './form-body.ts';

describe('bracketed form keys', () => {
  it('build nested objects, id-keyed maps and lists', () => {
    expect(
      parseFormEncoded(
        'a=1&w[f]=2&f[filter][power][from]=3&q[15]=4&q[0]=5&ids[]=x&ids[]=y&s=%D0%B4%D0%B0+%D0%BD%D0%B5%D1%82',
      ),
    ).toEqual({
      a: '1',
      w: { f: '2' },
      f: { filter: { power: { from: '3' } } },
      q: { 15: '4', 0: '5' },
      ids: ['x', 'y'],
      s: 'да нет',
    });
  });

  it('keep the last of repeated plain keys and accept keys without values', () => {
    expect(parseFormEncoded('a=1&a=2&flag')).toEqual({ a: '2', flag: '' });
  });

  it('reject conflicting shapes of one name', () => {
    for (const text of ['a=1&a[b]=2', 'a[b]=2&a=1', 'a[]=1&a[b]=2', 'a[b]=1&a[b][c]=2', 'a[][b]=1']) {
      expect(() => parseFormEncoded(text), text).toThrow(/передан и как значение, и как структура/);
    }
  });

  it('reject malformed keys and encodings', () => {
    expect(() => parseFormEncoded('a[b=1')).toThrow(/Некорректное имя параметра/);
    expect(() => parseFormEncoded('a=%zz')).toThrow(/Некорректная кодировка/);
  });

  it('reject every name with a segment __proto__, constructor or prototype, polluting nothing', () => {
    for (const text of [
      '__proto__[x]=1',
      'a[__proto__][x]=1',
      '%5F%5Fproto%5F%5F[x]=1',
      'constructor[prototype][x]=1',
      'a[constructor]=1',
      'prototype=1',
      'ids[]=1&__proto__=2',
    ]) {
      expect(() => parseFormEncoded(text), text).toThrow(/Недопустимое имя параметра/);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('build objects without a prototype', () => {
    const parsed = parseFormEncoded('w[f]=1');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.w)).toBeNull();
  });

  it('leave a refused query empty and say why', () => {
    const query = parseBracketedQuery('__proto__[x]=1');
    expect(Object.keys(query)).toEqual([]);
    expect(queryRefusal(query)?.message).toMatch(/Недопустимое имя параметра/);
    expect(queryRefusal(parseBracketedQuery('a=1'))).toBeUndefined();
  });
});
