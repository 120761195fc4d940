import { z } from 'zod';
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
    schedule_type: z.enum(['annuity', 'decreasing']),
    schedule_title: z.string(),
    rate: z.number(),
    monthly_payment: z.number(),
    total: z.number(),
  }),
  pays: z.array(ZSchedulePreviewRow),
  minAdvance: z.number(),
  minTerm: z.number().int(),
  is_self_insurance: z.boolean(),
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

export const DEAL_WIZARD_METHODS = ['get', 'approveAction', 'setRejectAction', 'checkStatusAction'] as const;

export const ZDealWizardReply = ZWizardReply.extend({
  states: ZDealStates,
  flags: ZDealStepFlags,
  conditions: z.record(z.string(), ZDealConditions),
  documents: z.array(ZDealDocument),
  deal: ZDealSummary,
  products: z.array(ZDealProduct),
  order: ZDealOrder.nullable(),
  id_shipping: z.number().int().nullable().describe('The order whose shipping GetShippingCost prices'),
});
export type TDealWizardReply = z.infer<typeof ZDealWizardReply>;

const ZIdDeal = zId('Укажите сделку');

export const cabinetDealWizard = defineCall({
  method: 'POST',
  path: '/CabinetDealWizard',
  access: 'auth',
  group: 'deal',
  summary:
    'The deal wizard: state flags, conditions, documents and step flags; approveAction / setRejectAction answer the conditions',
  body: z.object({
    id_object: ZIdDeal,
    method: z.enum(DEAL_WIZARD_METHODS, { error: 'Неизвестное действие' }).default('get'),
    step: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number({ error: 'Неверный шаг' }).int('Неверный шаг').min(1).max(10).optional(),
    ),
  }),
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

export const getDealShippingCost = defineCall({
  method: 'POST',
  path: '/CabinetDealWizard/GetShippingCost',
  access: 'auth',
  group: 'deal',
  summary: "Shipping cost of a deal's order (id_shipping = the order id), per machine and in total",
  body: z.object({
    id_shipping: zId('Укажите поставку'),
  }),
  reply: z.object({
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
  }),
});
