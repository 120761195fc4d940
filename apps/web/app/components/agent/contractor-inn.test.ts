import { describe, expect, it } from 'vitest';
import { innProblem } from './contractor-inn';

describe('the new contractor INN (decision 0087)', () => {
  it('accepts a 10-digit company INN and a 12-digit sole trader INN with valid checksums', () => {
    expect(innProblem('3662000015')).toBeNull();
    expect(innProblem('366200001062')).toBeNull();
  });

  it('asks for 10 or 12 digits', () => {
    expect(innProblem('12345')).toBe('ИНН — 10 цифр для организации или 12 для ИП');
    expect(innProblem('36620000151')).toBe('ИНН — 10 цифр для организации или 12 для ИП');
  });

  it('refuses a wrong check digit', () => {
    expect(innProblem('3662000016')).toBe('Неверный ИНН: не сходится контрольное число');
  });
});
