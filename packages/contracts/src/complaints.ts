import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zOptionalId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';

/**
 * The client's complaints (spec 1 §3 "Complaint", spec 2 §7; docs/decisions/0065).
 * CabinetPostComplaint takes form fields (the file as base64, as the spec says) or multipart
 * form data, so the gateway registers it by hand with these schemas.
 */
export const POST_COMPLAINT_PATH = '/CabinetPostComplaint';
export const COMPLAINTS_EXPORT_PATH = '/CabinetComplaints/Export';
export const BACKOFFICE_COMPLAINT_ANSWER_PATH = '/Backoffice/ComplaintAnswer';
export const COMPLAINTS_PAGE_SIZE = 20;

export const ZComplaintStatus = z.enum(['received', 'in_progress', 'answered']);

export const ZAttachedFile = z.object({
  id: z.number().int(),
  title: z.string(),
  src: z.string().describe('Download address of the bytes'),
  mime_type: z.string(),
});
export type TAttachedFile = z.infer<typeof ZAttachedFile>;

export const ZComplaintTopic = z.object({ id: z.number().int(), title: z.string() });

export const ZComplaintListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  text: z.string(),
  id_UListItem: z.number().int(),
  topic: z.string(),
  status: ZComplaintStatus,
  status_title: z.string(),
  datePost: z.string(),
  has_response: z.boolean(),
});
export type TComplaintListItem = z.infer<typeof ZComplaintListItem>;

export const ZComplaint = ZComplaintListItem.extend({
  ResponseContent: z.string(),
  dateResponse: z.string().nullable(),
  id_File: ZAttachedFile.nullable(),
  response_File: ZAttachedFile.nullable().describe('The file attached to the answer'),
  deal: z
    .object({ id: z.number().int(), code: z.string() })
    .nullable()
    .describe('The deal whose machine the complaint is about (decision 0107)'),
  supplier_answers: z
    .array(z.object({ supplier: z.string(), text: z.string(), date: z.string() }))
    .describe("The answers of the deal's suppliers (decision 0107)"),
});
export type TComplaint = z.infer<typeof ZComplaint>;

export const COMPLAINT_SORTS = ['datePost', 'code', 'status'] as const;

export const ZComplaintsQuery = z.object({
  page: z.coerce.number({ error: 'Номер страницы должен быть числом' }).int().min(1).max(10_000).default(1),
  items_per_page: z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int()
    .min(1, 'Размер страницы от 1 до 100')
    .max(100, 'Размер страницы от 1 до 100')
    .default(COMPLAINTS_PAGE_SIZE),
  sort: z.enum(COMPLAINT_SORTS, { error: 'Сортировка: datePost, code или status' }).default('datePost'),
  by: z.enum(['asc', 'desc'], { error: 'Направление сортировки: asc или desc' }).default('desc'),
});

export const getCabinetComplaints = defineCall({
  method: 'GET',
  path: '/CabinetComplaints',
  access: 'auth',
  group: 'complaints',
  summary: "The caller's complaints, newest first by default; download_url exports the list as CSV",
  query: ZComplaintsQuery,
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZComplaintListItem),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_per_page: z.number().int(),
    download_url: z.string(),
  }),
});

export const getCabinetComplaint = defineCall({
  method: 'GET',
  path: '/GetCabinetComplaint',
  access: 'auth',
  group: 'complaints',
  summary: "One of the caller's complaints with the company's answer; another account's is 404",
  query: z.object({ id_complaint: zId('Укажите обращение') }),
  reply: ZComplaint.extend({ success: z.literal(true) }),
});

export const getComplaintTopics = defineCall({
  method: 'GET',
  path: '/CabinetComplaintTopics',
  access: 'auth',
  group: 'complaints',
  summary: 'The fixed list of complaint topics (id_UListItem)',
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZComplaintTopic) }),
});

/** The form (or JSON) body of CabinetPostComplaint; multipart sends the file as part id_File. */
export const ZPostComplaintBody = z.object({
  text: z
    .string({ error: 'Опишите суть обращения' })
    .trim()
    .min(10, 'Опишите обращение подробнее (не менее 10 символов)')
    .max(4000, 'Не более 4000 символов'),
  id_UListItem: z.coerce
    .number({ error: 'Выберите тему обращения' })
    .int('Выберите тему обращения')
    .positive('Выберите тему обращения'),
  id_File: z.string().optional().describe('The attachment, base64 (a data: URL is accepted too)'),
  file_name: z.string().trim().max(255).optional().describe("The attachment's file name"),
  id_deal: zOptionalId('Неверная сделка (id_deal)').describe(
    "One of the client's deals: the complaint reaches the suppliers of its machines (decision 0107)",
  ),
});

export const ZPostComplaintReply = z.object({
  success: z.literal(true),
  id: z.number().int(),
  code: z.string(),
  duplicate: z.boolean().describe('The same complaint was sent moments ago: its first copy is answered'),
});

/** The back office: every client's complaints. */
export const backofficeComplaints = defineCall({
  method: 'GET',
  path: '/Backoffice/Complaints',
  access: 'auth',
  group: 'complaints',
  summary: "Manager: every client's complaints, unanswered first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    status: z.union([ZComplaintStatus, z.literal('')]).optional(),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZComplaint.extend({ company: z.string(), login: z.string() })),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

/** The answer's form fields (multipart; the file as part file). */
export const ZComplaintAnswerFields = z.object({
  id_complaint: zId('Укажите обращение'),
  response: z
    .string({ error: 'Напишите ответ' })
    .trim()
    .min(1, 'Напишите ответ')
    .max(8000, 'Не более 8000 символов'),
});
export const ZComplaintAnswerReply = z.object({ success: z.literal(true), item: ZComplaint });
