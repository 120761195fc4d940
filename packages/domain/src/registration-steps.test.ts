import { describe, expect, it } from 'vitest';
import { isRegStep, nextRegStep, REG_STEP, requisitesProblem } from './registration-steps.ts';

describe('registration steps', () => {
  it('are numbered as the spec says and advance one by one', () => {
    expect(REG_STEP).toMatchObject({
      phone: 1,
      phoneConfirm: 2,
      email: 3,
      emailConfirm: 4,
      organization: 5,
      person: 6,
      account: 7,
      agreements: 8,
    });
    expect(nextRegStep(REG_STEP.phone)).toBe(2);
    expect(nextRegStep(REG_STEP.account)).toBe(8);
    expect(nextRegStep(REG_STEP.agreements)).toBe(8);
  });
  it('let the e-mail be skipped', () => {
    expect(nextRegStep(REG_STEP.email, { skipEmail: true })).toBe(REG_STEP.organization);
  });
  it('know their range', () => {
    expect(isRegStep(1)).toBe(true);
    expect(isRegStep(9)).toBe(false);
    expect(isRegStep('3')).toBe(false);
  });
  it('ask requisites of the subject type', () => {
    expect(requisitesProblem('organization', { inn: '366200001062', ogrn: '1', kpp: '' })?.prop).toBe('inn');
    expect(requisitesProblem('organization', { inn: '3662000015', ogrn: '1023600000001', kpp: '' })).toEqual({
      prop: 'kpp',
      error: 'Обязательное поле',
    });
    expect(requisitesProblem('person', { inn: '366200001062', ogrn: '304360000000012' })).toBeUndefined();
  });
});
