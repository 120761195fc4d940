import { describe, expect, it } from 'vitest';
import { listPage } from './list-page';

const at = (query: string) => listPage(new URL(`http://site.test/list${query}`));

describe('the page of a list from its address', () => {
  it('is the page asked for', () => {
    expect(at('?page=3')).toBe(3);
    expect(at('?status=new&page=12')).toBe(12);
  });

  it('is the first page when none, or no number, is asked for', () => {
    expect(at('')).toBe(1);
    expect(at('?page=')).toBe(1);
    expect(at('?page=abc')).toBe(1);
  });

  it('keeps within 1 and 10 000 and drops a fraction', () => {
    expect(at('?page=0')).toBe(1);
    expect(at('?page=-4')).toBe(1);
    expect(at('?page=2.7')).toBe(2);
    expect(at('?page=99999999999')).toBe(10_000);
  });
});
