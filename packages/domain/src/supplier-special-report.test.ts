import { describe, expect, it } from 'vitest';
import { checkListFileProblem } from './supplier-check-lists.ts';
import { monthTitle, specialReport, specialReportPeriod } from './supplier-special-report.ts';

const NOW = new Date('2026-11-25T21:30:00Z'); // 00:30 on 26 November in Moscow

describe('specialReportPeriod', () => {
  it('defaults to the twelve Moscow months to this one', () => {
    const check = specialReportPeriod({}, NOW);
    expect(check.period?.from).toBe('2025-12');
    expect(check.period?.to).toBe('2026-11');
    expect(check.period?.months).toHaveLength(12);
  });

  it('counts the months of a given period across a year', () => {
    expect(specialReportPeriod({ from: '2025-11', to: '2026-02' }, NOW).period?.months).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(specialReportPeriod({ from: '2026-11' }, NOW).period?.months).toEqual(['2026-11']);
  });

  it('refuses a start after the end, a future end and more than 36 months, naming the field', () => {
    expect(specialReportPeriod({ from: '2026-05', to: '2026-04' }, NOW).problem?.prop).toBe('from');
    expect(specialReportPeriod({ to: '2026-12' }, NOW).problem).toEqual({
      prop: 'to',
      error: 'Конец периода ещё не наступил',
    });
    expect(specialReportPeriod({ from: '2023-10', to: '2026-10' }, NOW).problem?.prop).toBe('from');
    expect(specialReportPeriod({ from: '2023-11', to: '2026-10' }, NOW).problem).toBeNull();
  });
});

describe('specialReport', () => {
  const period = specialReportPeriod({ from: '2026-10', to: '2026-11' }, NOW).period;
  if (!period) throw new Error('no period');

  it('counts applications by the month sent, deals by the month made, and states of the period', () => {
    const report = specialReport(
      [
        { date: new Date('2026-10-05T10:00:00Z'), state: 'review', machines: 1, amount: 100, dealDate: null },
        {
          date: new Date('2026-09-30T22:00:00Z'), // 1 October in Moscow
          state: 'delivered',
          machines: 2,
          amount: 500,
          dealDate: new Date('2026-11-02T10:00:00Z'),
        },
        {
          date: new Date('2026-08-10T10:00:00Z'), // before the period: only its deal counts
          state: 'shipment',
          machines: 1,
          amount: 300,
          dealDate: new Date('2026-10-20T10:00:00Z'),
        },
      ],
      period,
    );
    expect(report.totals).toEqual({
      applications: 2,
      machines: 3,
      amount: 600,
      deals: 2,
      deals_amount: 800,
      delivered: 1,
      delivered_amount: 500,
      conversion: 50,
    });
    expect(report.months).toEqual([
      expect.objectContaining({
        month: '2026-10',
        title: 'октябрь 2026',
        applications: 2,
        deals: 1,
        deals_amount: 300,
      }),
      expect.objectContaining({
        month: '2026-11',
        applications: 0,
        deals: 1,
        delivered: 1,
        delivered_amount: 500,
      }),
    ]);
    expect(report.states.map((one) => [one.state, one.applications])).toEqual([
      ['review', 1],
      ['approved', 0],
      ['contract', 0],
      ['shipment', 0],
      ['delivered', 1],
      ['rejected', 0],
    ]);
  });

  it('has zeros and no conversion without applications', () => {
    const report = specialReport([], period);
    expect(report.totals.conversion).toBe(0);
    expect(report.months.every((one) => one.applications === 0)).toBe(true);
    expect(monthTitle('2027-01')).toBe('январь 2027');
  });
});

describe('checkListFileProblem', () => {
  it('takes an XLSX or a PDF up to 10 MB', () => {
    expect(checkListFileProblem({ mimeType: 'application/pdf', size: 1000 })).toBeNull();
    expect(
      checkListFileProblem({
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 10_485_760,
      }),
    ).toBeNull();
    expect(checkListFileProblem({ mimeType: 'image/png', size: 10 })).toMatch(/XLSX/);
    expect(checkListFileProblem({ mimeType: 'application/pdf', size: 10_485_761 })).toBe(
      'Чек-лист больше 10 МБ',
    );
  });
});
