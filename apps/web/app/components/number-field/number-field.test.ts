import { describe, expect, it } from 'vitest';
import { cleanNumber, groupDigits, withoutSuffix } from './number-field';

describe('NumberField', () => {
  it('keeps digits and one decimal point of what is typed', () => {
    expect(cleanNumber('1 000 000')).toBe('1000000');
    expect(cleanNumber('12,5')).toBe('12.5');
    expect(cleanNumber('1.2.3')).toBe('1.23');
    expect(cleanNumber('-5 т')).toBe('5');
    expect(cleanNumber('')).toBe('');
  });

  it('groups thousands with the separator, never a year', () => {
    expect(groupDigits('1000000', ' ')).toBe('1 000 000');
    expect(groupDigits('1234.56', ' ')).toBe('1 234.56');
    expect(groupDigits('12.', ' ')).toBe('12.');
    expect(groupDigits('2024', undefined)).toBe('2024');
  });

  it('keeps as many decimals as allowed, none for whole numbers', () => {
    expect(cleanNumber('12,345', 2)).toBe('12.34');
    expect(cleanNumber('12.5', 0)).toBe('12');
    expect(cleanNumber('12.', 1)).toBe('12.');
  });

  it('drops the suffix, whole or with a character erased or typed into it', () => {
    expect(withoutSuffix('48 мес.', ' мес.')).toBe('48');
    expect(withoutSuffix('48 мес', ' мес.')).toBe('48 ');
    expect(withoutSuffix('48 ме5с.', ' мес.')).toBe('48 5');
    expect(withoutSuffix('2 400 000 ₽', ' ₽')).toBe('2 400 000');
    expect(withoutSuffix('30', ' %')).toBe('30');
  });
});
