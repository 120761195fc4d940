/**
 * What a new application takes from what the company already gave (issue 39, decision 0179):
 * the contact person from the account, and from the company's last application its region and
 * the company's documents. The place of delivery is asked anew (a new machine may go elsewhere),
 * and so are the figures that change from year to year; every value stays editable, and a
 * declaration is never ticked for the user (decision 0167).
 */
export const PREFILLED_FROM_LAST = ['region', 'charter_file', 'statements_file', 'other_file'] as const;

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function applicationPrefill(
  account: { personName: string | null; phone: string | null; email: string | null },
  last: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const field of PREFILLED_FROM_LAST) {
    if (last && filled(last[field])) form[field] = last[field];
  }
  // The account's person first; the last application's contact where the account has none.
  const contact = {
    contact_name: account.personName,
    contact_phone: account.phone,
    contact_email: account.email,
  };
  for (const [field, value] of Object.entries(contact)) {
    form[field] = filled(value) ? value : last && filled(last[field]) ? last[field] : value;
  }
  return form;
}
