import {
  APPLICATION_LAST_STEP,
  type ApplicationField,
  formatRoubles,
  LEASE_PROGRAMMES,
  LEASE_TERMS,
  type LeaseRecord,
  leaseRecordText,
  PRODUCTS_STEP,
  SCHEDULE_TYPES,
  stepFields,
} from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { type FormItem, sumOf, type TProduct } from './draft.ts';
import type { ApplicationRow } from './lifecycle.ts';
import type { MonthlyPaymentBox } from './monthly-payment.ts';

export interface Choices {
  regions: { value: string; title: string }[];
}

export const titleOf = (list: readonly { value: string; title: string }[], value: unknown) =>
  list.find((entry) => entry.value === String(value))?.title ?? '';

export function item(field: ApplicationField, value: unknown, extra: Partial<FormItem> = {}): FormItem {
  return {
    field: field.field,
    type: 'text',
    title: field.title,
    value: value ?? null,
    error: '',
    group: `step${field.step}`,
    code: field.kind,
    required: field.required,
    ...extra,
  };
}

export function display(
  field: string,
  type: FormItem['type'],
  title: string,
  value: unknown,
  props?: Record<string, unknown>,
): FormItem {
  return {
    field,
    type,
    title,
    value,
    error: '',
    group: '',
    code: '',
    required: false,
    ...(props ? { props } : {}),
  };
}

export function fieldItems(
  step: number,
  form: Record<string, unknown>,
  choices: Choices,
  files: Map<number, string>,
): FormItem[] {
  return stepFields(step).map((field) => {
    const value = form[field.field];
    switch (field.kind) {
      case 'select': {
        const options = field.choices ? [...field.choices] : choices.regions;
        const fallback = field.field === 'delivery_region' ? form.region : undefined;
        return item(field, value ?? fallback ?? '', { type: 'select', options });
      }
      case 'percent':
        return item(field, value ?? 10, {
          type: 'slider',
          props: { min: field.min, max: field.max, step: 1, unit: '%' },
        });
      case 'months':
        return item(field, value === undefined || value === null ? '' : String(value), {
          type: 'months',
          options: LEASE_TERMS.map((term) => ({ value: String(term), title: `${term} мес.` })),
        });
      case 'number':
        return item(field, value ?? '', { type: 'text', props: { numeric: true } });
      case 'flag':
        return item(field, value === undefined || value === null ? '' : String(value), {
          type: field.field.endsWith('_ne') || field.required ? 'checkbox' : 'bool',
        });
      case 'file': {
        const id = typeof value === 'number' ? value : null;
        return item(field, id, {
          type: 'file_ajax',
          props: {
            accept: '.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx',
            ...(id ? { fileTitle: files.get(id) ?? '' } : {}),
          },
        });
      }
      case 'address':
        return item(field, value ?? '', { type: 'kladr' });
      case 'note':
        return item(field, value ?? '', {
          type: 'cbtext',
          props: { placeholder: 'Лизингодатель, предмет, остаток платежей' },
        });
      case 'phone':
        return item(field, value ?? '', {
          props: { inputType: 'tel', inputMode: 'tel', placeholder: '+7 900 000-00-00' },
        });
      case 'email':
        return item(field, value ?? '', { props: { inputType: 'email', inputMode: 'email' } });
      default:
        return item(field, value ?? '');
    }
  });
}

export function summaryBoxes(
  session: SessionRecord,
  form: Record<string, unknown>,
  products: readonly TProduct[],
  choices: Choices,
  files: Map<number, string>,
  monthly: MonthlyPaymentBox | null,
) {
  const programme = titleOf(LEASE_PROGRAMMES, form.programme);
  const schedule = titleOf(SCHEDULE_TYPES, form.schedule_type);
  const fileList = ['charter_file', 'statements_file', 'other_file']
    .map((field) => (typeof form[field] === 'number' ? files.get(form[field] as number) : undefined))
    .filter(Boolean);
  const number = (value: unknown, unit = '') =>
    typeof value === 'number' ? `${new Intl.NumberFormat('ru-RU').format(value)}${unit}` : '—';
  return [
    { title: 'Заявитель', text: `${session.account.companyTitle}\nИНН ${session.account.inn}` },
    {
      title: 'Контактное лицо',
      text: [form.contact_name, form.contact_phone, form.contact_email].filter(Boolean).join('\n'),
    },
    { title: 'Регион и программа', text: `${titleOf(choices.regions, form.region)}\n${programme}` },
    {
      title: 'Техника',
      text: products.map((product) => `${product.title} × ${product.quantity}`).join('\n'),
      hint: `Итого: ${formatRoubles(sumOf(products))}`,
    },
    {
      title: 'Доставка',
      text: `${titleOf(choices.regions, form.delivery_region)}\n${String(form.delivery_address ?? '')}`,
      hint:
        typeof form.shipping_cost === 'number' ? `Доставка: ${formatRoubles(form.shipping_cost)}` : undefined,
    },
    {
      title: 'Условия',
      text: `Аванс ${number(form.advance_percent, ' %')}, срок ${number(form.term_months, ' мес.')}\n${schedule}`,
    },
    ...(monthly ? [monthly] : []),
    {
      title: 'Финансы',
      text: `Выручка ${number(form.revenue, ' ₽')}\nЗемли ${number(form.land_area, ' га')}, техники ${number(form.fleet_size, ' ед.')}`,
    },
    { title: 'Документы', text: fileList.join('\n') || '—' },
  ];
}

export const STEP_FORM = (step: number) => `application_step_${step}`;

export function formItems(
  step: number,
  application: ApplicationRow,
  products: readonly TProduct[],
  choices: Choices,
  files: Map<number, string>,
  session: SessionRecord,
  document: { fileId: number; signedFileId: number | null; title: string; signedAt: Date | null } | null,
  canSES: boolean,
  facts: { leaseRecord: LeaseRecord | null; monthly: MonthlyPaymentBox | null },
): FormItem[] {
  const form = application.form;
  const { leaseRecord, monthly } = facts;
  switch (step) {
    case 4:
      return [
        ...fieldItems(4, form, choices, files),
        ...(monthly ? [display('monthly_payment', 'infoboxes', '', [monthly])] : []),
      ];
    case 5: {
      // The facts stand just above the declarations they bear on.
      const items = fieldItems(5, form, choices, files);
      if (leaseRecord) {
        const declarations = items.findIndex((entry) => entry.field === 'no_overdue_debt_ne');
        items.splice(
          declarations,
          0,
          display('lease_record', 'infoboxes', '', [
            { title: 'По данным Агролизинга', text: leaseRecordText(leaseRecord) },
          ]),
        );
      }
      return items;
    }
    case 1:
      return [
        display('applicant', 'infoboxes', '', [
          { title: 'Организация', text: session.account.companyTitle },
          { title: 'ИНН', text: session.account.inn },
        ]),
        ...fieldItems(1, form, choices, files),
      ];
    case PRODUCTS_STEP:
      return [
        display('filters', 'filterList', 'Подбор техники', null),
        display('products', 'productList', 'Выбранная техника', products),
      ];
    case 3:
      return [
        ...fieldItems(3, form, choices, files),
        display('shipping', 'infoboxes', 'Доставка', [
          {
            title: 'Стоимость доставки',
            text:
              typeof form.shipping_cost === 'number'
                ? formatRoubles(form.shipping_cost)
                : 'Будет рассчитана после выбора региона',
            hint:
              typeof form.shipping_distance === 'number'
                ? `Расстояние от поставщика до ${form.shipping_distance} км`
                : undefined,
          },
        ]),
      ];
    case 7:
      return [
        display(
          'summary',
          'infoboxes',
          'Проверьте заявку',
          summaryBoxes(session, form, products, choices, files, monthly),
        ),
        display('separator_confirm', 'separator', '', null),
        ...fieldItems(7, form, choices, files),
      ];
    case APPLICATION_LAST_STEP:
      return [
        display(
          'application_document',
          'downloadRequest',
          'Заявка на лизинг',
          document
            ? {
                url: `/srv/files/${document.signedFileId ?? document.fileId}`,
                title: document.title,
                note: document.signedAt
                  ? 'Заявка подписана.'
                  : canSES
                    ? 'Проверьте документ и подпишите его кодом из SMS.'
                    : 'Для подписи кодом из SMS укажите телефон в профиле.',
              }
            : null,
        ),
      ];
    default:
      return fieldItems(step, form, choices, files);
  }
}
