import { describe, expect, it } from 'vitest';
import { allocateIncoming, contractsNamedIn, daysNamedIn, remainingKopecks } from './incoming-payments.ts';

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

  const early = { onDay: '2026-09-15', rateMillionths: 1000 };
  const parts = (sum: number, list = unpaid, options: Parameters<typeof allocateIncoming>[2] = early) =>
    allocateIncoming(sum, list, options).allocations.map((one) => [one.id, one.kopecks, one.settles]);

  it('pays the oldest payments first, the last one partly when the sum ends inside it', () => {
    expect(parts(100_00)).toEqual([[1, 100_00, true]]);
    expect(parts(250_00)).toEqual([
      [1, 100_00, true],
      [2, 100_00, true],
      [3, 50_00, false],
    ]);
    expect(parts(99_99)).toEqual([[1, 99_99, false]]);
    expect(allocateIncoming(99_99, unpaid, early).surplusKopecks).toBe(0);
  });

  it('pays the payment whose day the purpose names first', () => {
    expect(parts(104_00, unpaid, { ...early, namedDays: ['2026-02-01', '2026-11-01'] })).toEqual([
      [2, 100_00, true],
      [1, 4_00, false],
    ]);
    expect(parts(200_00, unpaid, { ...early, namedDays: ['2026-12-01'] })).toEqual([
      [3, 100_00, true],
      [1, 100_00, true],
    ]);
  });

  it('asks only what remains of a partly paid payment', () => {
    const partly = unpaid.map((one) => (one.id === 1 ? { ...one, paidKopecks: 40_00 } : one));
    const first = partly.find((one) => one.id === 1);
    if (!first) throw new Error('the schedule has payment 1');
    expect(remainingKopecks(first)).toBe(60_00);
    expect(parts(60_00, partly)).toEqual([[1, 60_00, true]]);
    expect(parts(70_00, partly)).toEqual([
      [1, 60_00, true],
      [2, 10_00, false],
    ]);
    const paidOff = unpaid.map((one) => ({ ...one, paidKopecks: one.kopecks }));
    expect(allocateIncoming(50_00, paidOff, early)).toEqual({
      allocations: [],
      penaltyKopecks: 0,
      surplusKopecks: 50_00,
    });
  });

  it('takes the penalty of a late payment it settles, on the remainder, before paying ahead', () => {
    // 10 days late at 0.1 % a day: 1 % of what remains.
    const late = { onDay: '2026-10-11', rateMillionths: 1000 };
    expect(allocateIncoming(101_00, unpaid, late)).toEqual({
      allocations: [{ id: 1, kopecks: 100_00, settles: true, penaltyKopecks: 1_00 }],
      penaltyKopecks: 1_00,
      surplusKopecks: 0,
    });
    const partly = unpaid.map((one) => (one.id === 1 ? { ...one, paidKopecks: 50_00 } : one));
    expect(allocateIncoming(50_50, partly, late).allocations).toEqual([
      { id: 1, kopecks: 50_00, settles: true, penaltyKopecks: 50 },
    ]);
    // Not enough for the whole penalty: what there is; a partial payment takes none.
    expect(allocateIncoming(100_40, unpaid, late).allocations[0]?.penaltyKopecks).toBe(40);
    expect(allocateIncoming(90_00, unpaid, late).allocations).toEqual([
      { id: 1, kopecks: 90_00, settles: false, penaltyKopecks: 0 },
    ]);
    // More than the late payment and its penalty: the rest pays the next payment.
    expect(allocateIncoming(151_00, unpaid, late).allocations[1]).toEqual({
      id: 2,
      kopecks: 50_00,
      settles: false,
      penaltyKopecks: 0,
    });
  });

  it('lists what is left after the whole schedule as a surplus', () => {
    expect(allocateIncoming(400_00, unpaid, early).surplusKopecks).toBe(100_00);
  });
});
