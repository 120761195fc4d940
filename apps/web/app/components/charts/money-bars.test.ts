import { describe, expect, it } from 'vitest';
import { scaleTop } from './money-bars';

describe('the money bars scale', () => {
  it('rounds the largest bar up to four even steps', () => {
    expect(scaleTop(240_000)).toBe(400_000);
    expect(scaleTop(243_005)).toBe(400_000);
    expect(scaleTop(1_000_000)).toBe(1_000_000);
    expect(scaleTop(3_900)).toBe(4_000);
    expect(scaleTop(9_000)).toBe(10_000);
  });

  it('has a scale for an empty chart', () => {
    expect(scaleTop(0)).toBe(1);
  });
});
