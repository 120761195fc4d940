import { describe, expect, it } from 'vitest';
import {
  type AccreditationProgress,
  accreditationAfterDecision,
  accreditationAfterSave,
  accreditationStartStep,
  accreditationSteps,
  canDecideAccreditation,
  checkAccreditationStep,
  isAccreditationEditable,
  missingAccreditationDocuments,
  openableAccreditationStep,
  requiredAccreditationDocuments,
  supplierSectionsOpen,
} from './accreditation-wizard.ts';

const draft = (over: Partial<AccreditationProgress> = {}): AccreditationProgress => ({
  status: 'draft',
  step: 1,
  maxStep: 1,
  documentsFlag: false,
  ...over,
});

describe('accreditation steps (spec 1 §2, §4)', () => {
  it('lists the six steps of spec 1 §2 in order', () => {
    expect(accreditationSteps(draft()).map((one) => one.title)).toEqual([
      'Сведения о компании',
      'Анкета',
      'Контактное лицо',
      'Документы',
      'Подписание',
      'Готово',
    ]);
  });

  it('opens a package that came back at step 5, or at step 4 when the documents flag is set', () => {
    expect(accreditationStartStep(draft({ status: 'corrections', step: 6, maxStep: 5 }))).toBe(5);
    expect(
      accreditationStartStep(draft({ status: 'corrections', step: 6, maxStep: 4, documentsFlag: true })),
    ).toBe(4);
  });

  it('shows only the result of a package on review or decided', () => {
    for (const status of ['submitted', 'approved', 'rejected'] as const) {
      expect(isAccreditationEditable(status)).toBe(false);
      expect(openableAccreditationStep(draft({ status, step: 6, maxStep: 6 }), 2)).toBe(6);
      expect(accreditationSteps(draft({ status })).every((one) => !one.available)).toBe(true);
    }
  });

  it('resumes a draft where it was left and never opens a step not reached yet', () => {
    const progress = draft({ step: 3, maxStep: 3 });
    expect(openableAccreditationStep(progress)).toBe(3);
    expect(openableAccreditationStep(progress, 2)).toBe(2);
    expect(openableAccreditationStep(progress, 5)).toBe(3);
    expect(openableAccreditationStep(draft({ step: 6, maxStep: 6 }), 6)).toBe(5);
  });

  it('moves on after a save; a change before the documents step goes through step 4 again', () => {
    expect(accreditationAfterSave(draft(), 1)).toEqual({ step: 2, maxStep: 2 });
    expect(accreditationAfterSave(draft({ maxStep: 4 }), 4)).toEqual({ step: 5, maxStep: 5 });
    expect(accreditationAfterSave(draft({ status: 'corrections', maxStep: 5 }), 2)).toEqual({
      step: 3,
      maxStep: 4,
    });
  });
});

describe('accreditation fields', () => {
  it('asks for the supplier type, producer or dealer', () => {
    const empty = checkAccreditationStep('company', {});
    expect(empty.problems.map((problem) => problem.prop)).toEqual(['supplier_type', 'brands', 'region']);
    const wrong = checkAccreditationStep('company', { supplier_type: 'broker', brands: 'X', region: 'Y' });
    expect(wrong.problems).toEqual([{ prop: 'supplier_type', error: 'Выберите значение из списка' }]);
    const dealer = checkAccreditationStep('company', {
      supplier_type: 'dealer',
      brands: ' Ростсельмаш ',
      region: 'Воронеж',
    });
    expect(dealer).toEqual({
      problems: [],
      value: { supplier_type: 'dealer', brands: 'Ростсельмаш', region: 'Воронеж', site: '' },
    });
  });

  it('keeps counts as numbers and the flag as 1/0', () => {
    const checked = checkAccreditationStep('questioning', {
      staff_counter: '45',
      years_on_market: '7',
      service_maintenance: '1',
    });
    expect(checked.value).toMatchObject({ staff_counter: 45, years_on_market: 7, service_maintenance: 1 });
    expect(
      checkAccreditationStep('questioning', { staff_counter: '4.5', years_on_market: '-1' }).problems,
    ).toHaveLength(2);
  });

  it('checks the contact person phone and e-mail', () => {
    const bad = checkAccreditationStep('contact', {
      contact_name: 'Иванов',
      contact_position: 'Директор',
      contact_phone: '12345',
      contact_email: 'nobody',
    });
    expect(bad.problems.map((problem) => problem.prop)).toEqual(['contact_phone', 'contact_email']);
    const good = checkAccreditationStep('contact', {
      contact_name: 'Иванов',
      contact_position: 'Директор',
      contact_phone: '8 (900) 123-45-67',
      contact_email: 'Ivanov@Example.ru',
    });
    expect(good.value).toMatchObject({ contact_phone: '+79001234567', contact_email: 'ivanov@example.ru' });
  });
});

describe('the accreditation package', () => {
  it('asks producers for the product certificate and dealers for the dealership letter', () => {
    expect(requiredAccreditationDocuments('producer').map((one) => one.code)).toContain('production');
    expect(requiredAccreditationDocuments('producer').map((one) => one.code)).not.toContain('dealership');
    expect(requiredAccreditationDocuments('dealer').map((one) => one.code)).toContain('dealership');
    expect(
      missingAccreditationDocuments('dealer', { charter: 1, egrul: 2, financials: 3 }).map((one) => one.code),
    ).toEqual(['dealership']);
  });
});

describe('the manager’s decision', () => {
  it('is taken on a package on review only', () => {
    expect(canDecideAccreditation('submitted')).toBe(true);
    expect(canDecideAccreditation('draft')).toBe(false);
    expect(canDecideAccreditation('approved')).toBe(false);
  });

  it('sends the package back to step 5, or to step 4 with the documents flag', () => {
    expect(accreditationAfterDecision('corrections', false)).toMatchObject({
      status: 'corrections',
      step: 5,
      maxStep: 5,
    });
    expect(accreditationAfterDecision('corrections', true)).toMatchObject({
      step: 4,
      maxStep: 4,
      documentsFlag: true,
    });
    expect(accreditationAfterDecision('approved', true)).toMatchObject({
      status: 'approved',
      documentsFlag: false,
    });
  });

  it('unlocks the supplier sections on approval', () => {
    expect(supplierSectionsOpen('approved', false)).toBe(true);
    expect(supplierSectionsOpen('submitted', false)).toBe(false);
    expect(supplierSectionsOpen(undefined, true)).toBe(true);
  });
});
