import { supplierReports as contract, supplierDeliveries } from '@agrolease/contracts';
import {
  isSupplierApplicationState,
  monthTitle,
  moscowMonth,
  type ReportApplication,
  specialReport,
  specialReportPeriod,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { supplierApplicationsPage, supplierLines } from './deliveries-queries.ts';
import { supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

/**
 * SupplierSpecialReport (decision 0100): the supplier's machines in applications and deals over
 * a period of months, by state and month, with amounts and the machines most asked for. It reads
 * the applications the supplier's list reads (decision 0090), every page of them.
 */

/** How many machines the report's top lists. */
const TOP_PRODUCTS = 10;

export async function supplierSpecialReport(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { from?: string; to?: string },
): Promise<contract.TSpecialReport> {
  const now = deps.clock.now();
  const check = specialReportPeriod(input, now);
  if (!check.period) {
    throw new AppError('VALIDATION', check.problem.error, { fieldErrors: [check.problem] });
  }
  const period = check.period;
  const company = await supplierOfInn(deps.db, session.account.inn);
  const rows = company
    ? (
        await supplierApplicationsPage(deps.db, {
          supplierId: company.id,
          offset: 0,
          limit: supplierDeliveries.SUPPLIER_APPLICATIONS_REPORT_LIMIT,
        })
      ).rows
    : [];
  const lines = company
    ? await supplierLines(
        deps.db,
        company.id,
        rows.map((row) => row.id),
      )
    : [];
  const applications: ReportApplication[] = rows.map((row) => {
    const own = lines.filter((line) => line.applicationId === row.id);
    return {
      date: row.submittedAt ?? row.createdAt,
      state: isSupplierApplicationState(row.state) ? row.state : 'review',
      machines: own.reduce((sum, line) => sum + line.quantity, 0),
      amount: own.reduce((sum, line) => sum + line.quantity * line.price, 0),
      dealDate: row.dealCreatedAt,
    };
  });
  // The machines asked for in the period's applications, most units first.
  const inPeriod = new Set(
    rows
      .filter((row) => period.months.includes(moscowMonth(row.submittedAt ?? row.createdAt)))
      .map((row) => row.id),
  );
  const top = new Map<
    number,
    { id: number; title: string; applications: number; machines: number; amount: number }
  >();
  for (const line of lines) {
    if (!inPeriod.has(line.applicationId)) continue;
    const entry = top.get(line.productId) ?? {
      id: line.productId,
      title: line.title,
      applications: 0,
      machines: 0,
      amount: 0,
    };
    entry.applications += 1;
    entry.machines += line.quantity;
    entry.amount += line.quantity * line.price;
    top.set(line.productId, entry);
  }
  const query = new URLSearchParams({ from: period.from, to: period.to }).toString();
  return {
    success: true,
    company: company?.title ?? session.account.companyTitle,
    period: {
      from: period.from,
      to: period.to,
      title:
        period.from === period.to
          ? monthTitle(period.from)
          : `${monthTitle(period.from)} — ${monthTitle(period.to)}`,
    },
    ...specialReport(applications, period),
    products: [...top.values()]
      .sort((a, b) => b.machines - a.machines || b.amount - a.amount || a.title.localeCompare(b.title, 'ru'))
      .slice(0, TOP_PRODUCTS),
    generated: now.toISOString(),
    download_url: `/srv${contract.SPECIAL_REPORT_XLSX_PATH}?${query}`,
  };
}
