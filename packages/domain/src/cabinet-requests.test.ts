import { describe, expect, it } from 'vitest';
import {
  checkDocumentOrder,
  complaintCode,
  type DocumentOrderInput,
  documentOrderCode,
} from './cabinet-requests.ts';

const order = (over: Partial<DocumentOrderInput>): DocumentOrderInput => ({
  typeId: 3,
  deliveryType: 2,
  postAddress: '',
  deliveryContact: 'Иванов Иван',
  deliveryContactPhone: '8 (900) 000-00-01',
  isEmail: false,
  orderIds: [1],
  fields: { on_date: '01.12.2026' },
  ...over,
});

const props = (input: DocumentOrderInput) => checkDocumentOrder(input).problems.map((one) => one.prop);

describe('complaint and document-order codes', () => {
  it('numbers complaints ОБ-000123 and document orders ЗД-000042', () => {
    expect(complaintCode(123)).toBe('ОБ-000123');
    expect(documentOrderCode(42)).toBe('ЗД-000042');
  });
});

describe('document order rules per delivery type', () => {
  it('accepts a pickup with who collects and their phone, normalising the phone and the date', () => {
    const checked = checkDocumentOrder(order({}));
    expect(checked.problems).toEqual([]);
    expect(checked.value).toEqual({
      fields: { on_date: '2026-12-01' },
      deliveryContactPhone: '+79000000001',
    });
  });

  it('needs a contact with an e-mail for electronic delivery', () => {
    expect(props(order({ deliveryType: 1, deliveryContact: '', deliveryContactPhone: '' }))).toEqual([
      'id_Contact',
    ]);
    expect(props(order({ deliveryType: 1, contactId: 4, contactEmail: '' }))).toEqual(['id_Contact']);
    expect(
      props(order({ deliveryType: 1, contactId: 4, contactEmail: 'a@b.ru', deliveryContact: '' })),
    ).toEqual([]);
  });

  it('needs the address, the recipient and a valid phone for post', () => {
    expect(props(order({ deliveryType: 3 }))).toEqual(['post_addr_kladr']);
    expect(props(order({ deliveryType: 3, postAddress: 'г Москва', deliveryContactPhone: '12' }))).toEqual([
      'delivery_contact_phone',
    ]);
    expect(props(order({ deliveryType: 2, deliveryContact: ' ', deliveryContactPhone: '' }))).toEqual([
      'delivery_contact',
      'delivery_contact_phone',
    ]);
  });

  it('needs a contact when a scan by e-mail is asked for as well', () => {
    expect(props(order({ isEmail: true }))).toEqual(['id_Contact']);
  });

  it('needs at least one order, a known type and delivery, and the type’s required fields', () => {
    expect(props(order({ orderIds: [] }))).toEqual(['id_CabinetOrder']);
    expect(props(order({ typeId: 99, deliveryType: 7 }))).toEqual(['id_type', 'PSDDeliveryType']);
    expect(
      props(order({ typeId: 1, fields: { period_from: '02.02.2026', period_to: '01.01.2026' } })),
    ).toEqual(['period_to']);
    expect(props(order({ typeId: 2, fields: { copies: '0' } }))).toEqual(['copies']);
  });
});
