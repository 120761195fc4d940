import { z } from 'zod';

/** The events of the cabinet's feed (spec 1 §3 "Event feed types"): the dashboard and the history. */

const ZFeedBase = {
  id: z.number().int(),
  /** ISO day or timestamp the feed is ordered by. */
  date: z.string(),
  isOverdue: z.boolean(),
};

export const ZFeedEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CabinetApplication'),
    ...ZFeedBase,
    extcode: z.string(),
    OrderStatus: z.string().describe('Status title'),
    status: z.string(),
    productsSumm: z.number(),
    appDate: z.string(),
  }),
  z.object({
    type: z.literal('CabinetDeal'),
    ...ZFeedBase,
    title: z.string(),
    code: z.string(),
    productsSumm: z.number(),
    stage: z.string().describe('Stage title'),
  }),
  z.object({
    type: z.literal('CabinetOrder'),
    ...ZFeedBase,
    contract_name: z.string(),
    StatusSherp: z.string(),
    contractdate: z.string(),
  }),
  z.object({
    type: z.literal('CabinetPayment'),
    ...ZFeedBase,
    id_order: z.number().int(),
    contract_name: z.string(),
    payment_sum: z.number(),
    payment_date: z.string(),
    isPaid: z.boolean(),
  }),
]);
export type TFeedEvent = z.infer<typeof ZFeedEvent>;
