import { z } from 'zod';
import { ZMonthList, ZRepaymentCode } from './calculator.ts';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZSchedulePreviewRow } from './offers.ts';
import { ZDealDelivery } from './supplier-deliveries.ts';
import { ZWizardReply } from './wizard.ts';

/**
 * The client's deal wizard (CabinetDealWizard, spec 1 §3 and §4; decision 0064): a deal's
 * state flags, its conditions per application, its documents and the step flags that say
 * which steps the page shows.
 */
export const ZDealStates = z.object({
  isrobo: z.boolean(),
  isready: z.boolean(),
  iscontract: z.boolean(),
  iscontractsigned: z.boolean(),
  isdocs: z.boolean(),
  isCommission: z.boolean(),
});
export type TDealStates = z.infer<typeof ZDealStates>;

export const ZDealStepFlags = z.object({
  conditionsFormatting: z.boolean(),
  conditionsControl: z.boolean(),
  orderFormatting: z.boolean(),
  orderSigning: z.boolean(),
  documentUpload: z.boolean(),
  packageFormation: z.boolean(),
  packageSigning: z.boolean(),
  commission: z.boolean(),
  finish: z.boolean(),
  manualSigning: z.boolean(),
});
export type TDealStepFlags = z.infer<typeof ZDealStepFlags>;

const ZRange = z.object({ min: z.number(), max: z.number() });

export const ZDealInsurerOption = z.object({
  id: z.number().int(),
  is_self: z.boolean(),
  inn: z.string(),
  company_name: z.string(),
  tariff: z.number().describe('Per cent of the price per year'),
});

/** The condition form (spec 1 §3 "Condition form fields"): values, bounds and options. */
export const ZDealConditionForm = z.object({
  RepaymentType: ZRepaymentCode,
  repayment_types: z.array(z.object({ code: ZRepaymentCode, title: z.string() })),
  advancePay: ZRange.extend({ value: z.number() }),
  orderPeriod: ZRange.extend({ value: z.number().int() }),
  RegressionCoef: ZRange.extend({ value: z.number() }),
  months: z.array(z.object({ value: z.number().int(), title: z.string(), checked: z.boolean() })),
  isRoboDelayPays: z.object({ available: z.boolean(), checked: z.boolean() }),
  isRoboDelayAdvToPay: z.object({ available: z.boolean(), checked: z.boolean() }),
  isRoboDelayAdvance: z.object({ available: z.boolean(), checked: z.boolean() }),
  'Insurer--id': z.object({ value: z.number().int(), options: z.array(ZDealInsurerOption) }),
});
export type TDealConditionForm = z.infer<typeof ZDealConditionForm>;

/** Conditions of one application of the deal (spec 1 §3 "conditions per application id"). */
export const ZDealConditions = z.object({
  condIsActive: z.boolean().describe('The conditions still wait for the client'),
  condIsRejected: z.boolean(),
  canAdv: z.boolean().describe('The advance may be changed'),
  canAdvToPay: z.boolean(),
  canBase: z.boolean(),
  canPrc: z.boolean(),
  calcs: z.object({
    sum: z.number(),
    advance_percent: z.number(),
    advance: z.number(),
    term_months: z.number().int(),
    schedule_type: z.enum(['annuity', 'regressive', 'seasonal']),
    schedule_title: z.string(),
    repayment_code: ZRepaymentCode,
    rate: z.number(),
    monthly_payment: z.number().describe('The first non-zero monthly payment, roubles'),
    total: z.number(),
    overpayment: z.number(),
    insurance_per_year: z.number().describe("Roubles a year at the chosen insurer's tariff"),
  }),
  pays: z.array(ZSchedulePreviewRow),
  minAdvance: z.number(),
  minTerm: z.number().int(),
  is_self_insurance: z.boolean(),
  form: ZDealConditionForm.describe('The editable condition form (decision 0095)'),
  changed: z.boolean().describe('The client changed the offered conditions'),
});
export type TDealConditions = z.infer<typeof ZDealConditions>;

export const ZDealDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  src: z.string(),
  needs_signature: z.boolean(),
  signed: z.boolean(),
  signed_at: z.string().nullable(),
});
export type TDealDocument = z.infer<typeof ZDealDocument>;

export const ZDealProduct = z.object({
  id_crmproduct: z.number().int().describe('Row id of the product in the application'),
  id_product: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  sum: z.number(),
});

export const ZDealOrder = z.object({
  id: z.number().int(),
  contract_name: z.string(),
  contractdate: z.string(),
  StatusSherp: z.string(),
  isCSP: z.number().int(),
  datePlannedShipment: z.string().nullable(),
  supplyCode: z.string(),
  sum: z.number(),
});
export type TDealOrder = z.infer<typeof ZDealOrder>;

export const ZDealSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  stage: z.string(),
  stage_title: z.string(),
  productsSumm: z.number(),
  id_application: z.number().int().nullable(),
  created: z.string(),
});
export type TDealSummary = z.infer<typeof ZDealSummary>;

export const DEAL_WIZARD_METHODS = [
  'get',
  'approveAction',
  'setRejectAction',
  'checkStatusAction',
  'setNoSignAction',
  'setSignModeAction',
  'isAvailableDelaysAction',
  'DynConditionsAction',
  'updateConditionAction',
] as const;
export type TDealWizardMethod = (typeof DEAL_WIZARD_METHODS)[number];

/** How the client signs the deal's documents (setSignModeAction / setNoSignAction, decision 0095). */
export const DEAL_SIGN_MODES = ['ses', 'csp', 'paper'] as const;
export type TDealSignMode = (typeof DEAL_SIGN_MODES)[number];

const ZFormFlag = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['0', '1', 'true', 'false', 'on'], { error: 'Ожидается 0 или 1' })
    .transform((value) => value === '1' || value === 'true' || value === 'on')
    .optional(),
);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The condition form's fields (DynConditionsAction, updateConditionAction); missing ones keep their value. */
export const ZDealConditionFields = z.object({
  RepaymentType: z.preprocess(emptyToUndefined, ZRepaymentCode.optional()),
  advancePay: z.preprocess(emptyToUndefined, z.coerce.number({ error: 'Укажите аванс числом' }).optional()),
  orderPeriod: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Укажите срок числом' })
      .int({ error: 'Срок — целое число месяцев' })
      .min(1, { error: 'Срок лизинга — от 1 до 120 месяцев' })
      .max(120, { error: 'Срок лизинга — от 1 до 120 месяцев' })
      .optional(),
  ),
  RegressionCoef: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'Укажите коэффициент регрессии числом' }).optional(),
  ),
  months: ZMonthList.optional(),
  'Insurer--id': z.preprocess(emptyToUndefined, zId('Выберите страховую компанию').optional()),
  isRoboDelayPays: ZFormFlag,
  isRoboDelayAdvToPay: ZFormFlag,
  isRoboDelayAdvance: ZFormFlag,
});
export type TDealConditionFields = z.infer<typeof ZDealConditionFields>;

export const ZDealWizardReply = ZWizardReply.extend({
  states: ZDealStates,
  flags: ZDealStepFlags,
  conditions: z.record(z.string(), ZDealConditions),
  documents: z.array(ZDealDocument),
  deal: ZDealSummary,
  products: z.array(ZDealProduct),
  order: ZDealOrder.nullable(),
  id_shipping: z.number().int().nullable().describe('The order whose shipping GetShippingCost prices'),
  sign_mode: z.enum(DEAL_SIGN_MODES).describe('How the client signs: ses (default), csp or paper'),
  delays: z
    .object({
      isRoboDelayPays: z.boolean(),
      isRoboDelayAdvToPay: z.boolean(),
      isRoboDelayAdvance: z.boolean(),
    })
    .describe('Which delays the (posted or saved) conditions admit'),
});
export type TDealWizardReply = z.infer<typeof ZDealWizardReply>;

const ZIdDeal = zId('Укажите сделку');

/** The wizard's fields: the deal, the method (a condition action), the step and the condition form. */
export const ZDealWizardBody = ZDealConditionFields.extend({
  id_object: ZIdDeal,
  method: z.enum(DEAL_WIZARD_METHODS, { error: 'Неизвестное действие' }).default('get'),
  step: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'Неверный шаг' }).int('Неверный шаг').min(1).max(10).optional(),
  ),
  sign_mode: z
    .enum(['ses', 'csp'], { error: 'Выберите способ подписания: ses или csp' })
    .optional()
    .describe('setSignModeAction: ses (ПЭП) or csp (КриптоПро)'),
});

export const cabinetDealWizard = defineCall({
  method: 'POST',
  path: '/CabinetDealWizard',
  access: 'auth',
  group: 'deal',
  summary:
    'The deal wizard: state flags, conditions, documents and step flags; approveAction / setRejectAction answer the conditions, DynConditionsAction previews and updateConditionAction saves changed conditions, setSignModeAction / setNoSignAction choose signing',
  body: ZDealWizardBody,
  reply: ZDealWizardReply,
});

export const getComissionDocuments = defineCall({
  method: 'GET',
  path: '/CabinetDealWizard/getComissionDocuments',
  access: 'auth',
  group: 'deal',
  summary: "The deal's commission documents (empty when the deal has no commission)",
  query: z.object({ id_object: ZIdDeal }),
  reply: z.object({ success: z.literal(true), isCommission: z.boolean(), items: z.array(ZDealDocument) }),
});

export const ZShippingItem = z.object({
  id_crmproduct: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  cost: z.number(),
});

/** The shipping of a deal's order, per machine and in total (spec 1 §3 shipping per id_shipping). */
export const ZDealShippingReply = z.object({
  success: z.literal(true),
  id_shipping: z.number().int(),
  items: z.array(ZShippingItem),
  initialValues: z.record(z.string(), z.number()),
  cost: z.array(z.object({ id_crmproduct: z.number().int(), cost: z.number() })),
  isCalculated: z.boolean(),
  isLoading: z.boolean(),
  is_shipping_approved: z.boolean(),
  shipping_cost: z.number(),
  shipping_cost_formatted: z.string(),
  id_crmproduct: z.number().int().nullable(),
  datePlannedShipment: z.string().nullable(),
  deliveries: z
    .array(ZDealDelivery)
    .describe("Each supplier's shipment and delivery with its documents (decision 0090)"),
});

export type TDealShippingReply = z.infer<typeof ZDealShippingReply>;

export const getDealShippingCost = defineCall({
  method: 'POST',
  path: '/CabinetDealWizard/GetShippingCost',
  access: 'auth',
  group: 'deal',
  summary: "Shipping cost of a deal's order (id_shipping = the order id), per machine and in total",
  body: z.object({
    id_shipping: zId('Укажите поставку'),
  }),
  reply: ZDealShippingReply,
});
