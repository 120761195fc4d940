import { describe, expect, it } from 'vitest';
import {
  counteragentMissing,
  fullName,
  normalizeAccountValues,
  validateAccountValues,
} from './account-form-values.ts';
import {
  accountTypeOf,
  accountWizardStep,
  counteragentFields,
  flFields,
  PERSONAL_FIELDS,
  sectionsFor,
} from './account-forms.ts';

const TODAY = '2026-11-23';
const props = (errors: { prop: string }[]) => errors.map((error) => error.prop);

describe('account forms (decision 0066)', () => {
  it('gives agents and suppliers the supplier status section and type 3 the proposals contact', () => {
    expect(sectionsFor('client')).toEqual([]);
    expect(sectionsFor('agent')).toEqual(['supplier_status']);
    expect(sectionsFor('supplier')).toEqual(['supplier_status', 'offers_contact']);
    expect(accountTypeOf('supplier')).toBe(3);
    const fields = counteragentFields('supplier').map((field) => field.field);
    expect(fields).toContain('supplier_status');
    expect(fields).toContain('offers_phone');
    expect(counteragentFields('client').map((field) => field.field)).not.toContain('supplier_status');
  });

  it('asks for the post and real addresses only while they differ from the legal one', () => {
    const fields = counteragentFields('client');
    const base = {
      address_legal: 'г Москва, ул Тверская, д 1',
      phone: '8 (900) 000-00-01',
      staff_counter: '12',
      service_maintenance: 'own',
    };
    const apart = normalizeAccountValues(fields, { ...base, is_address_post_eq_legal: '0' });
    expect(props(validateAccountValues(fields, apart, TODAY))).toEqual(['address_post', 'address_real']);
    const same = normalizeAccountValues(fields, {
      ...base,
      is_address_post_eq_legal: '1',
      is_address_real_eq_legal: 1,
    });
    expect(validateAccountValues(fields, same, TODAY)).toEqual([]);
    expect(same.phone).toBe('+79000000001');
  });

  it('says the spec messages for empty fields and checks INN, SNILS, KPP, phone, e-mail and dates', () => {
    const values = normalizeAccountValues(PERSONAL_FIELDS, {
      last_name: '',
      first_name: 'Иван',
      position: 'Директор',
      birth_date: '31.02.1980',
      snils: '112-233-445 96',
      inn: '500100732250',
    });
    expect(validateAccountValues(PERSONAL_FIELDS, values, TODAY)).toEqual([
      { prop: 'last_name', error: 'Поле не может быть пустым' },
      { prop: 'birth_date', error: 'Введите дату в формате ДД.ММ.ГГГГ' },
      { prop: 'snils', error: 'Неверный СНИЛС: проверьте цифры' },
      { prop: 'inn', error: 'Неверный ИНН: проверьте цифры' },
    ]);
    const fixed = normalizeAccountValues(PERSONAL_FIELDS, {
      last_name: 'Петров',
      first_name: 'Иван',
      position: 'Директор',
      birth_date: '14.03.1980',
      snils: '112-233-445 95',
      inn: '500100732259',
    });
    expect(validateAccountValues(PERSONAL_FIELDS, fixed, TODAY)).toEqual([]);
    expect(fixed.birth_date).toBe('1980-03-14');
    const company = counteragentFields('client');
    const wrong = normalizeAccountValues(company, {
      kpp: '77070',
      phone: '12345',
      email: 'nobody',
      is_address_post_eq_legal: '1',
      is_address_real_eq_legal: '1',
    });
    expect(validateAccountValues(company, wrong, TODAY)).toEqual([
      { prop: 'kpp', error: 'КПП состоит из 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры' },
      { prop: 'address_legal', error: 'Поле не может быть пустым' },
      { prop: 'phone', error: 'Введите телефон в формате +7 900 000-00-00' },
      { prop: 'email', error: 'Введите e-mail в формате name@example.ru' },
      { prop: 'staff_counter', error: 'Поле не может быть пустым' },
      { prop: 'service_maintenance', error: 'Обязательное поле' },
    ]);
  });

  it('wants a person INN of twelve digits in the personal form', () => {
    const values = normalizeAccountValues(PERSONAL_FIELDS, { inn: '3662000015' });
    expect(validateAccountValues(PERSONAL_FIELDS, values, TODAY)).toContainEqual({
      prop: 'inn',
      error: 'ИНН физического лица состоит из 12 цифр',
    });
  });

  it('gives each pass_type its own document fields and checks their formats', () => {
    expect(flFields('1').map((field) => field.field)).toEqual([
      'pass_type',
      'pass_series',
      'pass_number',
      'pass_date',
      'pass_issued',
      'pass_code',
      'address_reg',
    ]);
    expect(flFields('2').map((field) => field.field)).toContain('pass_country');
    expect(flFields('3').map((field) => field.field)).toContain('pass_expires');
    const fields = flFields('1');
    const values = normalizeAccountValues(fields, {
      pass_type: '1',
      pass_series: '45 1',
      pass_number: '123456',
      pass_date: '2030-01-01',
      pass_issued: 'ГУ МВД',
      pass_code: '770-001',
      address_reg: 'г Москва',
    });
    expect(validateAccountValues(fields, values, TODAY)).toEqual([
      { prop: 'pass_series', error: 'Введите 4 цифры' },
      { prop: 'pass_date', error: 'Дата не может быть в будущем' },
    ]);
    const expired = flFields('3');
    const permit = normalizeAccountValues(expired, {
      pass_type: '3',
      pass_series: '82',
      pass_number: '1234567',
      pass_date: '01.01.2015',
      pass_expires: '01.01.2020',
      pass_issued: 'ГУ МВД',
      address_reg: 'г Москва',
    });
    expect(validateAccountValues(expired, permit, TODAY)).toEqual([
      { prop: 'pass_expires', error: 'Срок действия документа истёк' },
    ]);
  });

  it('refuses a document issued before the birth date', () => {
    const fields = flFields('1');
    const values = {
      ...normalizeAccountValues(fields, {
        pass_type: '1',
        pass_series: '4510',
        pass_number: '123456',
        pass_date: '01.01.1979',
        pass_issued: 'ОВД',
        pass_code: '770001',
        address_reg: 'г Москва',
      }),
      birth_date: '1980-03-14',
    };
    expect(validateAccountValues(fields, values, TODAY)).toEqual([
      { prop: 'pass_date', error: 'Документ не может быть выдан раньше даты рождения' },
    ]);
  });

  it('tells CheckReady what the counterparty still lacks', () => {
    expect(props(counteragentMissing('client', {}, TODAY))).toEqual([
      'address_legal',
      'address_post',
      'address_real',
      'phone',
      'staff_counter',
      'service_maintenance',
    ]);
  });

  it('opens at most the furthest step reached', () => {
    expect(accountWizardStep(undefined, 1)).toBe(1);
    expect(accountWizardStep(4, 2)).toBe(2);
    expect(accountWizardStep(2, 5)).toBe(2);
    expect(accountWizardStep(undefined, 9)).toBe(5);
  });

  it('joins the name parts the way the account keeps its person name', () => {
    expect(fullName({ last_name: 'Петров ', first_name: 'Иван', middle_name: '' })).toBe('Петров Иван');
  });
});
