import type { TComplianceDocument } from '@agrolease/contracts/compliance';
import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  BENEFICIARY_QUESTIONS,
  type BeneficialOwner,
  COMPLIANCE_STATUS_TITLE,
  COMPLIANCE_TITLE,
  type CreditObligation,
  formatIsoDayRu,
  NON_RESIDENT_COUNTRIES,
  NON_RESIDENT_FIELDS,
  OBLIGATION_COLUMNS,
  OWNER_COLUMNS,
  questionFields,
  type TComplianceKind,
  type TComplianceStatus,
  type TComplianceStepKind,
} from '@agrolease/domain';
import { complianceSummary } from './summary.ts';

/**
 * The FormBuilder items of each compliance step (decision 0102): the page renders them with
 * the cabinet's DynamicForm; the question pairs are checkboxes grouped by the question's code.
 */
const item = (over: Partial<TFormItem> & Pick<TFormItem, 'field' | 'type' | 'title'>): TFormItem => ({
  value: '',
  error: '',
  group: '',
  code: '',
  required: false,
  ...over,
});

function questionItems(form: Record<string, unknown>): TFormItem[] {
  const answers = (form.answers ?? {}) as Record<string, string>;
  return BENEFICIARY_QUESTIONS.flatMap((question) => {
    const fields = questionFields(question.code);
    const answer = answers[question.code];
    return [
      item({
        field: `q${question.code}`,
        type: 'separator',
        title: `${question.code}. ${question.text}`,
        group: question.code,
        code: question.code,
      }),
      item({
        field: fields.yes,
        type: 'checkbox',
        title: 'Да',
        value: answer === 'yes' ? '1' : '0',
        group: question.code,
        code: question.code,
        required: true,
        props: { pair: fields.no, ariaLabel: `Вопрос ${question.code}: да` },
      }),
      item({
        field: fields.no,
        type: 'checkbox',
        title: 'Нет',
        value: answer === 'no' ? '1' : '0',
        group: question.code,
        code: question.code,
        required: true,
        props: { pair: fields.yes, ariaLabel: `Вопрос ${question.code}: нет` },
      }),
    ];
  });
}

function ownerItems(form: Record<string, unknown>): TFormItem[] {
  const owners = (form.owners ?? []) as BeneficialOwner[];
  return [
    item({
      field: 'owners_hint',
      type: 'infoboxes',
      title: '',
      value: [
        {
          title: 'Кого указать',
          text: 'Физических лиц, которые прямо или косвенно владеют более чем 25% капитала организации или могут контролировать её действия. Если таких нет — руководителя.',
        },
      ],
      props: { bstype: 'info' },
    }),
    item({
      field: 'owners',
      type: 'dyntable',
      title: 'Бенефициарные владельцы',
      required: true,
      value: owners.map((owner) => ({ ...owner, share: String(owner.share).replace('.', ',') })),
      props: { columns: OWNER_COLUMNS, addTitle: 'Добавить владельца' },
    }),
  ];
}

function obligationItems(form: Record<string, unknown>): TFormItem[] {
  const obligations = (form.obligations ?? []) as CreditObligation[];
  return [
    item({
      field: 'no_obligations',
      type: 'checkbox',
      title: 'У компании нет действующих кредитных, заёмных и лизинговых обязательств',
      value: form.no_obligations === true ? '1' : '0',
    }),
    item({
      field: 'obligations',
      type: 'dyntable',
      title: 'Действующие обязательства',
      value: obligations.map((row) => ({
        ...row,
        amount: String(row.amount),
        remaining: String(row.remaining),
        maturity: formatIsoDayRu(row.maturity),
      })),
      props: { columns: OBLIGATION_COLUMNS, addTitle: 'Добавить обязательство' },
    }),
  ];
}

function nonResidentItems(stepKind: 'company' | 'contact', form: Record<string, unknown>): TFormItem[] {
  return NON_RESIDENT_FIELDS[stepKind].map((field) =>
    item({
      field: field.field,
      type: field.kind === 'country' ? 'select' : 'text',
      title: field.title,
      required: field.required,
      value: String(form[field.field] ?? ''),
      ...(field.kind === 'country'
        ? {
            options: NON_RESIDENT_COUNTRIES.map((country) => ({
              value: country.value,
              title: country.title,
            })),
          }
        : {}),
      props: {
        ...(field.placeholder ? { placeholder: field.placeholder } : {}),
        ...(field.kind === 'phone' ? { inputMode: 'tel' } : {}),
        ...(field.kind === 'email' ? { inputType: 'email' } : {}),
      },
    }),
  );
}

function summaryItem(kind: TComplianceKind, form: Record<string, unknown>, title: string): TFormItem {
  return item({
    field: 'summary',
    type: 'infoboxes',
    title,
    value: complianceSummary(kind, form).rows.map((row) => ({ title: row.title, text: row.text })),
    props: { bstype: 'info' },
  });
}

function documentItem(document: TComplianceDocument | null): TFormItem {
  return item({
    field: 'document',
    type: 'downloadRequest',
    title: 'Документ на подпись',
    value: document
      ? {
          url: document.pdf_src,
          title: document.title,
          note: document.signed
            ? 'Подписан простой электронной подписью'
            : 'Проверьте документ и подпишите его кодом из SMS',
        }
      : null,
  });
}

export interface StepItemsInput {
  kind: TComplianceKind;
  stepKind: TComplianceStepKind | undefined;
  status: TComplianceStatus;
  editable: boolean;
  code: string | null;
  form: Record<string, unknown>;
  document: TComplianceDocument | null;
}

export function complianceFormItems(input: StepItemsInput): TFormItem[] {
  const { kind, stepKind, form, document } = input;
  if (!input.editable) {
    const result = item({
      field: 'result',
      type: 'infoboxes',
      title: `${COMPLIANCE_TITLE[kind]} ${input.code ?? ''}`.trim(),
      value: [
        { title: 'Статус', text: COMPLIANCE_STATUS_TITLE[input.status] },
        ...(input.status === 'submitted'
          ? [{ title: 'Что дальше', text: 'Менеджер проверит данные и свяжется с контактным лицом' }]
          : []),
      ],
      props: { bstype: input.status === 'cancelled' ? 'info' : 'success' },
    });
    return document ? [result, documentItem(document)] : [result, summaryItem(kind, form, 'Данные')];
  }
  switch (stepKind) {
    case 'questions':
      return questionItems(form);
    case 'owners':
      return ownerItems(form);
    case 'obligations':
      return obligationItems(form);
    case 'company':
    case 'contact':
      return nonResidentItems(stepKind, form);
    case 'sign':
      return [documentItem(document)];
    default:
      return [summaryItem(kind, form, 'Проверьте данные и отправьте их менеджеру')];
  }
}
