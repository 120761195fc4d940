import { describe, expect, it } from 'vitest';
import { loadConfig, paymentTermsOf } from '../../config.ts';

describe('the requisites clients pay to, from the configuration', () => {
  it('are the demo account by default, with the penalty of 0.1 % a day', () => {
    const terms = paymentTermsOf(loadConfig({}));
    expect(terms).toEqual({
      requisites: {
        name: 'АО «Агролизинг»',
        inn: '7704221591',
        kpp: '770401001',
        account: '40702810938000012345',
        bankName: 'ПАО Сбербанк',
        bic: '044525225',
        correspondentAccount: '30101810400000000225',
      },
      penaltyRate: '0.1',
      penaltyRateMillionths: 1000,
    });
  });

  it('take a rate written with a comma', () => {
    expect(paymentTermsOf(loadConfig({ PAYMENT_PENALTY_PERCENT_PER_DAY: '0,05' }))).toMatchObject({
      penaltyRate: '0.05',
      penaltyRateMillionths: 500,
    });
  });

  it('stop the start naming the variable that is wrong', () => {
    expect(() => loadConfig({ PAYEE_ACCOUNT: '40702810038000012345' })).toThrow(/PAYEE_ACCOUNT: account/);
    expect(() => loadConfig({ PAYEE_BIC: '044030653' })).toThrow(
      /PAYEE_ACCOUNT.*PAYEE_CORRESPONDENT_ACCOUNT/,
    );
    expect(() => loadConfig({ PAYEE_INN: '7704221592' })).toThrow(/PAYEE_INN/);
    expect(() => loadConfig({ PAYMENT_PENALTY_PERCENT_PER_DAY: '0.1%' })).toThrow(
      /PAYMENT_PENALTY_PERCENT_PER_DAY/,
    );
    expect(() => loadConfig({ PAYMENT_PENALTY_PERCENT_PER_DAY: '20' })).toThrow(
      /PAYMENT_PENALTY_PERCENT_PER_DAY/,
    );
  });
});
