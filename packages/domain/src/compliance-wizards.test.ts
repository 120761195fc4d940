import { describe, expect, it } from 'vitest';
import {
  canCancelCompliance,
  canDeleteCompliance,
  checkComplianceStep,
  complianceAfterSave,
  complianceCode,
  complianceSignStep,
  complianceStatus,
  complianceStepList,
  MESSAGE_ONE_ANSWER,
  openableComplianceStep,
} from './compliance-wizards.ts';

const OWNER = { name: 'Петров Иван Сергеевич', share: '60', inn: '500123456750', citizenship: 'Россия' };
const ALL_NO = { q005_no: '1', q006_no: '1', q008_no: '1', q009_no: '1' };

describe('compliance state follows the document', () => {
  const facts = { cancelled: false, submitted: false, hasDocument: false, documentSigned: false };
  it('is a draft until the document is formed, waits for a signature, then is signed', () => {
    expect(complianceStatus(facts)).toBe('draft');
    expect(complianceStatus({ ...facts, hasDocument: true })).toBe('to_sign');
    expect(complianceStatus({ ...facts, hasDocument: true, documentSigned: true })).toBe('signed');
    expect(complianceStatus({ ...facts, submitted: true })).toBe('submitted');
    expect(complianceStatus({ ...facts, hasDocument: true, documentSigned: true, cancelled: true })).toBe(
      'cancelled',
    );
  });
  it('deletes what was never signed and cancels what was signed or sent', () => {
    expect([
      canDeleteCompliance('draft'),
      canDeleteCompliance('to_sign'),
      canDeleteCompliance('signed'),
    ]).toEqual([true, true, false]);
    expect([
      canCancelCompliance('signed'),
      canCancelCompliance('submitted'),
      canCancelCompliance('draft'),
    ]).toEqual([true, true, false]);
    expect(canCancelCompliance('cancelled')).toBe(false);
  });
  it('codes objects by kind', () => {
    expect(complianceCode('beneficiary', 12)).toBe('АБ-000012');
    expect(complianceCode('non_resident', 3)).toBe('НР-000003');
  });
});

describe('compliance steps', () => {
  const progress = { kind: 'beneficiary' as const, step: 2, maxStep: 2, status: 'draft' as const };
  it('opens reached steps only, and only the last once signed', () => {
    expect(openableComplianceStep(progress, 3)).toBe(2);
    expect(openableComplianceStep(progress, 1)).toBe(1);
    expect(openableComplianceStep(progress)).toBe(2);
    expect(openableComplianceStep({ ...progress, status: 'signed' }, 1)).toBe(3);
  });
  it('forms the document on the step before signing and drops it when answers change', () => {
    expect(complianceSignStep('beneficiary')).toBe(3);
    expect(complianceSignStep('non_resident')).toBeUndefined();
    expect(complianceAfterSave(progress, 2)).toEqual({
      step: 3,
      maxStep: 3,
      formsDocument: true,
      dropsDocument: true,
    });
    // Answers changed after the document was formed: signing is reached again through step 2.
    expect(complianceAfterSave({ ...progress, maxStep: 3, status: 'to_sign' }, 1)).toEqual({
      step: 2,
      maxStep: 2,
      formsDocument: false,
      dropsDocument: true,
    });
    expect(
      complianceAfterSave({ kind: 'non_resident', step: 1, maxStep: 1, status: 'draft' }, 1),
    ).toMatchObject({
      step: 2,
      maxStep: 2,
      dropsDocument: false,
    });
  });
  it('lists reached steps as available while editable', () => {
    expect(complianceStepList(progress).map((one) => one.available)).toEqual([true, true, false]);
    expect(
      complianceStepList({ ...progress, status: 'signed' }).every((one) => one.done && !one.available),
    ).toBe(true);
  });
});

describe('the questionnaire (spec 1 §5: paired yes/no checkboxes)', () => {
  it('takes exactly one answer of each pair', () => {
    const ok = checkComplianceStep('questions', { ...ALL_NO, q006_no: '0', q006_yes: '1' });
    expect(ok.problems).toEqual([]);
    expect(ok.value.answers).toEqual({ '005': 'no', '006': 'yes', '008': 'no', '009': 'no' });
    const both = checkComplianceStep('questions', { ...ALL_NO, q005_yes: '1' });
    expect(both.problems).toEqual([{ prop: 'q005_yes', error: MESSAGE_ONE_ANSWER }]);
    const none = checkComplianceStep('questions', { q005_no: '1', q006_no: '1', q008_no: '1' });
    expect(none.problems.map((problem) => problem.prop)).toEqual(['q009_yes']);
  });
  it("checks the owners' INN of a person by its checksum, their shares and citizenship", () => {
    expect(checkComplianceStep('owners', { owners: [OWNER] }).problems).toEqual([]);
    expect(checkComplianceStep('owners', { owners: { 0: OWNER } }).value.owners).toEqual([
      { ...OWNER, share: 60 },
    ]);
    const bad = (over: Partial<typeof OWNER>) =>
      checkComplianceStep('owners', { owners: [{ ...OWNER, ...over }] }).problems[0]?.error;
    expect(bad({ inn: '500123456751' })).toBe('Строка 1: проверьте ИНН — контрольная сумма не сходится');
    expect(bad({ inn: '7707083893' })).toBe('Строка 1: ИНН физического лица — 12 цифр');
    expect(bad({ share: '120' })).toBe('Строка 1: доля — число больше 0 и не больше 100');
    expect(bad({ citizenship: '' })).toBe('Строка 1: укажите гражданство');
    expect(checkComplianceStep('owners', { owners: [] }).problems[0]?.prop).toBe('owners');
    const overHundred = checkComplianceStep('owners', {
      owners: [OWNER, { ...OWNER, inn: '771234567859' }],
    });
    expect(overHundred.problems[0]?.error).toBe('Сумма долей владельцев больше 100%');
  });
});

describe('the credit declaration', () => {
  const row = {
    creditor: 'ПАО Сбербанк',
    kind: 'Кредит',
    amount: '1 500 000',
    remaining: '900000,50',
    maturity: '15.03.2028',
  };
  it('takes obligations or the mark that there are none, not both', () => {
    const ok = checkComplianceStep('obligations', { obligations: [row] });
    expect(ok.problems).toEqual([]);
    expect(ok.value.obligations).toEqual([
      {
        creditor: 'ПАО Сбербанк',
        kind: 'Кредит',
        amount: 1_500_000,
        remaining: 900_000.5,
        maturity: '2028-03-15',
      },
    ]);
    expect(checkComplianceStep('obligations', { no_obligations: '1' }).problems).toEqual([]);
    expect(checkComplianceStep('obligations', {}).problems[0]?.prop).toBe('obligations');
    expect(
      checkComplianceStep('obligations', { no_obligations: '1', obligations: [row] }).problems,
    ).toHaveLength(1);
    expect(
      checkComplianceStep('obligations', { obligations: [{ ...row, remaining: '2000000' }] }).problems[0]
        ?.error,
    ).toBe('Строка 1: остаток — число не больше суммы');
  });
});

describe('the registration of a non-resident', () => {
  it("checks the company's foreign registration data and the contact", () => {
    const company = {
      country: 'BY',
      reg_number: '191234567',
      name_latin: 'Agro Trade LLC',
      name_ru: 'ООО «Агро Трейд»',
      address: 'Минск, пр. Независимости, 1',
    };
    expect(checkComplianceStep('company', company).problems).toEqual([]);
    expect(checkComplianceStep('company', { ...company, country: 'RU' }).problems[0]?.prop).toBe('country');
    expect(checkComplianceStep('company', { ...company, name_latin: 'Агро' }).problems[0]?.prop).toBe(
      'name_latin',
    );
    const contact = checkComplianceStep('contact', {
      contact_name: 'Иванов Иван',
      contact_phone: '+375 (29) 123-45-67',
      contact_email: 'agro@example.by',
    });
    expect(contact.problems).toEqual([]);
    expect(contact.value.contact_phone).toBe('+375291234567');
    expect(
      checkComplianceStep('contact', {
        contact_name: 'И',
        contact_phone: '8029',
        contact_email: 'x',
      }).problems.map((problem) => problem.prop),
    ).toEqual(['contact_phone', 'contact_email']);
  });
});
