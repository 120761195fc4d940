import { z } from 'zod';
import { ZAttorney } from './attorney.ts';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/** A contact person of the signed-in account (decision 0042). */
export const ZContact = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  phone: z.string().describe('+7XXXXXXXXXX'),
  email: z.string(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  finished: z.boolean().describe('Saved for good: codes were sent to the phone and e-mail'),
  /** The contact's power of attorney in force or last revoked (GetContacts; decision 0099). */
  attorney: ZAttorney.nullable().optional(),
});
export type TContact = z.infer<typeof ZContact>;

const ZIdContact = zId('Неверный идентификатор контакта');

export const getContacts = defineCall({
  method: 'GET',
  path: '/GetContacts',
  access: 'auth',
  group: 'cabinet',
  summary: "The signed-in account's contact persons",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZContact) }),
});

export const setContact = defineCall({
  method: 'POST',
  path: '/SetContact',
  access: 'auth',
  group: 'contacts',
  summary:
    'Creates a contact person (no id_contact) or updates one; a new phone or e-mail is unverified again',
  body: z.object({
    id_contact: ZIdContact.optional(),
    name: z.string().trim().min(1, 'Укажите ФИО').max(200),
    position: z.string().trim().max(200).default(''),
    phone: z.string().trim().min(1, 'Укажите телефон'),
    email: z.string().trim().min(1, 'Укажите e-mail'),
  }),
  reply: z.object({ success: z.literal(true), contact: ZContact }),
});

const ZCodeState = z.object({
  success: z.literal(true),
  contact: ZContact,
  code_sent: z.boolean(),
  message: z.string(),
  resend_after: z.number().int().describe('Seconds until a new code may be requested; 0 if none was sent'),
});

export const setContactFinish = defineCall({
  method: 'POST',
  path: '/SetContact/Finish',
  access: 'auth',
  group: 'contacts',
  summary: 'Marks a contact finished and sends codes to its unverified phone and e-mail',
  body: z.object({ id_contact: ZIdContact }),
  reply: ZCodeState,
});

const ZResend = z.coerce
  .number()
  .int()
  .min(0)
  .max(1)
  .optional()
  .describe('1: send a new code instead of checking one');

export const verifyPhone = defineCall({
  method: 'GET',
  path: '/VerifyPhone',
  changesState: true,
  access: 'auth',
  group: 'contacts',
  summary: "Confirms a contact's phone with the SMS code, or resends the code (resend_code=1)",
  query: z.object({ id_contact: ZIdContact, sms_code: z.string().trim().optional(), resend_code: ZResend }),
  reply: ZCodeState,
});

export const verifyEmail = defineCall({
  method: 'GET',
  path: '/VerifyEmail',
  changesState: true,
  access: 'auth',
  group: 'contacts',
  summary: "Confirms a contact's e-mail with the letter's code, or resends the code (resend_code=1)",
  query: z.object({ id_contact: ZIdContact, email_code: z.string().trim().optional(), resend_code: ZResend }),
  reply: ZCodeState,
});

export const contactDelete = defineCall({
  method: 'GET',
  path: '/ContactDelete',
  changesState: true,
  access: 'auth',
  group: 'contacts',
  summary: 'Deletes a contact person of the signed-in account',
  query: z.object({ id_contact: ZIdContact }),
  reply: z.object({ success: z.literal(true) }),
});
