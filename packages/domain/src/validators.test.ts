import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isStrictPhone,
  isValidEmail,
  normalizePhone,
  parseRuDate,
} from './contact-validators.ts';
import { isValidSnils } from './snils.ts';

describe('SNILS', () => {
  it('accepts a number whose checksum matches, with or without separators', () => {
    expect(isValidSnils('112-233-445 95')).toBe(true);
    expect(isValidSnils('11223344595')).toBe(true);
  });
  it('turns 100 and 101 into 00', () => {
    // 9*9 + 2*8 + 3*1 = 100 → checksum 00
    expect(isValidSnils('920-000-003 00')).toBe(true);
    expect(isValidSnils('920-000-003 100'.replace(' 100', ' 10'))).toBe(false);
  });
  it('rejects a wrong checksum, length or letters', () => {
    expect(isValidSnils('112-233-445 96')).toBe(false);
    expect(isValidSnils('1122334459')).toBe(false);
    expect(isValidSnils('11223344a95')).toBe(false);
  });
});

describe('phone', () => {
  it('strict form is +7 and ten digits', () => {
    expect(isStrictPhone('+79001234567')).toBe(true);
    expect(isStrictPhone('89001234567')).toBe(false);
    expect(isStrictPhone('+7900123456')).toBe(false);
  });
  it('normalises +7, 7 and 8 with separators', () => {
    expect(normalizePhone('8 (900) 123-45-67')).toBe('+79001234567');
    expect(normalizePhone('7.900.123.45.67')).toBe('+79001234567');
    expect(normalizePhone('+7 900 123 45 67')).toBe('+79001234567');
    expect(normalizePhone('+7 (900) 123-45-67')).toBe('+79001234567');
    expect(normalizePhone('+79001234567')).toBe('+79001234567');
  });
  it('takes the ten digits alone, as people type a mobile number', () => {
    expect(normalizePhone('9001234567')).toBe('+79001234567');
    expect(normalizePhone('900 123 45 67')).toBe('+79001234567');
    expect(normalizePhone('(900) 123-45-67')).toBe('+79001234567');
  });
  it('rejects other countries, lengths and letters', () => {
    expect(normalizePhone('+1 900 123 45 67')).toBeUndefined();
    expect(normalizePhone('+9001234567')).toBeUndefined();
    expect(normalizePhone('900123456')).toBeUndefined();
    expect(normalizePhone('900 123 45 678 9')).toBeUndefined();
    expect(normalizePhone('8 900 123 45 6x')).toBeUndefined();
    expect(normalizePhone('')).toBeUndefined();
  });
  it('formats for display', () => {
    expect(formatPhone('+79001234567')).toBe('+7 900 123-45-67');
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isValidEmail('ivanov@agro-farm.ru')).toBe(true);
    expect(isValidEmail('ivanov@agro')).toBe(false);
    expect(isValidEmail('iva nov@agro.ru')).toBe(false);
    expect(isValidEmail('@agro.ru')).toBe(false);
  });
});

describe('dates', () => {
  it('reads yyyy-MM-dd and dd.MM.yyyy into yyyy-MM-dd', () => {
    expect(parseRuDate('2024-02-29')).toBe('2024-02-29');
    expect(parseRuDate('29.02.2024')).toBe('2024-02-29');
  });
  it('rejects days that do not exist and other forms', () => {
    expect(parseRuDate('31.02.2024')).toBeUndefined();
    expect(parseRuDate('2023-02-29')).toBeUndefined();
    expect(parseRuDate('02/29/2024')).toBeUndefined();
  });
});
