import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zOptionalId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';
import { ZWizardReply } from './wizard.ts';

/**
 * Powers of attorney of the account's contact persons (issue 15, spec 1 §3–§5, spec 2 §7;
 * docs/decisions/0099). Two wizards over one model: CabinetAttorneyWizard (the cabinet's common
 * wizard reply; multipart at step 2 with the scan, or the МЧД's XML and signature) and
 * CabinetSupplyAttorneyCreateWizard (the spec's contact-person wizard: flat fields, scans sent
 * with action=Scans and file[0]). CabinetSetAttorneyV2 stores one in a single call and
 * CabinetRevokeAttorney revokes a contact's.
 */

const ZIdContact = zId('Неверный идентификатор контакта');
const ZStep = z.coerce
  .number({ error: 'Неверный шаг' })
  .int('Неверный шаг')
  .min(1, 'Неверный шаг')
  .max(3, 'Неверный шаг');
const text = (max: number) => z.string().trim().max(max, `Не длиннее ${max} знаков`).optional();

/** The wizards' fields (spec 1 §3 "Attorney (contact person)"). */
export const ZAttorneyFields = z.object({
  id_contact: zOptionalId('Неверный идентификатор контакта'),
  attorney_type: z.enum(['scan', 'm4d'], { error: 'Выберите вид доверенности' }).optional(),
  canCSPAttorneyNumber: text(100),
  m4d_number: text(100),
  canCSPDate: text(10),
  canCSPDateExpired: text(10),
  customPosition: text(200),
  inn: text(12),
  snils: text(14),
});

/** A contact's attorney as the cabinet shows it. */
export const ZAttorney = z.object({
  id: z.number().int(),
  id_contact: z.number().int(),
  attorney_type: z.enum(['scan', 'm4d']),
  status: z.enum(['draft', 'pending', 'active', 'refused', 'expired', 'revoked', 'replaced']),
  status_title: z.string(),
  /** Why the manager refused a paper attorney ('' otherwise, decision 0155). */
  review_reason: z.string(),
  number: z.string(),
  /** yyyy-mm-dd. */
  date: z.string(),
  date_expired: z.string(),
  position: z.string(),
  inn: z.string(),
  snils: z.string(),
  scans: z.array(z.object({ id: z.number().int(), name: z.string(), src: z.string() })),
  /** The МЧД's powers (code and title) and who signed it. */
  powers: z.array(z.object({ code: z.string(), title: z.string() })),
  signed_by: z.string(),
});
export type TAttorney = z.infer<typeof ZAttorney>;

export const ZAttorneyWizardInput = ZAttorneyFields.extend({
  step: ZStep.optional(),
  id_object: zOptionalId('Неверный идентификатор доверенности'),
  /** 1: save the step and go on; otherwise the step is only read. */
  submit: z.coerce.number().int().min(0).max(1).optional(),
  /** Step 2: the scan already uploaded with SetFile (the page's file field). */
  file: zOptionalId('Неверный идентификатор файла'),
});

export const ZAttorneyWizardReply = ZWizardReply.extend({
  attorney: ZAttorney.nullable(),
  /** The upload limit of the scan, from the server (spec 1 §5: 15 728 640 bytes by default). */
  max_size: z.number().int(),
});
export type TAttorneyWizardReply = z.infer<typeof ZAttorneyWizardReply>;

export const cabinetAttorneyWizard = defineCall({
  method: 'POST',
  path: '/CabinetAttorneyWizard',
  access: 'auth',
  group: 'attorney',
  summary:
    "A contact person's power of attorney, step by step: 1 details, 2 files (multipart: file for a scan, xml and sig for an МЧД), 3 check and store",
  body: ZAttorneyWizardInput,
  reply: ZAttorneyWizardReply,
});

export const ZSupplyAttorneyInput = ZAttorneyFields.extend({
  step: z.union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)]).optional(),
  id_object: zOptionalId('Неверный идентификатор доверенности'),
  /** 'Scans' uploads file[0…] to the attorney; 'Finish' stores it; otherwise step 1 saves the fields. */
  action: z.enum(['Scans', 'Finish', 'Load'], { error: 'Неизвестное действие' }).optional(),
});

/** The contact-person attorney wizard's reply (spec 1 §3). */
export const ZSupplyAttorneyReply = z.object({
  success: z.boolean(),
  step: z.enum(['1', '2']),
  id_object: z.number().int().nullable(),
  scans: z.array(z.object({ name: z.string(), id: z.number().int() })),
  canCSPAttorneyNumber: z.string(),
  canCSPDate: z.string(),
  canCSPDateExpired: z.string(),
  customPosition: z.string(),
  title: z.string(),
  id: z.number().int().nullable(),
  m4d_number: z.string(),
  inn: z.string(),
  snils: z.string(),
  attorney_type: z.string(),
  attorney_types: z.array(z.object({ value: z.string(), title: z.string() })),
  attorney: ZAttorney.nullable(),
  error: z.string(),
  errcode: z.string().optional(),
});

/** The reply to action=Scans (spec 2 §7). */
export const ZScansReply = z.object({
  items: z.array(z.object({ name: z.string(), id: z.number().int() })),
  error: z.string(),
  success: z.boolean(),
  errcode: z.string().optional(),
});

export const cabinetSupplyAttorneyCreateWizard = defineCall({
  method: 'POST',
  path: '/CabinetSupplyAttorneyCreateWizard',
  access: 'auth',
  group: 'attorney',
  summary:
    "The contact-person attorney wizard: step 1 fields, then step '2'; action=Scans with file[0] uploads scans; action=Finish stores it",
  body: ZSupplyAttorneyInput,
  reply: z.union([ZSupplyAttorneyReply, ZScansReply]),
});

export const cabinetSetAttorneyV2 = defineCall({
  method: 'POST',
  path: '/CabinetSetAttorneyV2',
  access: 'auth',
  group: 'attorney',
  summary:
    "Stores a contact's power of attorney in one call: its details and the scans (id_file[], uploaded with SetFile), or a wizard's draft by id_object",
  body: ZAttorneyFields.extend({
    id_object: zOptionalId('Неверный идентификатор доверенности'),
    id_file: z
      .union([zId('Неверный идентификатор файла'), z.array(zId('Неверный идентификатор файла'))])
      .optional(),
  }),
  reply: z.object({ success: z.literal(true), attorney: ZAttorney, message: z.string() }),
});

export const cabinetRevokeAttorney = defineCall({
  method: 'GET',
  path: '/CabinetRevokeAttorney',
  changesState: true,
  access: 'auth',
  group: 'attorney',
  summary: "Revokes the contact's power of attorney in force",
  query: z.object({ id_contact: ZIdContact }),
  reply: z.object({ success: z.literal(true), attorney: ZAttorney, message: z.string() }),
});

/** A paper attorney as the back office reviews it (decision 0155). */
export const ZReviewedAttorney = ZAttorney.extend({
  company: z.string(),
  company_inn: z.string(),
  contact: z.string(),
  submitted: z.string().nullable().describe('ISO time the client stored it'),
  reviewed: z.string().nullable(),
});
export type TReviewedAttorney = z.infer<typeof ZReviewedAttorney>;

const ZReviewStatus = z.enum(['pending', 'active', 'refused'], { error: 'Неверный статус' });

export const backofficeAttorneys = defineCall({
  method: 'GET',
  path: '/Backoffice/Attorneys',
  access: 'auth',
  group: 'attorney',
  summary: 'Manager: paper powers of attorney, those waiting for a decision first (oldest first)',
  query: z.object({
    status: z.preprocess((value) => (value === '' ? undefined : value), ZReviewStatus.optional()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZReviewedAttorney),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeAttorneyDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/Attorney/Decide',
  access: 'auth',
  group: 'attorney',
  summary:
    'Manager: accepts a paper attorney waiting for review (it is in force; the one before is replaced) or refuses it with a reason',
  body: z
    .object({
      id_object: zId('Неверный идентификатор доверенности'),
      decision: z.enum(['accepted', 'refused'], { error: 'Выберите решение' }),
      reason: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
    })
    .superRefine((input, context) => {
      if (input.decision === 'refused' && !input.reason) {
        context.addIssue({ code: 'custom', path: ['reason'], message: 'Укажите причину отказа' });
      }
    }),
  reply: z.object({ success: z.literal(true), attorney: ZReviewedAttorney, message: z.string() }),
});
