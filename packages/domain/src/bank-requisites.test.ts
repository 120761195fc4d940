import { describe, expect, it } from 'vitest';
import {
  bankRequisitesProblems,
  isValidBic,
  isValidCorrespondentAccount,
  isValidSettlementAccount,
} from './bank-requisites.ts';

const GOOD = {
  name: 'АО «Агролизинг»',
  inn: '7704221591',
  kpp: '770401001',
  account: '40702810938000012345',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  correspondentAccount: '30101810400000000225',
};

describe("a payee's bank requisites", () => {
  it('check the control keys of the accounts against the BIC', () => {
    expect(isValidBic('044525225')).toBe(true);
    expect(isValidBic('44525225')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810500000000225', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810938000012345', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40702810038000012345', '044525225')).toBe(false);
    // The same account at a bank of another BIC does not pay.
    expect(isValidSettlementAccount('40702810938000012345', '044525974')).toBe(false);
  });

  it('name every field that is wrong', () => {
    expect(bankRequisitesProblems(GOOD)).toEqual({});
    expect(
      Object.keys(
        bankRequisitesProblems({
          ...GOOD,
          inn: '7704221592',
          kpp: '77',
          account: '1',
          bankName: '',
          name: ' ',
        }),
      ).sort(),
    ).toEqual(['account', 'bankName', 'inn', 'kpp', 'name']);
  });
});
