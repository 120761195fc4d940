import { describe, expect, it } from 'vitest';
import {
  checkSubleasingStep,
  contractFileStep,
  openableStep,
  readinessStep,
  type SubleasingProgress,
  stepAfter,
  subleasingSteps,
} from './subleasing-wizards.ts';

const progress = (over: Partial<SubleasingProgress>): SubleasingProgress => ({
  kind: 'request',
  step: 1,
  maxStep: 1,
  status: 'draft',
  ready: false,
  ...over,
});

describe('subleasing wizards (spec 1 §4)', () => {
  it('polls readiness at step 3 of the request and the notification, not in the confirmation', () => {
    expect(readinessStep('request')).toBe(3);
    expect(readinessStep('notification')).toBe(3);
    expect(readinessStep('confirmation')).toBeUndefined();
  });

  it('takes the contract file at step 5 of the notification and step 3 of the confirmation', () => {
    expect(contractFileStep('notification')).toBe(5);
    expect(contractFileStep('confirmation')).toBe(3);
    expect(contractFileStep('request')).toBeUndefined();
  });

  it('holds the readiness step until the check is ready', () => {
    expect(stepAfter(progress({ step: 3, maxStep: 3 }), 3)).toBe(3);
    expect(stepAfter(progress({ step: 3, maxStep: 3, ready: true }), 3)).toBe(4);
    expect(stepAfter(progress({}), 1)).toBe(2);
    expect(stepAfter(progress({ step: 4, maxStep: 4, ready: true }), 4)).toBe(4);
  });

  it('opens only steps already reached, and only the last one once sent', () => {
    expect(openableStep(progress({ step: 2, maxStep: 2 }), 4)).toBe(2);
    expect(openableStep(progress({ step: 2, maxStep: 3 }), 1)).toBe(1);
    expect(openableStep(progress({ step: 2, maxStep: 3 }), 0)).toBe(2);
    expect(openableStep(progress({ step: 4, maxStep: 4, status: 'submitted' }), 1)).toBe(4);
  });

  it('lists reached steps as available while editable and all as done once sent', () => {
    const open = subleasingSteps(progress({ step: 2, maxStep: 2 }));
    expect(open.map((one) => [one.step, one.available, one.done])).toEqual([
      [1, true, true],
      [2, true, false],
      [3, false, false],
      [4, false, false],
    ]);
    expect(
      subleasingSteps(progress({ status: 'submitted', maxStep: 4 })).every(
        (one) => one.done && !one.available,
      ),
    ).toBe(true);
  });

  it('checks the sublessee INN and the required fields', () => {
    const bad = checkSubleasingStep('sublessee', { sublessee_inn: '1234567890', sublessee_title: '' });
    expect(bad.problems).toEqual([
      { prop: 'sublessee_inn', error: 'Проверьте ИНН: контрольная сумма не сходится' },
      { prop: 'sublessee_title', error: 'Обязательное поле' },
    ]);
    const good = checkSubleasingStep('sublessee', {
      sublessee_inn: '7707083893',
      sublessee_title: 'ООО «Нива»',
    });
    expect(good.problems).toEqual([]);
    expect(good.value).toEqual({ sublessee_inn: '7707083893', sublessee_title: 'ООО «Нива»' });
  });

  it('checks the contract terms: a real date and 1 to 120 months', () => {
    const bad = checkSubleasingStep('terms', {
      contract_number: 'С-1',
      contract_date: '31.02.2026',
      term_months: '0',
    });
    expect(bad.problems.map((one) => one.prop)).toEqual(['contract_date', 'term_months']);
    const good = checkSubleasingStep('terms', {
      contract_number: 'С-1',
      contract_date: '01.03.2026',
      term_months: '12',
    });
    expect(good.value).toEqual({ contract_number: 'С-1', contract_date: '2026-03-01', term_months: 12 });
  });

  it("accepts only machinery of the order's own products", () => {
    expect(checkSubleasingStep('products', {}, [5, 6]).problems[0]?.prop).toBe('products');
    expect(checkSubleasingStep('products', { products: ['5', '9'] }, [5, 6]).problems[0]?.error).toBe(
      'Можно выбрать только технику этого договора',
    );
    expect(checkSubleasingStep('products', { products: ['5', '5', '6'] }, [5, 6]).value).toEqual({
      products: [5, 6],
    });
  });
});
