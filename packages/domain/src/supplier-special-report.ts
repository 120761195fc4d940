import { moscowIsoDay } from './moscow-time.ts';
import {
  SUPPLIER_APPLICATION_STATE_TITLE,
  SUPPLIER_APPLICATION_STATES,
  type TSupplierApplicationState,
} from './supplier-deliveries.ts';

/**
 * The supplier's special report (issue 13, docs/decisions/0100): its machines in applications and
 * deals over a period of months, by state and by month, with amounts. The spec names the calls
 * only (SupplierSpecialReport and its XLSX Report).
 */

/** The longest period the report covers, months. */
export const SPECIAL_REPORT_MAX_MONTHS = 36;
/** The default period: this month and the eleven before it. */
export const SPECIAL_REPORT_DEFAULT_MONTHS = 12;

const MONTH_NAMES = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

/** 'YYYY-MM' → months since year 0, and back. */
function monthIndex(month: string): number {
  const [year, number] = month.split('-').map(Number);
  return (year ?? 0) * 12 + (number ?? 1) - 1;
}

function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'ноябрь 2026'. */
export function monthTitle(month: string): string {
  const index = monthIndex(month);
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/** The Moscow month of a moment, 'YYYY-MM'. */
export function moscowMonth(value: Date): string {
  return (moscowIsoDay(value) ?? '').slice(0, 7);
}

export interface ReportPeriod {
  from: string;
  to: string;
  months: string[];
}

export type PeriodCheck =
  | { period: ReportPeriod; problem: null }
  | { period: null; problem: { prop: 'from' | 'to'; error: string } };

/**
 * The report's months from the query (either may be absent): by default the twelve months to
 * this one. The start after the end, an end in the future or more than 36 months are refused.
 */
export function specialReportPeriod(input: { from?: string; to?: string }, now: Date): PeriodCheck {
  const current = monthIndex(moscowMonth(now));
  const to = input.to ? monthIndex(input.to) : current;
  const from = input.from ? monthIndex(input.from) : to - SPECIAL_REPORT_DEFAULT_MONTHS + 1;
  if (to > current) return { period: null, problem: { prop: 'to', error: 'Конец периода ещё не наступил' } };
  if (from > to) return { period: null, problem: { prop: 'from', error: 'Начало периода позже его конца' } };
  if (to - from + 1 > SPECIAL_REPORT_MAX_MONTHS) {
    return {
      period: null,
      problem: { prop: 'from', error: `Период не длиннее ${SPECIAL_REPORT_MAX_MONTHS} месяцев` },
    };
  }
  const months = Array.from({ length: to - from + 1 }, (_, offset) => monthOfIndex(from + offset));
  return { period: { from: monthOfIndex(from), to: monthOfIndex(to), months }, problem: null };
}

/** One application with the supplier's machines: its date, state, lines and deal. */
export interface ReportApplication {
  date: Date;
  state: TSupplierApplicationState;
  /** The supplier's machines in it (units) and their sum, roubles. */
  machines: number;
  amount: number;
  /** When its deal was made, null without one. */
  dealDate: Date | null;
}

export interface ReportFigures {
  applications: number;
  machines: number;
  amount: number;
  deals: number;
  deals_amount: number;
  delivered: number;
  delivered_amount: number;
}

export interface SpecialReport {
  totals: ReportFigures & { conversion: number };
  states: {
    state: TSupplierApplicationState;
    title: string;
    applications: number;
    machines: number;
    amount: number;
  }[];
  months: (ReportFigures & { month: string; title: string })[];
}

const zero = (): ReportFigures => ({
  applications: 0,
  machines: 0,
  amount: 0,
  deals: 0,
  deals_amount: 0,
  delivered: 0,
  delivered_amount: 0,
});

/**
 * The figures of a period: applications count in the month they were sent, deals in the month
 * they were made (delivered ones among them), states over the applications of the period, and
 * the conversion: the share of the period's applications that became deals, percent.
 */
export function specialReport(rows: readonly ReportApplication[], period: ReportPeriod): SpecialReport {
  const byMonth = new Map(period.months.map((month) => [month, zero()]));
  const totals = zero();
  const states = new Map(
    SUPPLIER_APPLICATION_STATES.map((state) => [state, { applications: 0, machines: 0, amount: 0 }]),
  );
  let converted = 0;
  for (const row of rows) {
    const sent = byMonth.get(moscowMonth(row.date));
    if (sent) {
      for (const figures of [sent, totals]) {
        figures.applications += 1;
        figures.machines += row.machines;
        figures.amount += row.amount;
      }
      const state = states.get(row.state);
      if (state) {
        state.applications += 1;
        state.machines += row.machines;
        state.amount += row.amount;
      }
      if (row.dealDate) converted += 1;
    }
    const dealt = row.dealDate ? byMonth.get(moscowMonth(row.dealDate)) : undefined;
    if (dealt) {
      for (const figures of [dealt, totals]) {
        figures.deals += 1;
        figures.deals_amount += row.amount;
        if (row.state === 'delivered') {
          figures.delivered += 1;
          figures.delivered_amount += row.amount;
        }
      }
    }
  }
  return {
    totals: {
      ...totals,
      conversion: totals.applications > 0 ? Math.round((converted / totals.applications) * 100) : 0,
    },
    states: SUPPLIER_APPLICATION_STATES.map((state) => ({
      state,
      title: SUPPLIER_APPLICATION_STATE_TITLE[state],
      ...(states.get(state) ?? { applications: 0, machines: 0, amount: 0 }),
    })),
    months: period.months.map((month) => ({
      month,
      title: monthTitle(month),
      ...(byMonth.get(month) ?? zero()),
    })),
  };
}
