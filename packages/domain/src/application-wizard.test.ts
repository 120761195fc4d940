import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STEPS,
  afterSubmit,
  applicationDocumentTitle,
  canSignBySes,
  chooseComplect,
  complectFor,
  distanceKm,
  leaseRecordText,
  lineSum,
  nextStep,
  normalizeStepValues,
  productSumm,
  reachableStep,
  shippingCost,
  stepFields,
  stepRows,
  validateStep,
} from './application-wizard.ts';

const context = { productCount: 1, choices: { region: ['r1', 'r2'], delivery_region: ['r1', 'r2'] } };

describe('application wizard steps', () => {
  it('has eight steps, the products at two and the document at eight', () => {
    expect(APPLICATION_STEPS.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stepFields(2)).toEqual([]);
    expect(stepFields(8)).toEqual([]);
    expect(nextStep(7)).toBe(8);
    expect(nextStep(8)).toBeNull();
  });

  it('opens a step only up to the furthest reached', () => {
    expect(reachableStep(5, { maxStep: 3, productCount: 1 })).toBe(3);
    expect(reachableStep(3, { maxStep: 3, productCount: 1 })).toBe(3);
    expect(reachableStep(2, { maxStep: 6, productCount: 1 })).toBe(2);
    expect(reachableStep(0, { maxStep: 6, productCount: 1 })).toBe(1);
    expect(reachableStep(undefined, { maxStep: 4, productCount: 1 })).toBe(4);
    expect(reachableStep(99, { maxStep: 20, productCount: 1 })).toBe(8);
  });

  it('keeps the wizard at step two while no machine is chosen', () => {
    expect(reachableStep(5, { maxStep: 6, productCount: 0 })).toBe(2);
    expect(reachableStep(1, { maxStep: 6, productCount: 0 })).toBe(1);
    expect(reachableStep(undefined, { maxStep: 1, productCount: 0 })).toBe(1);
  });

  it('moves on after a submit and remembers the furthest step', () => {
    expect(afterSubmit(1, 1)).toEqual({ step: 2, maxStep: 2 });
    expect(afterSubmit(2, 6)).toEqual({ step: 3, maxStep: 6 });
    expect(afterSubmit(8, 8)).toEqual({ step: 8, maxStep: 8 });
  });

  it('shows reached steps as available only while editable', () => {
    const rows = stepRows({ maxStep: 3, productCount: 1 }, true, false);
    expect(rows.filter((row) => row.available).map((row) => row.step)).toEqual([1, 2, 3]);
    expect(rows.filter((row) => row.done).map((row) => row.step)).toEqual([1, 2]);
    expect(
      stepRows({ maxStep: 3, productCount: 1 }, false, true).every((row) => !row.available && row.done),
    ).toBe(true);
  });
});

describe('application wizard validation', () => {
  it('requires the applicant, a listed region and a valid phone at step one', () => {
    const values = normalizeStepValues(1, { region: 'r9', programme: 'standard', contact_phone: '12345' });
    expect(validateStep(1, values, context)).toEqual([
      { prop: 'region', error: 'Выберите значение из списка' },
      { prop: 'contact_name', error: 'Обязательное поле' },
      { prop: 'contact_phone', error: 'Введите телефон в формате +7 900 000-00-00' },
    ]);
    const good = normalizeStepValues(1, {
      region: 'r1',
      programme: 'minselhoz',
      contact_name: ' Иван Петров ',
      contact_phone: '8 (900) 000-00-01',
      contact_email: 'ivan@niva.ru',
    });
    expect(good.contact_name).toBe('Иван Петров');
    expect(good.contact_phone).toBe('+79000000001');
    expect(validateStep(1, good, context)).toEqual([]);
  });

  it('refuses an unknown programme and a bad e-mail', () => {
    const values = normalizeStepValues(1, {
      region: 'r1',
      programme: 'free',
      contact_name: 'И',
      contact_phone: '+79000000001',
      contact_email: 'no-at',
    });
    expect(validateStep(1, values, context).map((error) => error.prop)).toEqual([
      'programme',
      'contact_email',
    ]);
  });

  it('needs at least one machine at step two', () => {
    expect(validateStep(2, {}, { productCount: 0 })).toEqual([
      { prop: 'products', error: 'Выберите хотя бы одну единицу техники' },
    ]);
    expect(validateStep(2, {}, { productCount: 2 })).toEqual([]);
  });

  it('checks lease conditions: advance bounds and terms from the list', () => {
    const bad = normalizeStepValues(4, {
      advance_percent: '60',
      term_months: '30',
      schedule_type: 'annuity',
    });
    expect(validateStep(4, bad, context)).toEqual([
      { prop: 'advance_percent', error: 'Допустимо от 0 до 49' },
      { prop: 'term_months', error: 'Выберите срок из списка' },
    ]);
    const good = normalizeStepValues(4, {
      advance_percent: 20,
      term_months: '36',
      schedule_type: 'seasonal',
    });
    expect(good).toEqual({
      advance_percent: 20,
      term_months: 36,
      schedule_type: 'seasonal',
      self_insurance: 0,
    });
    expect(validateStep(4, good, context)).toEqual([]);
  });

  it('reads financial figures typed with spaces and never ticks a declaration left empty', () => {
    const values = normalizeStepValues(5, {
      revenue: '12 500 000',
      land_area: '1 200,5',
      fleet_size: 'много',
    });
    expect(values.revenue).toBe(12_500_000);
    expect(values.land_area).toBe(1200.5);
    expect(values.no_overdue_debt_ne).toBe(0);
    expect(validateStep(5, values, context)).toEqual([{ prop: 'fleet_size', error: 'Введите число' }]);
    expect(normalizeStepValues(5, { no_overdue_debt_ne: '1' }).no_overdue_debt_ne).toBe(1);
  });

  it("states what the company knows of the client's leases instead of ticking for it", () => {
    expect(leaseRecordText({ activeContracts: 1, overdueSum: 438_591 })).toBe(
      'Действующих договоров 1, просрочка 438\u00a0591\u00a0₽',
    );
    expect(leaseRecordText({ activeContracts: 2, overdueSum: 0 })).toBe(
      'Действующих договоров 2, просрочки нет',
    );
    expect(leaseRecordText({ activeContracts: 0, overdueSum: 0 })).toBe('Действующих договоров лизинга нет');
  });

  it('requires uploaded files the account owns at step six', () => {
    const values = normalizeStepValues(6, { charter_file: '7', statements_file: '' });
    expect(validateStep(6, values, { productCount: 1, ownFileIds: [8] })).toEqual([
      { prop: 'charter_file', error: 'Файл не найден, загрузите его снова' },
      { prop: 'statements_file', error: 'Загрузите файл' },
    ]);
    expect(
      validateStep(6, normalizeStepValues(6, { charter_file: 7, statements_file: 8 }), {
        productCount: 1,
        ownFileIds: [7, 8],
      }),
    ).toEqual([]);
  });

  it('needs the confirmation at step seven', () => {
    expect(validateStep(7, normalizeStepValues(7, { confirm_data: '0' }), context)).toHaveLength(1);
    expect(validateStep(7, normalizeStepValues(7, { confirm_data: '1' }), context)).toEqual([]);
  });
});

describe('application sums, complect and shipping', () => {
  it('sums price × quantity including the complect', () => {
    const complect = [
      { title: 'GPS', quantity: 1, price: 40_000 },
      { title: 'Шины', quantity: 2, price: 5_000 },
    ];
    expect(lineSum({ price: 1_000_000, quantity: 2, complect })).toBe(2_100_000);
    expect(
      productSumm([
        { price: 1_000_000, quantity: 2, complect },
        { price: 300_000, quantity: 1, complect: [] },
      ]),
    ).toBe(2_400_000);
    expect(productSumm([])).toBe(0);
  });

  it('offers the same complect for the same product, one free piece first', () => {
    const a = complectFor({ id: 17, price: 5_000_000 });
    expect(a).toEqual(complectFor({ id: 17, price: 5_000_000 }));
    expect(a[0]?.price).toBe(0);
    expect(a).toHaveLength(3);
    expect(a.slice(1).every((piece) => piece.price >= 1000 && piece.price % 100 === 0)).toBe(true);
    expect(chooseComplect(a, [2]).map((piece) => piece.title)).toEqual([a[0]?.title, a[2]?.title]);
    expect(chooseComplect(a, [])).toEqual([a[0]]);
  });

  it('computes distance and the shipping tariff', () => {
    const moscow = { latitude: 55.7558, longitude: 37.6173 };
    const krasnodar = { latitude: 45.0355, longitude: 38.9753 };
    const km = distanceKm(moscow, krasnodar);
    expect(km).toBeGreaterThan(1180);
    expect(km).toBeLessThan(1210);
    expect(distanceKm(moscow, moscow)).toBe(0);
    expect(shippingCost(0, 1)).toBe(15_000);
    // 2 × (15 000 + 125 km × 85) = 51 250, rounded to hundreds.
    expect(shippingCost(100, 2)).toBe(51_300);
  });

  it('titles the document and allows SES only with a phone', () => {
    expect(applicationDocumentTitle('З-000042')).toBe('Заявка на лизинг № З-000042');
    expect(canSignBySes('+79000000001')).toBe(true);
    expect(canSignBySes('')).toBe(false);
  });
});
