import {
  BENEFICIARY_QUESTIONS,
  type BeneficialOwner,
  COMPLIANCE_STATUS_TITLE,
  type CreditObligation,
  countryTitle,
  formatIsoDayRu,
  formatRoubles,
  NON_RESIDENT_FIELDS,
  OBLIGATION_COLUMNS,
  OWNER_COLUMNS,
  type TComplianceKind,
  type TComplianceStatus,
} from '@agrolease/domain';

/**
 * What a compliance form says, as titled rows and tables: the one reading of the saved answers
 * the PDF to sign, the manager's card and the registration's last step share (decision 0102).
 */
export interface ComplianceSummary {
  rows: { title: string; text: string }[];
  tables: { title: string; columns: string[]; rows: string[][] }[];
}

export function complianceSummary(kind: TComplianceKind, form: Record<string, unknown>): ComplianceSummary {
  const summary: ComplianceSummary = { rows: [], tables: [] };
  if (kind === 'beneficiary') {
    const answers = (form.answers ?? {}) as Record<string, string>;
    for (const question of BENEFICIARY_QUESTIONS) {
      const answer = answers[question.code];
      summary.rows.push({
        title: `${question.code}. ${question.text}`,
        text: answer === 'yes' ? 'Да' : answer === 'no' ? 'Нет' : '—',
      });
    }
    const owners = (form.owners ?? []) as BeneficialOwner[];
    summary.tables.push({
      title: 'Бенефициарные владельцы',
      columns: OWNER_COLUMNS.map((column) => column.title),
      rows: owners.map((owner) => [
        owner.name,
        String(owner.share).replace('.', ','),
        owner.inn,
        owner.citizenship,
      ]),
    });
  }
  if (kind === 'credit_declaration') {
    const obligations = (form.obligations ?? []) as CreditObligation[];
    if (form.no_obligations === true) {
      summary.rows.push({ title: 'Кредитные и лизинговые обязательства', text: 'Отсутствуют' });
    } else {
      const total = obligations.reduce((sum, row) => sum + row.remaining, 0);
      summary.rows.push({ title: 'Общий остаток задолженности', text: formatRoubles(total) });
      summary.tables.push({
        title: 'Кредитные и лизинговые обязательства',
        columns: OBLIGATION_COLUMNS.map((column) => column.title),
        rows: obligations.map((row) => [
          row.creditor,
          row.kind,
          formatRoubles(row.amount),
          formatRoubles(row.remaining),
          formatIsoDayRu(row.maturity),
        ]),
      });
    }
  }
  if (kind === 'non_resident') {
    for (const field of [...NON_RESIDENT_FIELDS.company, ...NON_RESIDENT_FIELDS.contact]) {
      const value = form[field.field];
      if (value === undefined || value === '') continue;
      summary.rows.push({
        title: field.title,
        text: field.kind === 'country' ? countryTitle(value) : String(value),
      });
    }
  }
  return summary;
}

export function statusTitle(status: TComplianceStatus): string {
  return COMPLIANCE_STATUS_TITLE[status];
}
