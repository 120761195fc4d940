import { isValidInn } from './inn.ts';
import { isValidKpp } from './kpp.ts';

/**
 * A payee's bank requisites, as a payment order and the payment QR code name them (issue 38,
 * decision 0168). Accounts carry a control key (Bank of Russia rules of 1996): the weights
 * 7, 1, 3 over the BIC's tail and the 20 digits of the account give a sum divisible by 10.
 */
export interface BankRequisites {
  /** The recipient as the bank knows it (ГОСТ Р 56042 Name, at most 160 characters). */
  name: string;
  inn: string;
  kpp: string;
  /** Settlement account, 20 digits. */
  account: string;
  bankName: string;
  bic: string;
  /** The bank's correspondent account at the Bank of Russia, 20 digits (301…). */
  correspondentAccount: string;
}

const WEIGHTS = [7, 1, 3];

function keySumIsRound(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += (Number(digits[index]) * (WEIGHTS[index % 3] ?? 0)) % 10;
  }
  return sum % 10 === 0;
}

export function isValidBic(bic: string): boolean {
  return /^04\d{7}$/.test(bic);
}

/** A settlement account of the bank of this BIC: 20 digits whose key matches. */
export function isValidSettlementAccount(account: string, bic: string): boolean {
  return /^\d{20}$/.test(account) && isValidBic(bic) && keySumIsRound(bic.slice(-3) + account);
}

/** The bank's correspondent account: 301…, 20 digits, keyed by the BIC's 5th and 6th digits. */
export function isValidCorrespondentAccount(account: string, bic: string): boolean {
  return /^301\d{17}$/.test(account) && isValidBic(bic) && keySumIsRound(`0${bic.slice(4, 6)}${account}`);
}

/** What is wrong with requisites, field by field; empty when they would pay. */
export function bankRequisitesProblems(
  requisites: BankRequisites,
): Partial<Record<keyof BankRequisites, string>> {
  const problems: Partial<Record<keyof BankRequisites, string>> = {};
  if (requisites.name.trim() === '' || requisites.name.length > 160) problems.name = 'name: 1–160 characters';
  if (!isValidInn(requisites.inn) || requisites.inn.length !== 10)
    problems.inn = 'inn: 10 digits with a valid checksum';
  if (!isValidKpp(requisites.kpp)) problems.kpp = 'kpp: 9 characters (NNNNPPNNN)';
  if (!isValidBic(requisites.bic)) problems.bic = 'bic: 9 digits starting 04';
  if (!isValidSettlementAccount(requisites.account, requisites.bic))
    problems.account = 'account: 20 digits whose control key matches the BIC';
  if (!isValidCorrespondentAccount(requisites.correspondentAccount, requisites.bic))
    problems.correspondentAccount = 'correspondent account: 301… 20 digits whose control key matches the BIC';
  if (requisites.bankName.trim() === '' || requisites.bankName.length > 45)
    problems.bankName = 'bank name: 1–45 characters';
  return problems;
}
