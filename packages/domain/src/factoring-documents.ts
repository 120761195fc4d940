import { LESSOR } from './company-requisites.ts';

/**
 * The factoring supplier's documents (spec 1 §2 `factoring/documents`, decision 0105): the
 * general factoring agreement between the supplier and the factor, and for each register sent
 * to the factor the notice to the debtor that the register's claims are assigned to the factor.
 */
export const FACTORING_DOCUMENT_KINDS = ['notice', 'agreement'] as const;
export type TFactoringDocumentKind = (typeof FACTORING_DOCUMENT_KINDS)[number];

export const FACTORING_DOCUMENT_TITLE: Record<TFactoringDocumentKind, string> = {
  notice: 'Уведомление об уступке денежного требования',
  agreement: 'Генеральный договор факторинга',
};

/** The factor (the financial agent) as the documents name it. */
export const FACTORING_AGENT = LESSOR;

/**
 * Registers whose claims are assigned: sent to the factor and not disputed by the debtor (a
 * disputed register is not financed, so nothing is assigned).
 */
export const FACTORING_ASSIGNED_STATUSES = ['sent', 'confirmed', 'financed', 'paid'] as const;

export function factoringHasDocuments(status: string): boolean {
  return (FACTORING_ASSIGNED_STATUSES as readonly string[]).includes(status);
}

/** The supplier's general agreement: one per supplier account, «ГДФ-000042». */
export function factoringAgreementNumber(supplierAccountId: number): string {
  return `ГДФ-${String(supplierAccountId).padStart(6, '0')}`;
}

/** A file name people can keep: the kind, then the agreement or register number, no slashes. */
export function factoringDocumentFileName(kind: TFactoringDocumentKind, number: string): string {
  const safe = number.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return `${FACTORING_DOCUMENT_TITLE[kind]} ${kind === 'notice' ? `по реестру ${safe}` : safe}.pdf`;
}
