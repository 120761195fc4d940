import { describe, expect, it } from 'vitest';
import { parseFormEncoded } from './form-body.ts';

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
});
