import type { deal as dealContract } from '@agrolease/contracts';
import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  DEAL_REJECT_ACTION,
  DEAL_REPAYMENT_TITLE,
  type DealTerms,
  dealEditRights,
  dealLeasing,
  dealTermLimits,
  insurerById,
  REPAYMENT_CODES,
  termsFromOffer,
  toRoublePayments,
} from '@agrolease/domain';
import { conditionForm, type DealConditionBasis } from './conditions.ts';
import { conditionsOpen, memoryOf, roubles } from './deal-memory.ts';
import type { DealRow } from './queries.ts';

/** The conditions of the deal's application (spec 1 §3), on the given terms. */
export function conditionsView(
  deal: DealRow,
  on: DealConditionBasis,
  terms: DealTerms,
  today: string,
): dealContract.TDealConditions {
  const { basis } = on;
  const memory = memoryOf(deal);
  const open = conditionsOpen(deal);
  // The manager's manual conditions are fixed: their bounds are their values, nothing is editable.
  const limits = on.manual
    ? {
        ...dealTermLimits(basis),
        advancePay: { min: terms.advancePercent, max: terms.advancePercent },
        orderPeriod: { min: terms.termMonths, max: terms.termMonths },
      }
    : dealTermLimits(basis);
  const computed = dealLeasing(basis.sum, terms, today, on.ratePercent);
  const rights = on.manual
    ? { canAdv: false, canAdvToPay: false, canBase: false, canPrc: false }
    : dealEditRights(open, terms, limits);
  const offered = on.manual ?? termsFromOffer(basis);
  return {
    condIsActive: open,
    condIsRejected: memory.lastAction === DEAL_REJECT_ACTION,
    ...rights,
    calcs: {
      sum: basis.sum,
      advance_percent: terms.advancePercent,
      advance: roubles(computed.leasing.advance),
      term_months: terms.termMonths,
      schedule_type: terms.repayment,
      schedule_title: DEAL_REPAYMENT_TITLE[terms.repayment],
      repayment_code: REPAYMENT_CODES[terms.repayment],
      rate: on.ratePercent,
      monthly_payment: roubles(computed.monthlyPayment),
      total: roubles(computed.leasing.total),
      overpayment: roubles(computed.leasing.overpayment),
      insurance_per_year: roubles(computed.insurancePerYear),
    },
    // Whole roubles, the last payment taking the rounding rest, as a contract's schedule
    // (contractPayments): the rows add up to «Сумма договора» to the kopeck (issue 38).
    pays: toRoublePayments(computed.payments),
    minAdvance: limits.advancePay.min,
    minTerm: limits.orderPeriod.min,
    is_self_insurance: insurerById(terms.insurerId)?.is_self === true,
    form: {
      ...conditionForm(basis, terms),
      advancePay: { ...limits.advancePay, value: terms.advancePercent },
      orderPeriod: { ...limits.orderPeriod, value: terms.termMonths },
    },
    changed: JSON.stringify(terms) !== JSON.stringify(offered),
  };
}

/**
 * The condition form as FormBuilder items (spec 1 §3 "Condition form fields", the field types
 * of spec 1 §3 "Dynamic form field"): the same values and bounds as conditions[...].form.
 */
export function conditionFormItems(conditions: dealContract.TDealConditions): TFormItem[] {
  const { form } = conditions;
  const item = (
    fields: Pick<TFormItem, 'field' | 'type' | 'title' | 'value'> & Partial<TFormItem>,
  ): TFormItem => ({
    error: '',
    group: 'conditions',
    code: '',
    required: false,
    ...fields,
  });
  const delay = (field: 'isRoboDelayPays' | 'isRoboDelayAdvToPay' | 'isRoboDelayAdvance', title: string) =>
    item({
      field,
      type: 'bool',
      title,
      value: form[field].checked,
      props: { disabled: !form[field].available && !form[field].checked },
    });
  return [
    item({
      field: 'RepaymentType',
      type: 'select',
      title: 'График платежей',
      value: form.RepaymentType,
      required: true,
      options: form.repayment_types.map((type) => ({ value: type.code, title: type.title })),
      props: { disabled: !conditions.canBase },
    }),
    item({
      field: 'advancePay',
      type: 'slider',
      title: 'Аванс, %',
      value: form.advancePay.value,
      required: true,
      props: { min: form.advancePay.min, max: form.advancePay.max, step: 0.5, disabled: !conditions.canAdv },
    }),
    item({
      field: 'orderPeriod',
      type: 'slider',
      title: 'Срок, мес.',
      value: form.orderPeriod.value,
      required: true,
      props: { min: form.orderPeriod.min, max: form.orderPeriod.max, step: 1, disabled: !conditions.canBase },
    }),
    item({
      field: 'RegressionCoef',
      type: 'text',
      title: 'Коэффициент регрессии',
      value: String(form.RegressionCoef.value),
      code: REPAYMENT_CODES.regressive,
      props: { min: form.RegressionCoef.min, max: form.RegressionCoef.max, disabled: !conditions.canPrc },
    }),
    item({
      field: 'months',
      type: 'months',
      title: 'Месяцы платежей',
      value: form.months.filter((month) => month.checked).map((month) => String(month.value)),
      code: REPAYMENT_CODES.seasonal,
      options: form.months.map((month) => ({ value: String(month.value), title: month.title })),
    }),
    item({
      field: 'Insurer--id',
      type: 'select',
      title: 'Страховая компания',
      value: String(form['Insurer--id'].value),
      required: true,
      options: form['Insurer--id'].options.map((insurer) => ({
        value: String(insurer.id),
        title: insurer.is_self
          ? insurer.company_name
          : `${insurer.company_name} — ${String(insurer.tariff).replace('.', ',')} % в год`,
      })),
      props: { insurers: form['Insurer--id'].options, disabled: !conditions.canPrc },
    }),
    delay('isRoboDelayPays', 'Отсрочка первых трёх платежей'),
    delay('isRoboDelayAdvToPay', 'Аванс вместе с первым платежом'),
    delay('isRoboDelayAdvance', 'Аванс частями в первые три платежа'),
  ];
}
