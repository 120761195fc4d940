import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  DEAL_WIZARD_METHODS,
  ZDealConditions,
  ZDealDocument,
  ZDealShippingReply,
  ZDealWizardBody,
  ZDealWizardReply,
} from './deal.ts';
import { zId } from './input-rules.ts';

/**
 * The agent deal wizard (CabinetDealAgentWizard, spec 1 §3 "Agent deal wizard", §4; spec 2 §5;
 * docs/decisions/0101): the agent works the deal of its contractor's application with the
 * client's conditions, actions and documents, plus its contractors (getContragens) and the
 * commission step.
 */

export const AGENT_DEAL_PATH = '/cabinet/v2/agent/deals';

export const ZAgentDealCommission = z.object({
  base: z.number().int().describe('Roubles: the machinery total the rate applies to'),
  percent: z.number(),
  amount: z.number().int().describe('Roubles, rounded down'),
  status: z.enum(['pending', 'earned', 'paid']),
  status_title: z.string(),
  earned_at: z.string().nullable(),
  paid_on: z.string().nullable().describe('The payout day, YYYY-MM-DD (decision 0108)'),
  payment_order: z.string().nullable().describe("The payment order's number"),
  act_url: z.string().nullable().describe('The act of services rendered (PDF), once paid'),
});
export type TAgentDealCommission = z.infer<typeof ZAgentDealCommission>;

const ZContractorRef = z.object({ id: z.number().int(), title: z.string(), inn: z.string() });

export const ZAgentDealWizardReply = ZDealWizardReply.extend({
  contractor: ZContractorRef.describe('The company whose deal it is'),
  commission: ZAgentDealCommission.nullable().describe("The agent's commission accrued on the deal"),
  CRMProduct: z
    .array(
      z.object({
        id_crmproduct: z.number().int(),
        choosedCRMPriceID: z.number().int().describe('The price level chosen in the application'),
        quantity: z.number().int(),
      }),
    )
    .describe('The machinery of the deal (spec 1 §3 CRMProduct)'),
  roboFinishConditions: ZDealConditions.nullable().describe('The agreed conditions, once final'),
  roboOrderSigningDocuments: z.array(ZDealDocument).describe('The contract documents to sign'),
});
export type TAgentDealWizardReply = z.infer<typeof ZAgentDealWizardReply>;

const ACTIONS = DEAL_WIZARD_METHODS.filter((method) => method !== 'get') as [
  Exclude<(typeof DEAL_WIZARD_METHODS)[number], 'get'>,
  ...Exclude<(typeof DEAL_WIZARD_METHODS)[number], 'get'>[],
];

/** The client's wizard fields, and the condition action also in `action` (spec 2 §5). */
export const ZAgentDealWizardBody = ZDealWizardBody.extend({
  action: z
    .enum(ACTIONS, { error: 'Неизвестное действие' })
    .optional()
    .describe('The condition action; method may carry it too'),
});

export const agentDealWizard = defineCall({
  method: 'POST',
  path: '/CabinetDealAgentWizard',
  access: 'auth',
  group: 'agent-deal',
  summary:
    "The agent deal wizard on a deal the agent's application brought: the client's conditions and actions (in method or action), documents, the contract and the commission step; another agent's deal 404",
  body: ZAgentDealWizardBody,
  reply: ZAgentDealWizardReply,
});

export const ZAgentDealItem = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  stage: z.string(),
  stage_title: z.string(),
  id_application: z.number().int(),
  commission: ZAgentDealCommission.nullable(),
  url: z.string(),
});

export const agentDealContractors = defineCall({
  method: 'GET',
  path: '/CabinetDealAgentWizard',
  access: 'auth',
  group: 'agent-deal',
  summary: "The wizard's first step (getContragens): the agent's contractors with the deals it brought",
  query: z.object({
    step: z.coerce
      .number({ error: 'Первый шаг мастера — 1' })
      .pipe(z.literal(1, { error: 'Первый шаг мастера — 1' }))
      .default(1),
    method: z.enum(['getContragens'], { error: 'Неизвестный метод: ожидается getContragens' }),
  }),
  reply: z.object({
    success: z.literal(true),
    step: z.literal(1),
    items: z.array(
      ZContractorRef.extend({
        city: z.string(),
        has_account: z.boolean(),
        deals: z.array(ZAgentDealItem),
      }),
    ),
  }),
});

export const agentDealShippingCost = defineCall({
  method: 'POST',
  path: '/CabinetDealAgentWizard/GetShippingCost',
  access: 'auth',
  group: 'agent-deal',
  summary: 'Shipping cost of the order of a deal the agent brought (id_shipping = the order id)',
  body: z.object({ id_shipping: zId('Укажите поставку') }),
  reply: ZDealShippingReply,
});
