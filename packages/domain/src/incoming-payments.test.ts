import { describe, expect, it } from 'vitest';
import { contractsNamedIn, daysNamedIn, paymentsCovered } from './incoming-payments.ts';

describe('incoming money put to the schedule', () => {
  const contracts = ['ДЛ-2026/0412', 'ДЛ-2025/0188', 'ДЛ-2026/04'];

  it('finds the contract however the payer wrote its number', () => {
    expect(contractsNamedIn('Оплата по дог. ДЛ-2026/0412 от 01.02.2026', contracts)).toEqual([
      'ДЛ-2026/0412',
    ]);
    expect(contractsNamedIn('оплата по договору дл 2026/0412', contracts)).toEqual(['ДЛ-2026/0412']);
    expect(contractsNamedIn('ДЛ–2025/0188, пени', contracts)).toEqual(['ДЛ-2025/0188']);
    expect(contractsNamedIn('Оплата по счёту 15', contracts)).toEqual([]);
  });

  it('does not read a shorter number inside a longer one', () => {
    expect(contractsNamedIn('по договору ДЛ-2026/04', contracts)).toEqual(['ДЛ-2026/04']);
    expect(contractsNamedIn('по договору ДЛ-2026/0412', contracts)).not.toContain('ДЛ-2026/04');
  });

  it('reads the days a purpose names', () => {
    expect(daysNamedIn('по договору от 01.02.2026 за 01.11.2026')).toEqual(['2026-02-01', '2026-11-01']);
  });

  const unpaid = [
    { id: 3, dueDay: '2026-12-01', kopecks: 100_00 },
    { id: 1, dueDay: '2026-10-01', kopecks: 100_00 },
    { id: 2, dueDay: '2026-11-01', kopecks: 100_00 },
  ];

  it('pays the oldest payments first while the sum covers each whole', () => {
    expect(paymentsCovered(100_00, unpaid)).toEqual([1]);
    expect(paymentsCovered(250_00, unpaid)).toEqual([1, 2]);
    expect(paymentsCovered(99_99, unpaid)).toEqual([]);
  });

  it('pays the payment whose day the purpose names first', () => {
    expect(paymentsCovered(104_00, unpaid, ['2026-02-01', '2026-11-01'])).toEqual([2]);
    expect(paymentsCovered(200_00, unpaid, ['2026-12-01'])).toEqual([3, 1]);
  });
});
