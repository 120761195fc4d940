import { z } from 'zod';
import {
  getShippingCost,
  setProducts,
  unsetProducts,
  ZApplicationReply,
  ZApplicationWizardBody,
} from './application.ts';
import { ZCalcParams, ZCalcResult } from './calculator.ts';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZPersonalManager } from './personal-manager.ts';
import { ZEmail } from './services.ts';

/**
 * The agent's cabinet (spec 1 §1–§2 "Agent"; spec 2 §7 names only AgentDashboard; the other
 * calls are ours: docs/decisions/0087): the dashboard, the contractors (client companies the
 * agent brings, found by INN in the company register) and the applications started for them.
 */

export const AGENT_HOME = '/cabinet/v2/agent/dashboard';

const ZInn = z
  .string({ error: 'Введите ИНН' })
  .trim()
  .min(1, 'Введите ИНН')
  .regex(/^\d{10}$|^\d{12}$/, 'ИНН — 10 цифр для организации или 12 для ИП');

export const ZAgentContractor = z.object({
  id: z.number().int(),
  title: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  kpp: z.string(),
  city: z.string(),
  region: z.string().describe('Entered by hand: the region as chosen'),
  address: z.string().describe('Entered by hand: the address as typed'),
  verified: z
    .boolean()
    .describe(
      'Found in the company register, or checked by a manager; false: entered by hand, «не проверено»',
    ),
  applications: z.number().int().describe("The agent's applications for this company"),
  created: z.string(),
});
export type TAgentContractor = z.infer<typeof ZAgentContractor>;

export const ZAgentApplicationItem = z.object({
  id: z.number().int(),
  title: z.string().describe("The application's code, 'Новая заявка' while a draft"),
  status: z.string(),
  status_title: z.string(),
  contractor: z.object({
    id: z.number().int(),
    title: z.string(),
    inn: z.string(),
    /** A company entered by hand is not verified until a manager checks it; till then not sent (decision 0185). */
    verified: z.boolean(),
  }),
  products_sum: z.number().int(),
  step: z.number().int(),
  updated: z.string(),
});
export type TAgentApplicationItem = z.infer<typeof ZAgentApplicationItem>;

export const agentDashboard = defineCall({
  method: 'GET',
  path: '/AgentDashboard',
  access: 'auth',
  group: 'agent',
  summary:
    "The agent's dashboard: contractors, applications by status, deals and commission (earned, pending), the manager",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    account: z.object({ title: z.string(), inn: z.string(), name: z.string() }),
    contractors: z.object({ count: z.number().int() }),
    applications: z.object({
      count: z.number().int(),
      by_status: z.array(z.object({ status: z.string(), title: z.string(), count: z.number().int() })),
      recent: z.array(ZAgentApplicationItem),
    }),
    deals: z.object({ open: z.number().int(), closed: z.number().int() }),
    commission: z.object({
      percent: z.number().describe('Share of the machinery total of each deal'),
      earned: z.number().int().describe('Roubles: closed deals'),
      pending: z.number().int().describe('Roubles: deals on their way'),
      paid: z.number().int().describe('Roubles: of the earned, paid out (decision 0108)'),
    }),
    manager: ZPersonalManager,
  }),
});

export const agentContractors = defineCall({
  method: 'GET',
  path: '/AgentContractors',
  access: 'auth',
  group: 'agent',
  summary: "The agent's contractors, newest first",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZAgentContractor) }),
});

export const agentContractorAdd = defineCall({
  method: 'POST',
  path: '/AgentContractors/Add',
  changesState: true,
  access: 'auth',
  group: 'agent',
  summary:
    'Adds a contractor by INN: the checksum is checked, the company is taken from the register (CompanySearch), a second time is refused. With manual=1 a company the register does not know is added as typed (title, region, address), not verified until a manager checks it',
  body: z.object({
    inn: ZInn,
    manual: z.enum(['0', '1']).optional().describe('1: enter the company by hand'),
    title: z.string().trim().max(300, 'Название — не длиннее 300 знаков').optional(),
    region: z.string().trim().max(200, 'Регион — не длиннее 200 знаков').optional(),
    address: z.string().trim().max(500, 'Адрес — не длиннее 500 знаков').optional(),
  }),
  reply: z.object({ success: z.literal(true), item: ZAgentContractor }),
});

export const agentContractor = defineCall({
  method: 'GET',
  path: '/AgentContractor',
  access: 'auth',
  group: 'agent',
  summary: "One contractor of the agent and the applications started for it (another agent's: 404)",
  query: z.object({ id: zId('Неверный контрагент (id)') }),
  reply: z.object({
    success: z.literal(true),
    item: ZAgentContractor,
    has_account: z.boolean().describe('The company has its own client account: it sees the applications too'),
    applications: z.array(ZAgentApplicationItem),
  }),
});

export const agentApplications = defineCall({
  method: 'GET',
  path: '/AgentApplications',
  access: 'auth',
  group: 'agent',
  summary: 'The applications the agent started for its contractors, newest first',
  query: z.object({
    id_contractor: z.preprocess(
      (value) => (value === '' ? undefined : value),
      zId('Неверный контрагент (id_contractor)').optional(),
    ),
  }),
  reply: z.object({ success: z.literal(true), items: z.array(ZAgentApplicationItem) }),
});

export const agentApplication = defineCall({
  method: 'GET',
  path: '/AgentApplication',
  access: 'auth',
  group: 'agent',
  summary: "One application the agent started: its progress, products and deal (another agent's: 404)",
  query: z.object({ id: zId('Неверная заявка (id)') }),
  reply: z.object({
    success: z.literal(true),
    item: ZAgentApplicationItem,
    manager_comment: z.string(),
    submitted: z.string().nullable(),
    progress: z.array(z.object({ title: z.string(), done: z.boolean(), current: z.boolean() })),
    products: z.array(z.object({ title: z.string(), quantity: z.number().int(), price: z.number().int() })),
    deal: z
      .object({
        id: z.number().int().describe("The deal, opened in the agent's deal wizard"),
        code: z.string(),
        stage: z.string(),
        stage_title: z.string(),
        commission: z.number().int().describe('Roubles: the accrued commission, or what the deal will bring'),
        commission_status: z.enum(['pending', 'earned', 'paid']),
        commission_paid_on: z.string().nullable(),
        commission_act_url: z.string().nullable().describe('The act of services rendered, once paid'),
      })
      .nullable(),
  }),
});

export const agentApplicationCreate = defineCall({
  method: 'POST',
  path: '/AgentApplications/Create',
  changesState: true,
  access: 'auth',
  group: 'agent',
  summary:
    "Starts a draft application in the contractor's own cabinet (the company fills and signs it); a contractor without a client account gets a not yet registered one and its head an invitation (decision 0113)",
  body: z.object({
    id_contractor: zId('Неверный контрагент (id_contractor)'),
    /** For a contractor without a client account: whom the invitation goes to (decision 0113). */
    head_name: z.string().trim().max(200).optional(),
    phone: z.string().trim().max(40).optional(),
    email: z.string().trim().max(200).optional(),
  }),
  reply: z.object({
    success: z.literal(true),
    id: z.number().int(),
    /** Whether the company's head was invited to register (a contractor without an account). */
    invited: z.boolean(),
  }),
});

// ── The invitation of a contractor without an account (docs/decisions/0113) ─────────────────

/** The invitation link's page; the token is the link's only secret. */
export const COMPANY_INVITE_PATH = '/cabinet/v2/invite';

export function companyInviteUrl(token: string): string {
  return `${COMPANY_INVITE_PATH}/${token}`;
}

const inviteToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Приглашение не найдено');

export const companyInvitation = defineCall({
  method: 'GET',
  path: '/CompanyInvitation',
  access: 'public',
  group: 'agent',
  summary:
    'The invitation of a link (the company, the agent, the application, the masked phone); unknown, claimed or expired: 404',
  query: z.object({ token: inviteToken }),
  reply: z.object({
    success: z.literal(true),
    company: z.object({ title: z.string(), inn: z.string(), person_name: z.string() }),
    agent: z
      .object({ title: z.string() })
      .describe("Who invited: the agent's company, or the company itself"),
    kind: z
      .enum(['agent', 'colleague'])
      .describe("An agent's contractor's head, or a colleague invited by the company's confirmed user"),
    inviter: z.string().describe("The colleague who invited, for kind colleague; else ''"),
    phone: z.string().describe('The invited phone, masked'),
    application: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    expires: z.string(),
  }),
});

export const companyInvitationGetCode = defineCall({
  method: 'POST',
  path: '/CompanyInvitation/GetCode',
  access: 'public',
  group: 'agent',
  summary: 'Sends a code to the invited phone (the limits of one-time codes apply)',
  body: z.object({ token: inviteToken }),
  reply: z.object({
    success: z.literal(true),
    code_sent: z.literal(true),
    message: z.string(),
    resend_after: z.number().int(),
  }),
});

export const companyInvitationClaim = defineCall({
  method: 'POST',
  path: '/CompanyInvitation/Claim',
  access: 'public',
  group: 'agent',
  summary:
    "Registers the invited account (the phone's code, a password, the agreements) and starts its session",
  body: z.object({
    token: inviteToken,
    code: z.string().trim().min(1, 'Введите код из СМС'),
    password: z.string().max(128),
    agreements: z.literal('1', { error: 'Примите согласие и пользовательское соглашение' }),
  }),
  reply: z.object({
    success: z.literal(true),
    token: z.string(),
    expired: z.string(),
    home: z.string(),
    id_application: z.number().int().nullable(),
  }),
});

// ── The application wizard on the contractor's behalf (docs/decisions/0108) ─────────────────

/** The agent's wizard page; like the client's, it keeps id_object and step in the address. */
export { AGENT_APPLICATION_WIZARD_PATH, agentApplicationWizardUrl } from './agent-values.ts';

export const agentApplicationWizard = defineCall({
  method: 'POST',
  path: '/AgentApplicationWizard',
  access: 'auth',
  group: 'agent',
  summary:
    "The client's eight-step application wizard on the contractor's behalf: one of the agent's applications (id_object), the company's draft; the company signs step 8 itself",
  body: ZApplicationWizardBody.extend({
    id_object: zId('Неверный идентификатор: заявку (id_object)'),
  }),
  reply: ZApplicationReply,
});

export const agentApplicationSetProducts = defineCall({
  method: 'POST',
  path: '/AgentApplicationWizard/SetProducts',
  access: 'auth',
  group: 'agent',
  summary: "CabinetApplicationSetProducts for one of the agent's applications",
  body: setProducts.body,
  reply: setProducts.reply,
});

export const agentApplicationUnsetProducts = defineCall({
  method: 'PUT',
  path: '/AgentApplicationWizard/UnSetProducts',
  access: 'auth',
  group: 'agent',
  summary: "CabinetApplicationUnSetProducts for one of the agent's applications",
  body: unsetProducts.body,
  reply: unsetProducts.reply,
});

export const agentApplicationShippingCost = defineCall({
  method: 'POST',
  path: '/AgentApplicationWizard/GetShippingCost',
  access: 'auth',
  group: 'agent',
  summary: "CabinetApplicationWizard/GetShippingCost for one of the agent's applications",
  body: getShippingCost.body,
  reply: getShippingCost.reply,
});

// ── The commission's payout (docs/decisions/0108) ───────────────────────────────────────────

/** The act of services rendered for one paid commission (PDF; another agent's deal 404). */
export const AGENT_COMMISSION_ACT_PATH = '/AgentCommissionAct';

export const ZAgentCommissionActQuery = z.object({ id_deal: zId('Неверная сделка (id_deal)') });

export function agentCommissionActUrl(dealId: number): string {
  return `/srv${AGENT_COMMISSION_ACT_PATH}?id_deal=${dealId}`;
}

// ── Commercial offers (spec 1 §2 agent offers; docs/decisions/0092) ──────────────────────────

export const ZAgentOfferItem = z.object({
  id: z.number().int(),
  number: z.string().describe("The offer's number, КП-000001"),
  contractor: z.object({ id: z.number().int(), title: z.string(), inn: z.string() }),
  subject: z.string(),
  category: z.string(),
  price: z.number(),
  monthly_payment: z.number(),
  term: z.number().int(),
  created: z.string(),
  sent_to: z.string().nullable(),
  sent: z.string().nullable(),
  pdf_url: z.string().describe('The offer as a PDF (GET, the agent only)'),
});
export type TAgentOfferItem = z.infer<typeof ZAgentOfferItem>;

export const ZAgentOfferCreateBody = ZCalcParams.extend({
  id_contractor: zId('Выберите контрагента'),
  subject: z
    .string({ error: 'Укажите, что предлагается в лизинг' })
    .trim()
    .min(1, 'Укажите, что предлагается в лизинг')
    .max(200, 'Не более 200 символов'),
});
export type TAgentOfferCreate = z.output<typeof ZAgentOfferCreateBody>;

export const ZAgentOfferSendBody = z.object({ id: zId('Неверное предложение (id)'), email: ZEmail });
export type TAgentOfferSend = z.output<typeof ZAgentOfferSendBody>;

export const agentOffers = defineCall({
  method: 'GET',
  path: '/AgentOffers',
  access: 'auth',
  group: 'agent',
  summary: "The agent's commercial offers, newest first",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZAgentOfferItem) }),
});

export const agentOffer = defineCall({
  method: 'GET',
  path: '/AgentOffer',
  access: 'auth',
  group: 'agent',
  summary: "One commercial offer with its calculation and schedule (another agent's: 404)",
  query: z.object({ id: zId('Неверное предложение (id)') }),
  reply: z.object({ success: z.literal(true), item: ZAgentOfferItem, result: ZCalcResult }),
});

export const agentOfferCreate = defineCall({
  method: 'POST',
  path: '/AgentOffers/Create',
  changesState: true,
  access: 'auth',
  group: 'agent',
  summary:
    "Computes an offer for one of the agent's contractors with the calculator's rules (Calc parameters) and keeps it as calculated",
  body: ZAgentOfferCreateBody,
  reply: z.object({ success: z.literal(true), id: z.number().int() }),
});

export const agentOfferSend = defineCall({
  method: 'POST',
  path: '/AgentOffers/Send',
  changesState: true,
  access: 'auth',
  group: 'agent',
  summary: 'Sends the offer as a PDF attachment to an e-mail address through the mail adapter',
  body: ZAgentOfferSendBody,
  reply: z.object({ success: z.literal(true), sent_to: z.string(), sent: z.string() }),
});

/** GET /srv/AgentOfferPdf?id=… answers one of the agent's offers as a PDF. */
export const AGENT_OFFER_PDF_PATH = '/AgentOfferPdf';
export const ZAgentOfferPdfQuery = z.object({ id: zId('Неверное предложение (id)') });

/** An agent's contractor as the back office checks it (issue 39, decision 0179). */
export const ZBackofficeContractor = ZAgentContractor.omit({ applications: true }).extend({
  agent: z.object({ title: z.string(), name: z.string() }),
});
export type TBackofficeContractor = z.infer<typeof ZBackofficeContractor>;

export const backofficeAgentContractors = defineCall({
  method: 'GET',
  path: '/Backoffice/AgentContractors',
  access: 'auth',
  group: 'backoffice',
  summary: 'Companies agents entered by hand, not verified yet, oldest first (manager; decision 0179)',
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZBackofficeContractor) }),
});

export const backofficeAgentContractorVerify = defineCall({
  method: 'POST',
  path: '/Backoffice/AgentContractors/Verify',
  changesState: true,
  access: 'auth',
  group: 'backoffice',
  summary:
    'The manager checked a company an agent entered by hand: it is no longer «не проверено» (manager; decision 0179)',
  body: z.object({ id: zId('Неверный контрагент (id)') }),
  reply: z.object({ success: z.literal(true), item: ZBackofficeContractor }),
});
