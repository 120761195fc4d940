import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  applicationProductsSum,
  isPaymentOverdue,
  orderFeed,
  PRELIMIT_MAX,
  paymentChart,
  personalManagerOf,
  preApprovedLimit,
} from './cabinet-dashboard.ts';
import { moscowDay } from './moscow-time.ts';

describe('overdue payments', () => {
  it('are unpaid after their due day, not on it', () => {
    expect(isPaymentOverdue({ dueDate: '2026-11-21', paidAt: null }, '2026-11-22')).toBe(true);
    expect(isPaymentOverdue({ dueDate: '2026-11-22', paidAt: null }, '2026-11-22')).toBe(false);
    expect(isPaymentOverdue({ dueDate: '2026-10-01', paidAt: '2026-10-02' }, '2026-11-22')).toBe(false);
  });

  it('count days in Moscow time', () => {
    expect(moscowDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(moscowDay(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-22');
  });
});

describe('payment chart', () => {
  it('has twelve months from the current one across the new year', () => {
    const chart = paymentChart([], '2026-11-22');
    expect(chart).toHaveLength(12);
    expect(chart[0]).toEqual({ month: '2026-11', title: 'ноя 2026', paid: 0, due: 0 });
    expect(chart[2]?.month).toBe('2027-01');
    expect(chart[11]?.month).toBe('2027-10');
    expect(addCalendarMonths('2026-12', 1)).toBe('2027-01');
  });

  it('sums paid and due payments by month and leaves out other months', () => {
    const chart = paymentChart(
      [
        { dueDate: '2026-11-05', sum: 100, paidAt: '2026-11-04' },
        { dueDate: '2026-11-25', sum: 50, paidAt: null },
        { dueDate: '2026-12-05', sum: 70, paidAt: null },
        { dueDate: '2026-10-05', sum: 999, paidAt: null },
        { dueDate: '2027-11-05', sum: 999, paidAt: null },
      ],
      '2026-11-22',
    );
    expect(chart[0]).toMatchObject({ paid: 100, due: 50 });
    expect(chart[1]).toMatchObject({ paid: 0, due: 70 });
    expect(chart.reduce((sum, bucket) => sum + bucket.paid + bucket.due, 0)).toBe(220);
  });
});

describe('pre-approved limit', () => {
  it('is none for a client without contracts', () => {
    expect(preApprovedLimit({ contractSums: [], paidSum: 0, overdueCount: 0 })).toMatchObject({
      sum: 0,
      available: false,
    });
  });

  it('is suspended by an overdue payment', () => {
    const limit = preApprovedLimit({ contractSums: [10_000_000], paidSum: 1_000_000, overdueCount: 1 });
    expect(limit).toMatchObject({ sum: 0, available: false });
    expect(limit.reason).toContain('просроч');
  });

  it('is half the contracts plus what was paid, rounded down to 100 000 and bounded', () => {
    expect(
      preApprovedLimit({ contractSums: [4_000_000, 3_000_000], paidSum: 1_234_567, overdueCount: 0 }),
    ).toEqual(expect.objectContaining({ sum: 4_700_000, available: true }));
    expect(preApprovedLimit({ contractSums: [100_000], paidSum: 0, overdueCount: 0 }).sum).toBe(1_000_000);
    expect(preApprovedLimit({ contractSums: [500_000_000], paidSum: 0, overdueCount: 0 }).sum).toBe(
      PRELIMIT_MAX,
    );
  });
});

describe('event feed order', () => {
  it('puts overdue items first, oldest debt on top, then the rest newest first', () => {
    const feed = orderFeed([
      { id: 'old', date: '2026-01-10', isOverdue: false },
      { id: 'debt-new', date: '2026-10-05', isOverdue: true },
      { id: 'new', date: '2026-11-01', isOverdue: false },
      { id: 'debt-old', date: '2026-09-05', isOverdue: true },
    ]);
    expect(feed.map((item) => item.id)).toEqual(['debt-old', 'debt-new', 'new', 'old']);
  });

  it('lets the caller say which overdue items jump the queue', () => {
    const feed = orderFeed(
      [
        { id: 'order', kind: 'order', date: '2026-05-01', isOverdue: true },
        { id: 'news', kind: 'deal', date: '2026-11-01', isOverdue: false },
        { id: 'payment', kind: 'payment', date: '2026-10-15', isOverdue: true },
      ],
      (item) => item.kind === 'payment' && item.isOverdue,
    );
    expect(feed.map((item) => item.id)).toEqual(['payment', 'news', 'order']);
  });
});

describe('personal manager', () => {
  it('is the same for an account every time and differs between neighbours', () => {
    expect(personalManagerOf(7)).toEqual(personalManagerOf(7));
    expect(personalManagerOf(7).name).not.toBe(personalManagerOf(8).name);
  });
});

describe('application sum', () => {
  it('adds the complect to each machine before multiplying by its quantity', () => {
    expect(
      applicationProductsSum([
        { price: 1000, quantity: 2, complect: [{ price: 100, quantity: 3 }] },
        { price: 500, quantity: 1, complect: [] },
      ]),
    ).toBe(3100);
  });
});
