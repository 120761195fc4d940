import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';
/**
 * The three subleasing wizards under an order (spec 1 §4; docs/decisions/0065). Each takes
 * form fields, or multipart form data at the step that takes the contract file, so the
 * gateway registers them by hand; the reply is the common wizard reply plus the order.
 */
import { SUBLEASING_KIND_VALUES, SUBLEASING_PATHS, type TSubleasingKind } from './subleasing-values.ts';
import { ZWizardReply } from './wizard.ts';

export { SUBLEASING_KIND_VALUES, SUBLEASING_PATHS, type TSubleasingKind } from './subleasing-values.ts';
export const ZSubleasingKind = z.enum(SUBLEASING_KIND_VALUES);

/**
 * The wizard's fields: id_order (the order), id_object (the wizard's object; none starts one),
 * step, action ('save' posts the step's fields, 'load' or none only shows it) and the step's
 * form fields.
 */
export const ZSubleasingInput = z.looseObject({
  id_order: zId('Укажите договор'),
  id_object: z.preprocess(
    (value) => (value === '' || value === 'new' || value === null ? undefined : value),
    zId('Неверный запрос').optional(),
  ),
  step: z.coerce.number().int().min(1).max(10).optional(),
  action: z.enum(['load', 'save']).default('load'),
  /** The contract's id from SetFile, when the page uploaded it first (the file_ajax field). */
  file: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: 'Приложите договор сублизинга' }).int().positive().optional(),
  ),
});

export const ZSubleasingReply = ZWizardReply.extend({
  kind: ZSubleasingKind,
  title: z.string(),
  order: z.object({ id: z.number().int(), contract_name: z.string() }),
  status: z.string(),
  status_title: z.string(),
  /** Step 3 of the request and notification: the counterparty check is done; the page polls until then. */
  ready: z.boolean(),
  code: z.string().nullable(),
});
export type TSubleasingReply = z.infer<typeof ZSubleasingReply>;

export const ZSubleasingListItem = z.object({
  id: z.number().int(),
  kind: ZSubleasingKind,
  title: z.string(),
  code: z.string().nullable(),
  order: z.string(),
  id_order: z.number().int(),
  status: z.string(),
  status_title: z.string(),
  form: z.record(z.string(), z.unknown()),
  contract_file: z.object({ title: z.string(), src: z.string() }).nullable(),
  manager_comment: z.string(),
  submitted: z.string().nullable(),
});
export type TSubleasingListItem = z.infer<typeof ZSubleasingListItem>;

export const backofficeSubleasingRequests = defineCall({
  method: 'GET',
  path: '/Backoffice/SubleasingRequests',
  access: 'auth',
  group: 'subleasing',
  summary: 'Manager: subleasing requests, notifications and confirmations sent by clients',
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZSubleasingListItem.extend({ company: z.string() })),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeSubleasingDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/SubleasingDecide',
  access: 'auth',
  group: 'subleasing',
  summary: 'Manager: approves or declines a sent subleasing request; the client hears of it in the feed',
  body: z.object({
    id_object: zId('Укажите запрос'),
    decision: z.enum(['approved', 'declined'], { error: 'Выберите решение' }),
    comment: z.string().trim().max(4000).default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZSubleasingListItem }),
});

const wizardCall = (kind: TSubleasingKind, summary: string) =>
  defineCall({
    method: 'POST',
    path: SUBLEASING_PATHS[kind],
    access: 'auth',
    group: 'subleasing',
    summary,
    body: ZSubleasingInput,
    reply: ZSubleasingReply,
  });

/** The wizards as calls for the web tier's loaders (the gateway registers them by hand: multipart). */
export const subleasingWizardCalls = {
  request: wizardCall('request', 'New order request (sublease request); step 3 polls the counterparty check'),
  notification: wizardCall(
    'notification',
    'Sublease notification; step 3 polls the check, step 5 takes the contract',
  ),
  confirmation: wizardCall('confirmation', 'Sublease confirmation; step 3 takes the subleasing contract'),
};
