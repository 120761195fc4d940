import { describe, expect, it } from 'vitest';
import { maskEmail, maskLogin, maskPersonName, maskPhone } from './masking.ts';

describe('masking personal data for someone not yet signed in', () => {
  it.each([
    ['+79000000001', '+7 900 ***-**-01'],
    ['+79161234567', '+7 916 ***-**-67'],
    ['not a phone', '***'],
  ])('phone %s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['Петров Иван Сергеевич', 'Петров И. С.'],
    ['  Петров   иван  ', 'Петров И.'],
    ['Петров', 'Петров'],
  ])('person %s → %s', (name, masked) => {
    expect(maskPersonName(name)).toBe(masked);
  });

  it('keeps two letters of an e-mail name and the domain', () => {
    expect(maskEmail('ivanov@agro.ru')).toBe('iv***@agro.ru');
  });

  it.each([
    ['8 (900) 000-00-01', '+7 900 ***-**-01'],
    ['Ivanov@Agro.ru', 'iv***@agro.ru'],
    ['farmer42', 'fa***'],
    ['ab', '***'],
  ])('login %s → %s', (login, masked) => {
    expect(maskLogin(login)).toBe(masked);
  });
});
