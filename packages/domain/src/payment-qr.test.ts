import { describe, expect, it } from 'vitest';
import { contractsNamedIn, daysNamedIn } from './incoming-payments.ts';
import {
  buildPaymentQrText,
  formatKopecks,
  leasePaymentPurpose,
  PAYMENT_QR_HEADER,
  parsePaymentQrText,
} from './payment-qr.ts';

const PAYEE = {
  Name: 'АО «Агролизинг»',
  PersonalAcc: '40702810938000012345',
  BankName: 'ПАО Сбербанк',
  BIC: '044525225',
  CorrespAcc: '30101810400000000225',
  PayeeINN: '7704221591',
  KPP: '770401001',
};

describe('the payment QR code of ГОСТ Р 56042-2014', () => {
  it('starts ST00012 with the required fields first, in the standard order', () => {
    const text = buildPaymentQrText({ ...PAYEE, Purpose: 'Оплата', Sum: 12_345 });
    expect(text).toBe(
      'ST00012|Name=АО «Агролизинг»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|BIC=044525225|CorrespAcc=30101810400000000225|PayeeINN=7704221591|KPP=770401001|Purpose=Оплата|Sum=12345',
    );
    expect(text.startsWith(`${PAYMENT_QR_HEADER}|Name=`)).toBe(true);
  });

  it('parses back field by field to what it was built from, the sum in kopecks', () => {
    const purpose = leasePaymentPurpose({
      contractName: 'ДЛ-2026/0412',
      contractDay: '2026-02-01',
      number: 9,
      dueDay: '2026-11-01',
      penaltyKopecks: 499_500,
    });
    const parsed = parsePaymentQrText(buildPaymentQrText({ ...PAYEE, Purpose: purpose, Sum: 18_999_500 }));
    expect(parsed).toEqual({ ...PAYEE, Purpose: purpose, Sum: '18999500' });
    expect(contractsNamedIn(parsed?.Purpose ?? '', ['ДЛ-2026/0412', 'ДЛ-2025/0101'])).toEqual([
      'ДЛ-2026/0412',
    ]);
    expect(daysNamedIn(parsed?.Purpose ?? '')).toContain('2026-11-01');
    expect(purpose).toBe(
      'Лизинговый платёж № 9 по договору ДЛ-2026/0412 от 01.02.2026 за 01.11.2026, в т. ч. пени 4 995,00 руб.; НДС согласно договору',
    );
  });

  it('keeps the separator and line breaks out of values', () => {
    const text = buildPaymentQrText({ ...PAYEE, Purpose: 'Договор|1\r\nплатёж  2' });
    expect(parsePaymentQrText(text)?.Purpose).toBe('Договор 1 платёж 2');
    expect(text.split('|')).toHaveLength(9);
  });

  it('cuts a long purpose to 210 characters and refuses values the standard does not allow', () => {
    const long = buildPaymentQrText({ ...PAYEE, Purpose: 'я'.repeat(400) });
    expect(parsePaymentQrText(long)?.Purpose).toHaveLength(210);
    expect(() => buildPaymentQrText({ ...PAYEE, BIC: '0445252250' })).toThrow(RangeError);
    expect(() => buildPaymentQrText({ ...PAYEE, BankName: '' })).toThrow(RangeError);
    expect(() => buildPaymentQrText({ ...PAYEE, Sum: 1.5 })).toThrow(RangeError);
    expect(() => buildPaymentQrText({ ...PAYEE, Sum: -100 })).toThrow(RangeError);
  });

  it('leaves optional fields out when not given', () => {
    expect(parsePaymentQrText(buildPaymentQrText({ ...PAYEE, PayeeINN: undefined, KPP: undefined }))).toEqual(
      {
        Name: PAYEE.Name,
        PersonalAcc: PAYEE.PersonalAcc,
        BankName: PAYEE.BankName,
        BIC: PAYEE.BIC,
        CorrespAcc: PAYEE.CorrespAcc,
      },
    );
  });

  it('does not take a text of another format or without the required fields', () => {
    expect(parsePaymentQrText('ST00011|Name=А|PersonalAcc=1|BankName=Б|BIC=1|CorrespAcc=1')).toBeUndefined();
    expect(parsePaymentQrText('ST00012|Name=А|PersonalAcc=1|BankName=Б|BIC=1')).toBeUndefined();
    expect(parsePaymentQrText('ST00012|Name')).toBeUndefined();
  });

  it('writes kopecks as roubles with kopecks', () => {
    expect(formatKopecks(18_999_500)).toBe('189\u00a0995,00\u00a0₽');
    expect(formatKopecks(5)).toBe('0,05\u00a0₽');
    expect(formatKopecks(100_000_001)).toBe('1\u00a0000\u00a0000,01\u00a0₽');
  });
});
