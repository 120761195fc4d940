import type { TBackofficeComplianceItem, TComplianceKind } from '@agrolease/contracts/compliance';
import { COMPLIANCE_STATUS_TITLE, COMPLIANCE_TITLE, pageCount } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { type ComplianceView, findBackofficeCompliance, findBackofficeComplianceOne } from './queries.ts';
import { type ComplianceDeps, complianceDocumentOf, complianceStatusOf } from './service.ts';
import { complianceSummary } from './summary.ts';

type BackofficeRow = ComplianceView & { company: string; inn: string };

function cardOf(row: BackofficeRow): Omit<TBackofficeComplianceItem, 'rows' | 'tables'> {
  const status = complianceStatusOf(row);
  const kind = row.form.kind as TComplianceKind;
  return {
    id: row.form.id,
    kind,
    kind_title: COMPLIANCE_TITLE[kind] ?? kind,
    code: row.form.code ?? '',
    status,
    status_title: COMPLIANCE_STATUS_TITLE[status],
    company: row.company,
    inn: row.inn,
    created: row.form.createdAt.toISOString(),
    updated: row.form.updatedAt.toISOString(),
    document: complianceDocumentOf(row),
  };
}

/** The manager's read-only view of the clients' compliance forms (decision 0102). */
export async function backofficeComplianceList(
  deps: ComplianceDeps,
  input: { page: number; items_per_page: number; kind?: TComplianceKind },
) {
  const size = input.items_per_page;
  const { rows, total } = await findBackofficeCompliance(deps.db, {
    kind: input.kind,
    offset: (input.page - 1) * size,
    limit: size,
  });
  return {
    success: true as const,
    items: rows.map(cardOf),
    count: total,
    pages: pageCount(total, size),
  };
}

export async function backofficeComplianceOne(deps: ComplianceDeps, id: number) {
  const row = await findBackofficeComplianceOne(deps.db, id);
  const untouched = row && !row.document && !row.form.submittedAt && !row.form.cancelledAt;
  if (!row || untouched) throw new AppError('NOT_FOUND', 'Анкета не найдена');
  const summary = complianceSummary(row.form.kind as TComplianceKind, row.form.form);
  return { success: true as const, item: { ...cardOf(row), rows: summary.rows, tables: summary.tables } };
}
