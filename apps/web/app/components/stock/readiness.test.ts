import { describe, expect, it } from 'vitest';
import { readinessText } from './readiness';

describe('stock readiness', () => {
  it('says a ready item is in stock and gives the arrival day of one that is not', () => {
    expect(readinessText('2026-11-20', true)).toBe('В наличии');
    expect(readinessText('2026-12-05', false)).toBe('Поступит 05.12.2026');
  });
});
