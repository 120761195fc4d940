/**
 * The plain values of the compliance wizards (their kinds, gateway paths and the client's pages),
 * apart from the schemas so that the pages' browser code uses them without shipping Zod (issue
 * 36, decision 0186: 25.7 KB gzip of the forms' first load; compliance.ts re-exports them).
 */
export const COMPLIANCE_KIND_VALUES = ['beneficiary', 'credit_declaration', 'non_resident'] as const;
export type TComplianceKind = (typeof COMPLIANCE_KIND_VALUES)[number];

export const COMPLIANCE_PATHS = {
  beneficiary: '/CRMBeneficiaryQuestionnaireWizard',
  credit_declaration: '/CRMCreditDeclarationWizard',
  non_resident: '/NRSWizard',
} as const;

/** The client's pages of each wizard (decision 0102). */
export const COMPLIANCE_PAGES = {
  hub: '/cabinet/v2/client/documents/compliance',
  beneficiary: '/cabinet/v2/client/documents/compliance/questionnaire',
  credit_declaration: '/cabinet/v2/client/documents/compliance/credit-declaration',
  non_resident: '/cabinet/v2/client/documents/compliance/non-resident',
} as const;

/** A page address with the wizard's step and id_object (spec 1 §4). */
export function compliancePageUrl(kind: TComplianceKind, idObject: number | null, step: number): string {
  const query = new URLSearchParams({ step: String(step) });
  if (idObject !== null) query.set('id_object', String(idObject));
  return `${COMPLIANCE_PAGES[kind]}?${query}`;
}
