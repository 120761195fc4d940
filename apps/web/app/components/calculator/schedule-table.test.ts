import { describe, expect, it } from 'vitest';
import { showAllPaymentsLabel } from './schedule-table';

// Decision 0121: the button read «Показать все 24 платежей» for a two-year lease.
describe('showAllPaymentsLabel', () => {
  it('counts the payments with the word in its form', () => {
    expect(showAllPaymentsLabel(24)).toBe('Показать все 24 платежа');
    expect(showAllPaymentsLabel(36)).toBe('Показать все 36 платежей');
    expect(showAllPaymentsLabel(21)).toBe('Показать все 21 платёж');
    expect(showAllPaymentsLabel(84)).toBe('Показать все 84 платежа');
  });
});
