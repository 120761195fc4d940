import { isValidEmail, MESSAGE_REQUIRED, normalizePhone, parseRuDate } from './contact-validators.ts';

/**
 * The client's requests about its contracts (docs/decisions/0065): complaint topics
 * (id_UListItem), document-order types with their dynamic fields, delivery types
 * (PSDDeliveryType) and the rules a document order must meet. The spec names the fields
 * and leaves the lists open; these are ours.
 */

export interface FieldProblem {
  prop: string;
  error: string;
}

/** Complaint topics: the fixed list id_UListItem points into. */
export const COMPLAINT_TOPICS = [
  { id: 1, title: 'Качество и комплектность техники' },
  { id: 2, title: 'Сроки поставки' },
  { id: 3, title: 'Платежи и график' },
  { id: 4, title: 'Документы и закрывающие документы' },
  { id: 5, title: 'Страхование' },
  { id: 6, title: 'Работа сотрудников' },
  { id: 7, title: 'Личный кабинет' },
  { id: 8, title: 'Другое' },
] as const;

export function complaintTopicTitle(id: number): string | undefined {
  return COMPLAINT_TOPICS.find((topic) => topic.id === id)?.title;
}

/** The same three statuses the public GetComplaintStatus shows for a feedback request. */
export const COMPLAINT_STATUS_TITLE = {
  received: 'Получено, ожидает рассмотрения',
  in_progress: 'На рассмотрении',
  answered: 'Ответ направлен',
} as const;
export type TComplaintStatus = keyof typeof COMPLAINT_STATUS_TITLE;

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 4000;

function numberedCode(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/** 'ОБ-000123': a cabinet complaint's number (a public feedback request's is 'ОБР-…'). */
export function complaintCode(id: number): string {
  return numberedCode('ОБ', id);
}

/** 'ЗД-000042': a document order's number. */
export function documentOrderCode(id: number): string {
  return numberedCode('ЗД', id);
}

/** PSDDeliveryType: how the ordered documents reach the client. */
export const PSD_DELIVERY_TYPES = [
  { id: 1, title: 'В электронном виде на e-mail' },
  { id: 2, title: 'Самовывоз в филиале' },
  { id: 3, title: 'Почтой или курьером по адресу' },
] as const;
export type TPsdDeliveryType = 1 | 2 | 3;

export interface DocumentOrderField {
  field: string;
  title: string;
  /** 'date' is a text field holding dd.MM.yyyy; 'number' a whole number. */
  kind: 'text' | 'date' | 'number';
  required: boolean;
}

const periodFields: DocumentOrderField[] = [
  { field: 'period_from', title: 'Период с', kind: 'date', required: true },
  { field: 'period_to', title: 'Период по', kind: 'date', required: true },
];
const onDate: DocumentOrderField = { field: 'on_date', title: 'На дату', kind: 'date', required: true };
const comment: DocumentOrderField = { field: 'comment', title: 'Комментарий', kind: 'text', required: false };

/** id_type: the documents a client may order, each with its dynamic fields. */
export const PSD_TYPES: readonly { id: number; title: string; fields: DocumentOrderField[] }[] = [
  { id: 1, title: 'Акт сверки взаиморасчётов', fields: [...periodFields, comment] },
  {
    id: 2,
    title: 'Копия договора лизинга',
    fields: [{ field: 'copies', title: 'Количество экземпляров', kind: 'number', required: true }, comment],
  },
  { id: 3, title: 'Справка об остатке задолженности', fields: [onDate, comment] },
  { id: 4, title: 'Справка о выкупной стоимости', fields: [onDate, comment] },
  { id: 5, title: 'Копии счетов-фактур и актов', fields: [...periodFields, comment] },
];

export const DOCUMENT_ORDER_STATUS_TITLE = {
  new: 'Принят',
  in_progress: 'В работе',
  ready: 'Документы готовы',
  rejected: 'Отклонён',
} as const;
export type TDocumentOrderStatus = keyof typeof DOCUMENT_ORDER_STATUS_TITLE;

export function isDocumentOrderStatus(value: string): value is TDocumentOrderStatus {
  return value in DOCUMENT_ORDER_STATUS_TITLE;
}

export interface DocumentOrderInput {
  typeId: number;
  deliveryType: number;
  postAddress: string;
  deliveryContact: string;
  deliveryContactPhone: string;
  isEmail: boolean;
  contactId?: number;
  /** The chosen contact's e-mail, when a contact was chosen. */
  contactEmail?: string;
  orderIds: number[];
  fields: Record<string, string>;
}

export interface CheckedDocumentOrder {
  fields: Record<string, string>;
  deliveryContactPhone: string;
}

/**
 * The rules of SetPSD per delivery type: e-mail needs a contact with an e-mail; pickup needs
 * who collects and their phone; post needs the address too. isemail (a scan as well) needs
 * a contact with an e-mail. At least one order; the type's required fields filled.
 */
export function checkDocumentOrder(input: DocumentOrderInput): {
  problems: FieldProblem[];
  value: CheckedDocumentOrder;
} {
  const problems: FieldProblem[] = [];
  const add = (prop: string, error: string) => problems.push({ prop, error });
  const type = PSD_TYPES.find((one) => one.id === input.typeId);
  if (!type) add('id_type', 'Выберите документ');
  if (!PSD_DELIVERY_TYPES.some((one) => one.id === input.deliveryType)) {
    add('PSDDeliveryType', 'Выберите способ получения');
  }
  if (input.orderIds.length === 0) add('id_CabinetOrder', 'Выберите хотя бы один договор');

  const needsContact = input.deliveryType === 1 || input.isEmail;
  if (needsContact) {
    if (input.contactId === undefined) add('id_Contact', 'Выберите контактное лицо для отправки на e-mail');
    else if (!input.contactEmail || !isValidEmail(input.contactEmail)) {
      add('id_Contact', 'У контактного лица не указан e-mail');
    }
  }
  let phone = '';
  if (input.deliveryType === 2 || input.deliveryType === 3) {
    if (!input.deliveryContact.trim()) add('delivery_contact', 'Укажите, кто получит документы');
    if (!input.deliveryContactPhone.trim()) add('delivery_contact_phone', 'Укажите телефон получателя');
    else {
      phone = normalizePhone(input.deliveryContactPhone) ?? '';
      if (!phone) add('delivery_contact_phone', 'Введите телефон в формате +7 999 123-45-67');
    }
  }
  if (input.deliveryType === 3 && !input.postAddress.trim()) {
    add('post_addr_kladr', 'Укажите адрес доставки');
  }

  const fields: Record<string, string> = {};
  for (const field of type?.fields ?? []) {
    const raw = (input.fields[field.field] ?? '').trim();
    if (!raw) {
      if (field.required) add(field.field, MESSAGE_REQUIRED);
      continue;
    }
    if (field.kind === 'date') {
      const date = parseRuDate(raw);
      if (!date) add(field.field, 'Введите дату в формате ДД.ММ.ГГГГ');
      else fields[field.field] = date;
    } else if (field.kind === 'number') {
      const count = Number(raw);
      if (!Number.isInteger(count) || count < 1 || count > 20) add(field.field, 'Введите число от 1 до 20');
      else fields[field.field] = String(count);
    } else {
      fields[field.field] = raw.slice(0, 1000);
    }
  }
  if (fields.period_from && fields.period_to && fields.period_from > fields.period_to) {
    add('period_to', 'Конец периода раньше начала');
  }
  return { problems, value: { fields, deliveryContactPhone: phone } };
}
