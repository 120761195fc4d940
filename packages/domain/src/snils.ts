/**
 * SNILS (personal insurance account number): 9 digits and a 2-digit checksum. The checksum
 * is the sum of each digit times its position counted from the right (9…1), modulo 101,
 * with 100 and 101 written as 00. Numbers up to 001-001-998 carry no checksum.
 */
export function isValidSnils(input: string): boolean {
  const value = input.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(value)) return false;
  const body = value.slice(0, 9);
  if (Number(body) <= 1_001_998) return true;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = sum % 101 === 100 ? 0 : sum % 101;
  return check === Number(value.slice(9));
}
