/**
 * INN (taxpayer number) checksums: 10 digits for an organisation, 12 for a person or
 * sole trader. The check digits are weighted sums modulo 11, then modulo 10.
 */
const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (sum % 11) % 10;
}

export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) return checkDigit(value, WEIGHTS_10) === Number(value[9]);
  if (/^\d{12}$/.test(value)) {
    return (
      checkDigit(value, WEIGHTS_11) === Number(value[10]) &&
      checkDigit(value, WEIGHTS_12) === Number(value[11])
    );
  }
  return false;
}

/** Completes 9 (organisation) or 10 (person) digits with the check digits. */
export function completeInn(body: string): string {
  if (/^\d{9}$/.test(body)) return body + checkDigit(body, WEIGHTS_10);
  if (/^\d{10}$/.test(body)) {
    const eleven = body + checkDigit(body, WEIGHTS_11);
    return eleven + checkDigit(eleven, WEIGHTS_12);
  }
  throw new RangeError('An INN body has 9 or 10 digits');
}
