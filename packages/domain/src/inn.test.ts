import { describe, expect, it } from 'vitest';
import { completeInn, isValidInn } from './inn.ts';
import { isValidKpp } from './kpp.ts';
import { completeOgrn, isValidOgrn } from './ogrn.ts';

describe('INN', () => {
  it('accepts real-format organisation and personal numbers with correct check digits', () => {
    expect(isValidInn('7707083893')).toBe(true); // a well-known bank's INN
    expect(isValidInn('500100732259')).toBe(true);
  });
  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838a3')).toBe(false);
    expect(isValidInn('')).toBe(false);
  });
  it('completes a body into a valid number', () => {
    for (const body of ['770708389', '123456789', '5001007322', '0000000001']) {
      expect(isValidInn(completeInn(body))).toBe(true);
    }
    expect(completeInn('770708389')).toBe('7707083893');
    expect(() => completeInn('12')).toThrow(RangeError);
  });
});

describe('OGRN and OGRNIP', () => {
  it('accepts correct check digits', () => {
    expect(isValidOgrn('1027700132195')).toBe(true);
    expect(isValidOgrn('304500116000157')).toBe(true);
  });
  it('rejects wrong ones', () => {
    expect(isValidOgrn('1027700132194')).toBe(false);
    expect(isValidOgrn('304500116000158')).toBe(false);
    expect(isValidOgrn('10277001321')).toBe(false);
  });
  it('completes bodies', () => {
    expect(completeOgrn('102770013219')).toBe('1027700132195');
    expect(isValidOgrn(completeOgrn('30450011600015'))).toBe(true);
  });
});

describe('KPP', () => {
  it('takes four digits, two digits or capitals, three digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
  });
});
