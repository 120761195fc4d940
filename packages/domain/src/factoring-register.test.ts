import { describe, expect, it } from 'vitest';
import { factoringAdvance, factoringAnswerProblem, factoringSendProblem } from './factoring-register.ts';

describe('factoring registers (decision 0088)', () => {
  it('sends a draft with at least one invoice, once', () => {
    expect(factoringSendProblem('draft', 2)).toBeNull();
    expect(factoringSendProblem('draft', 0)).toContain('хотя бы одну');
    expect(factoringSendProblem('sent', 2)).toBe('Реестр уже отправлен');
  });

  it('lets the customer confirm a sent register, or dispute it with a reason', () => {
    expect(factoringAnswerProblem('sent', 'confirm', '')).toBeNull();
    expect(factoringAnswerProblem('sent', 'dispute', ' ')?.prop).toBe('comment');
    expect(factoringAnswerProblem('sent', 'dispute', 'Накладная 17 не наша')).toBeNull();
    expect(factoringAnswerProblem('confirmed', 'dispute', 'Поздно')?.prop).toBe('id');
  });

  it('advances 90 % of the total, rounded down', () => {
    expect(factoringAdvance(1_000_001)).toBe(900_000);
    expect(factoringAdvance(-1)).toBe(0);
  });
});
