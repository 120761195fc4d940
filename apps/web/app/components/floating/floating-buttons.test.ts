import { describe, expect, it } from 'vitest';
import { shouldShowScrollTop } from './floating-buttons';

describe('scroll-to-top', () => {
  it('appears only beyond two screen heights', () => {
    expect(shouldShowScrollTop(0, 800)).toBe(false);
    expect(shouldShowScrollTop(1600, 800)).toBe(false);
    expect(shouldShowScrollTop(1601, 800)).toBe(true);
    expect(shouldShowScrollTop(5000, 0)).toBe(false);
  });
});
