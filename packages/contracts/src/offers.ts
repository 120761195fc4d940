import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/**
 * The company's offer on an application (RALOffer, decision 0064): the manager's conditions
 * and the schedule they give; the client accepts (a deal is opened) or rejects it.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const ZOfferStatus = z.enum(OFFER_STATUSES);

export const ZSchedulePreviewRow = z.object({
  number: z.number().int().describe('0 is the advance'),
  date: z.string().describe('yyyy-MM-dd'),
  payment: z.number().describe('Roubles'),
});

export const ZOffer = z.object({
  id: z.number().int(),
  id_application: z.number().int(),
  code: z.string().describe("The application's code"),
  status: ZOfferStatus,
  status_title: z.string(),
  sum: z.number().int().describe('Price of the machinery with VAT, roubles'),
  advance_percent: z.number(),
  advance: z.number().describe('Roubles'),
  term_months: z.number().int(),
  schedule_type: z.enum(['annuity', 'decreasing', 'seasonal']),
  schedule_title: z.string(),
  seasonal_months: z
    .array(z.number().int())
    .describe('A seasonal offer: the months (1–12) carrying payments'),
  rate: z.number().describe('Annual rate, per cent'),
  monthly_payment: z.number().describe('The first monthly payment, roubles'),
  total: z.number().describe('Advance plus every payment, roubles'),
  overpayment: z.number(),
  comment: z.string(),
  created: z.string().describe('ISO date-time'),
  decided: z.string().nullable(),
  schedule: z.array(ZSchedulePreviewRow),
  id_deal: z.number().int().nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;

const ZIdObject = zId('Укажите заявку').describe('Application id');

export const ralOffer = defineCall({
  method: 'GET',
  path: '/RALOffer',
  access: 'auth',
  group: 'offers',
  summary: "The company's offer on an application with its schedule preview (no time-out)",
  query: z.object({ id_object: ZIdObject }),
  reply: z.object({ success: z.literal(true), offer: ZOffer }),
});

export const ralOfferAccept = defineCall({
  method: 'GET',
  path: '/RALOffer/Accept',
  changesState: true,
  access: 'auth',
  group: 'offers',
  summary: 'Accepts the offer: the application moves to offer_accepted and a deal is opened',
  query: z.object({ id_object: ZIdObject }),
  reply: z.object({ success: z.literal(true), offer: ZOffer, id_deal: z.number().int() }),
});

export const ralOfferReject = defineCall({
  method: 'GET',
  path: '/RALOffer/Reject',
  changesState: true,
  access: 'auth',
  group: 'offers',
  summary: 'Rejects the offer: the application moves to offer_rejected',
  query: z.object({ id_object: ZIdObject }),
  reply: z.object({ success: z.literal(true), offer: ZOffer }),
});

/** One application as its client sees it after sending it (our path: the spec shows none). */
export const ZClientApplication = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  status_title: z.string(),
  manager_comment: z.string(),
  submitted: z.string().nullable(),
  products: z.array(
    z.object({
      id_crmproduct: z.number().int(),
      id_product: z.number().int(),
      title: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      sum: z.number(),
    }),
  ),
  productSumm: z.number(),
  documents: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      src: z.string(),
      needs_signature: z.boolean(),
      signed: z.boolean(),
      signed_at: z.string().nullable(),
    }),
  ),
  offer: ZOffer.nullable(),
  id_deal: z.number().int().nullable(),
});
export type TClientApplication = z.infer<typeof ZClientApplication>;

export const cabinetApplicationCard = defineCall({
  method: 'GET',
  path: '/CabinetApplicationCard',
  access: 'auth',
  group: 'offers',
  summary:
    "One of the client's applications: status, machinery, documents, the manager's comment and the offer",
  query: z.object({ id_object: ZIdObject }),
  reply: z.object({ success: z.literal(true), application: ZClientApplication }),
});
