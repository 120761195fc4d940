/**
 * OGRN (13 digits, organisations) and OGRNIP (15 digits, sole traders): the last digit is
 * the number formed by the others modulo 11 (OGRN) or 13 (OGRNIP), then modulo 10.
 */
function checkDigit(body: string, modulus: bigint): number {
  return Number((BigInt(body) % modulus) % 10n);
}

export function isValidOgrn(value: string): boolean {
  if (/^\d{13}$/.test(value)) return checkDigit(value.slice(0, 12), 11n) === Number(value[12]);
  if (/^\d{15}$/.test(value)) return checkDigit(value.slice(0, 14), 13n) === Number(value[14]);
  return false;
}

/** Completes 12 (OGRN) or 14 (OGRNIP) digits with the check digit. */
export function completeOgrn(body: string): string {
  if (/^\d{12}$/.test(body)) return body + checkDigit(body, 11n);
  if (/^\d{14}$/.test(body)) return body + checkDigit(body, 13n);
  throw new RangeError('An OGRN body has 12 or 14 digits');
}
