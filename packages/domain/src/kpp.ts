/** KPP (tax registration reason code): 4 digits of the tax office, 2 of the reason (digits or A–Z), 3 digits. */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}
