import { describe, expect, it } from 'vitest';
import {
  factoringAdvance,
  factoringAnswerProblem,
  factoringCustomerNote,
  factoringSendProblem,
  invoiceScanProblem,
} from './factoring-register.ts';

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

describe('scans of invoices and the customer found by INN (decision 0114)', () => {
  it('attaches a PDF, JPEG or PNG scan to an invoice of a draft register', () => {
    for (const mime of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(invoiceScanProblem('draft', mime)).toBeNull();
    }
  });

  it('refuses other types and files whose bytes showed no type', () => {
    expect(invoiceScanProblem('draft', 'image/webp')).toBe('Скан накладной — PDF, JPEG или PNG');
    expect(invoiceScanProblem('draft', undefined)).toBe('Скан накладной — PDF, JPEG или PNG');
  });

  it('keeps the scans of a sent register as the customer saw them', () => {
    expect(invoiceScanProblem('sent', 'application/pdf')).toContain('Реестр уже отправлен');
  });

  it('tells the supplier whether the customer will see the register or must register first', () => {
    expect(factoringCustomerNote({ inn: '7707083893', registered: true })).toContain('найден');
    const missing = factoringCustomerNote({ inn: '7707083893', registered: false });
    expect(missing).toContain('ИНН 7707083893 ещё нет на сайте');
    expect(missing).toContain('пригласите');
  });
});
