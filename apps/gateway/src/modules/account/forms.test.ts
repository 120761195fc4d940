import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const COMPANY = {
  kpp: '366201002',
  address_legal: 'Воронежская обл, г Воронеж, ул Кольцовская, д 3',
  is_address_post_eq_legal: '1',
  is_address_real_eq_legal: '0',
  address_real: 'Воронежская обл, Рамонский р-н, с Ямное',
  phone: '8 (473) 200-00-15',
  email: 'Office@Rassvet.ru',
  staff_counter: '42',
  service_maintenance: 'dealer',
};
const PERSON = {
  last_name: 'Петров',
  first_name: 'Иван',
  middle_name: 'Сергеевич',
  position: 'Генеральный директор',
  birth_date: '14.03.1980',
  birth_place: 'г Воронеж',
  snils: '112-233-445 95',
  inn: '500100732259',
};
const PASSPORT = {
  pass_type: '1',
  pass_series: '2010',
  pass_number: '123456',
  pass_date: '20.03.2005',
  pass_issued: 'ОВД Центрального района г. Воронежа',
  pass_code: '362-001',
  address_reg: 'Воронежская обл, г Воронеж, ул Плехановская, д 10',
};

const itemsOf = (body: { FormBuilder: { items: { field: string; value: unknown }[] } }) =>
  Object.fromEntries(body.FormBuilder.items.map((item) => [item.field, item.value]));

describe.each(testDrivers())('account data forms and the account wizard on %s', (driver) => {
  let gateway: TestGateway;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    for (const login of ['client', 'agent', 'supplier']) {
      const reply = await gateway.app.inject({
        method: 'POST',
        url: '/srv/getauth',
        payload: encode({ login, password: 'Demo-2001' }),
        headers: FORM,
      });
      tokens[login] = reply.json().token;
    }
  });
  afterAll(() => gateway.close());

  const get = (path: string, login?: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams(query);
    if (login) params.set('token', tokens[login] ?? '');
    return gateway.app.inject({ method: 'GET', url: `/srv${path}?${params}` });
  };
  const post = (path: string, login: string | undefined, fields: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url: login ? `/srv${path}?token=${tokens[login]}` : `/srv${path}`,
      payload: encode(fields),
      headers: FORM,
    });
  const wrapped = (fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [`wrapper[${key}]`, value]));

  it('answers 401 on every form and wizard call without a session or with a forged token', async () => {
    const calls: [string, string][] = [
      ['GET', '/CounteragentDataForm'],
      ['POST', '/CounteragentDataForm'],
      ['GET', '/CounteragentDataForm/CheckReady'],
      ['GET', '/PersonalDataForm'],
      ['POST', '/PersonalDataForm'],
      ['GET', '/FLDataForm'],
      ['POST', '/FLDataForm'],
      ['POST', '/UserDataForm'],
      ['GET', '/SetAccountWizard'],
      ['POST', '/SetAccountWizard'],
      ['POST', '/SetAccountWizard/checkPassType'],
    ];
    for (const [method, path] of calls) {
      for (const url of [`/srv${path}`, `/srv${path}?token=${'Q'.repeat(43)}`]) {
        const reply = await gateway.app.inject({
          method: method as 'GET',
          url,
          payload: method === 'POST' ? 'pass_type=1' : undefined,
          headers: method === 'POST' ? FORM : {},
        });
        expect(reply.statusCode, `${method} ${url}`).toBe(401);
        expect(reply.json()).toMatchObject({
          success: false,
          error_message: 'Требуется вход в личный кабинет',
        });
      }
    }
  });

  it('CounteragentDataForm shows the requisites of the account and the special fields of spec 1 §3', async () => {
    const reply = await get('/CounteragentDataForm', 'client');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      success: true,
      form_name: 'counteragent',
      mode: 'edit',
      saved: false,
      ready: false,
    });
    const fields = body.FormBuilder.items.map((item: { field: string }) => item.field);
    for (const special of [
      'address_post',
      'is_address_post_eq_legal',
      'address_real',
      'is_address_real_eq_legal',
      'staff_counter',
      'service_maintenance',
      'phone',
    ]) {
      expect(fields).toContain(special);
    }
    expect(fields).not.toContain('supplier_status');
    expect(itemsOf(body)).toMatchObject({ inn: '3662000015', kpp: '366201001', phone: '+7 900 000-00-01' });
    const view = (await get('/CounteragentDataForm', 'client', { mode: 'view' })).json();
    expect(view.FormBuilder.items).toEqual([]);
    expect(view.CardBuilder.items).toContainEqual({ field: 'inn', title: 'ИНН', value: '3662000015' });
    expect((await get('/CounteragentDataForm', 'client', { mode: 'print' })).statusCode).toBe(400);
  });

  it('gives an agent the supplier status section and a supplier also the proposals contact', async () => {
    const agent = itemsOf((await get('/CounteragentDataForm', 'agent')).json());
    expect(agent).toHaveProperty('supplier_status');
    expect(agent).not.toHaveProperty('offers_phone');
    const supplier = (await get('/CounteragentDataForm', 'supplier')).json();
    // The demo supplier's company form is filled by the demo data (decision 0066).
    expect(itemsOf(supplier)).toMatchObject({ supplier_status: 'dealer', offers_phone: '+7 473 200-00-28' });
    expect((await get('/CounteragentDataForm/CheckReady', 'supplier')).json()).toEqual({
      success: true,
      ready: true,
      missing: [],
    });
    const section = supplier.FormBuilder.items.find(
      (item: { field: string }) => item.field === 'section_offers_contact',
    );
    expect(section).toMatchObject({
      type: 'separator',
      title: 'Контактное лицо по вопросам рассмотрения предложений',
      props: { clearable: true },
    });
    expect(
      supplier.FormBuilder.items.find((item: { field: string }) => item.field === 'offers_phone').props,
    ).toMatchObject({ fullWidth: true });
  });

  it('refuses a wrong company form with 400 and the field errors, and stores nothing', async () => {
    const reply = await post('/CounteragentDataForm', 'client', {
      ...COMPANY,
      kpp: '12',
      phone: '',
      staff_counter: 'много',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      error_message: 'КПП состоит из 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры',
      errors_list: [
        { prop: 'kpp', error: 'КПП состоит из 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры' },
        { prop: 'phone', error: 'Поле не может быть пустым' },
        { prop: 'staff_counter', error: 'Введите целое число от 0 до 1 000 000' },
      ],
    });
    expect((await get('/CounteragentDataForm/CheckReady', 'client')).json().ready).toBe(false);
  });

  it('mode=check validates without storing; mode=save stores, keeps the KPP on the account and CheckReady turns ready', async () => {
    const checked = await post('/CounteragentDataForm', 'client', { ...COMPANY, mode: 'check' });
    expect(checked.json()).toMatchObject({ success: true, saved: false, ready: true });
    expect(itemsOf((await get('/CounteragentDataForm', 'client')).json()).staff_counter).toBe('');
    const before = (await get('/CounteragentDataForm/CheckReady', 'client')).json();
    expect(before.ready).toBe(false);
    expect(before.missing.map((entry: { prop: string }) => entry.prop)).toContain('address_legal');

    const saved = await post('/CounteragentDataForm', 'client', COMPANY);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, saved: true, ready: true });
    const again = itemsOf((await get('/CounteragentDataForm', 'client')).json());
    expect(again).toMatchObject({
      kpp: '366201002',
      phone: '+7 473 200-00-15',
      email: 'office@rassvet.ru',
      staff_counter: '42',
      service_maintenance: 'dealer',
      is_address_post_eq_legal: '1',
      address_real: COMPANY.address_real,
    });
    expect((await get('/CounteragentDataForm/CheckReady', 'client')).json()).toEqual({
      success: true,
      ready: true,
      missing: [],
    });
    expect((await get('/GetRegData', 'client')).json().fields.kpp).toBe('366201002');
    // Another account sees none of it.
    expect(itemsOf((await get('/CounteragentDataForm', 'agent')).json()).staff_counter).toBe('');
  });

  it('PersonalDataForm refuses a wrong INN and SNILS in Russian and stores the corrected form', async () => {
    const wrong = await post('/PersonalDataForm', 'client', {
      ...PERSON,
      inn: '500100732250',
      snils: '11223344596',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors_list).toEqual([
      { prop: 'snils', error: 'Неверный СНИЛС: проверьте цифры' },
      { prop: 'inn', error: 'Неверный ИНН: проверьте цифры' },
    ]);
    const empty = await post('/PersonalDataForm', 'client', { ...PERSON, last_name: ' ' });
    expect(empty.json().errors_list).toEqual([{ prop: 'last_name', error: 'Поле не может быть пустым' }]);

    const saved = await post('/PersonalDataForm', 'client', wrapped(PERSON));
    expect(saved.json()).toMatchObject({ success: true, saved: true, ready: true });
    const read = (await get('/PersonalDataForm', 'client')).json();
    expect(itemsOf(read)).toMatchObject({
      inn: '500100732259',
      snils: '11223344595',
      birth_date: '14.03.1980',
    });
    expect(read.CardBuilder.items).toContainEqual({
      field: 'birth_date',
      title: 'Дата рождения',
      value: '14.03.1980',
    });
  });

  it('UserDataForm renames the person of the account', async () => {
    const reply = await post('/UserDataForm', 'client', {
      last_name: 'Петров',
      first_name: 'Иван',
      middle_name: 'Семёнович',
      position: 'Директор',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      success: true,
      form_name: 'user',
      account: { name: 'Петров Иван Семёнович' },
    });
    expect((await get('/Profile', 'client')).json().account.name).toBe('Петров Иван Семёнович');
    expect(itemsOf((await get('/PersonalDataForm', 'client')).json())).toMatchObject({
      middle_name: 'Семёнович',
      position: 'Директор',
      snils: '11223344595',
    });
    const empty = await post('/UserDataForm', 'client', { last_name: '', first_name: 'Иван', position: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors_list.map((entry: { prop: string }) => entry.prop)).toEqual([
      'last_name',
      'position',
    ]);
  });

  it('checkPassType answers the fields of each document; FLDataForm stores the chosen one', async () => {
    const permit = (await post('/SetAccountWizard/checkPassType', 'client', { pass_type: '3' })).json();
    expect(permit).toMatchObject({ success: true, pass_type: '3' });
    expect(permit.FormBuilder.items.map((item: { field: string }) => item.field)).toContain('pass_expires');
    const bad = await post('/SetAccountWizard/checkPassType', 'client', { pass_type: '9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      errors_list: [{ prop: 'pass_type', error: 'Выберите документ из списка' }],
    });

    const early = await post('/FLDataForm', 'client', { ...PASSPORT, pass_date: '01.01.1979' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors_list).toEqual([
      { prop: 'pass_date', error: 'Документ не может быть выдан раньше даты рождения' },
    ]);
    expect((await post('/FLDataForm', 'client', PASSPORT)).json()).toMatchObject({
      saved: true,
      ready: true,
    });
    const read = (await get('/FLDataForm', 'client')).json();
    expect(itemsOf(read)).toMatchObject({ pass_type: '1', pass_series: '2010', pass_code: '362-001' });
  });

  it('SetAccountWizard: step 1 says visited=0 until the wizard is asked without a step', async () => {
    const first = (await get('/SetAccountWizard', 'agent', { step: '1' })).json();
    expect(first).toMatchObject({
      success: true,
      visited: 0,
      wizard: { step: 1, maxstep: 5, finished: false },
    });
    expect(first.FormBuilder.items.map((item: { field: string }) => item.field)).toEqual([
      'last_name',
      'first_name',
      'middle_name',
      'position',
    ]);
    const resumed = (await get('/SetAccountWizard', 'agent')).json();
    expect(resumed).toMatchObject({ visited: 1, wizard: { step: 1 } });
    expect((await get('/SetAccountWizard', 'agent', { step: '1' })).json().visited).toBe(1);
    const wrongStep = await get('/SetAccountWizard', 'agent', { step: '9' });
    expect(wrongStep.statusCode).toBe(400);
    expect(wrongStep.json()).toMatchObject({
      success: false,
      errors_list: [{ prop: 'step', error: 'Неверный шаг (step)' }],
    });
    const wrongMode = await post('/PersonalDataForm', 'agent', { mode: 'publish' });
    expect(wrongMode.statusCode).toBe(400);
    expect(wrongMode.json().errors_list).toEqual([{ prop: 'mode', error: 'Режим формы: save или check' }]);
    // A step not reached yet shows the furthest one.
    expect((await get('/SetAccountWizard', 'agent', { step: '4' })).json().wizard.step).toBe(1);
  });

  it('SetAccountWizard walks the five steps with wrapper[field] and keeps each step', async () => {
    const step = (number: number, fields: Record<string, string>) =>
      post('/SetAccountWizard', 'agent', { step: String(number), ...wrapped(fields) });
    const bad = await step(1, { last_name: '', first_name: 'Алексей', position: 'ИП' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      error_message: 'Поле не может быть пустым',
      errors_list: [{ prop: 'last_name', error: 'Поле не может быть пустым' }],
    });
    expect((await step(3, PERSON)).statusCode).toBe(409);

    expect(
      (
        await step(1, {
          last_name: 'Соколов',
          first_name: 'Алексей',
          middle_name: 'Викторович',
          position: 'Индивидуальный предприниматель',
        })
      ).json().wizard,
    ).toMatchObject({ step: 2 });
    const two = await step(2, { ...COMPANY, kpp: '', supplier_status: 'dealer' });
    expect(two.json().wizard.step).toBe(3);
    const wrongInn = await step(3, { ...PERSON, inn: '500100732250' });
    expect(wrongInn.statusCode).toBe(400);
    expect(wrongInn.json().errors_list).toEqual([{ prop: 'inn', error: 'Неверный ИНН: проверьте цифры' }]);
    expect((await step(3, PERSON)).json().wizard.step).toBe(4);
    const four = (
      await step(4, {
        ...PASSPORT,
        pass_type: '2',
        pass_country: 'Казахстан',
        pass_number: 'N1234567',
        pass_expires: '01.01.2031',
      })
    ).json();
    expect(four.wizard.step).toBe(5);
    expect(four.FormBuilder.items[0]).toMatchObject({ type: 'infoboxes' });
    const unconfirmed = await step(5, { confirm_data: '0' });
    expect(unconfirmed.json().errors_list).toEqual([{ prop: 'confirm_data', error: 'Обязательное поле' }]);
    const done = (await step(5, { confirm_data: '1' })).json();
    expect(done.wizard).toMatchObject({ step: 5, finished: true, state: 'finished' });
    expect(done.wizard.steps.every((row: { available: boolean }) => row.available)).toBe(true);

    // Read back: each step holds what was saved, the forms see it too.
    expect(itemsOf((await get('/SetAccountWizard', 'agent', { step: '4' })).json())).toMatchObject({
      pass_type: '2',
      pass_country: 'Казахстан',
      pass_expires: '01.01.2031',
    });
    expect(itemsOf((await get('/CounteragentDataForm', 'agent')).json())).toMatchObject({
      supplier_status: 'dealer',
      staff_counter: '42',
    });
    expect((await get('/FL/Get', 'agent')).json().fl).toMatchObject({
      last_name: 'Соколов',
      middle_name: 'Викторович',
    });
  });
});
