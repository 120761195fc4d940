import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

const required = (title = 'Поле не может быть пустым') => z.string().trim().min(1, title);
const captcha = z.string().trim().min(1, 'Подтвердите, что вы не робот');
const optionalCode = z.string().trim().optional();

export const ZRole = z.enum([
  'client',
  'supplier',
  'agent',
  'factoring-supplier',
  'factoring-customer',
  'ppk-reo',
  'manager',
]);

/** The signed-in account as the auth reply carries it. */
export const ZAuthAccount = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string().describe('Person who signs in'),
  title: z.string().describe('Company'),
  inn: z.string(),
  email: z.string(),
  phone: z.string(),
  role: ZRole,
  isAccredited: z.boolean(),
  home: z.string().describe("The role's cabinet dashboard path"),
  company_status: z
    .enum(['confirmed', 'unconfirmed', 'detached'])
    .describe('Whether the account acts for its company: proven, only claimed, or detached (decision 0156)'),
});
export type TAuthAccount = z.infer<typeof ZAuthAccount>;

/**
 * The auth reply (spec 2 §3): token, expired, account, groups. Failure fallback: token false,
 * empty expiry, empty account and groups, plus a readable error_message.
 */
export const ZAuthReply = z.object({
  success: z.boolean(),
  token: z.union([z.string(), z.literal(false)]),
  expired: z.string().describe('Expiry of the session, ISO 8601; empty on failure'),
  account: z.union([ZAuthAccount, z.object({})]),
  groups: z.array(z.string()),
  error_message: z.string().optional(),
});
export type TAuthReply = z.infer<typeof ZAuthReply>;

/** A code was sent (or would be): where, and when another may be asked for. */
export const ZCodeSentReply = z.object({
  success: z.literal(true),
  code_sent: z.literal(true),
  message: z.string(),
  resend_after: z.number().int().describe('Seconds until a new code may be requested'),
});

export const getAuth = defineCall({
  method: 'POST',
  path: '/getauth',
  access: 'public',
  group: 'auth',
  summary: 'Sign in by login (or e-mail or phone) and password',
  body: z.object({ login: required(), password: z.string().min(1, 'Поле не может быть пустым').max(200) }),
  reply: ZAuthReply,
});

export const getAuthSMS = defineCall({
  method: 'POST',
  path: '/GetAuthSMS',
  access: 'public',
  group: 'auth',
  summary: 'Sign in by SMS: without code sends one to the phone; with code signs in',
  body: z.object({ phone: required(), 'g-recaptcha-response': captcha, code: optionalCode }),
  reply: z.union([ZAuthReply, ZCodeSentReply]),
});

export const getAuthINN = defineCall({
  method: 'POST',
  path: '/GetAuthINN',
  access: 'public',
  group: 'auth',
  summary: "Sign in by INN: a code goes to the account's phone; id picks one of several accounts",
  body: z.object({
    inn: required(),
    'g-recaptcha-response': captcha,
    id: zId().optional(),
    captcha: z.string().optional(),
    code: optionalCode,
  }),
  reply: z.union([
    ZAuthReply,
    ZCodeSentReply,
    z.object({
      success: z.literal(true),
      accounts: z.array(z.object({ id: z.number().int(), title: z.string(), login: z.string() })),
    }),
  ]),
});

export const ZRequisitesFailure = z.object({
  auth: z.literal(false),
  success: z.literal(false),
  error: z.string(),
});

export const getAuthByRequisites = defineCall({
  method: 'POST',
  path: '/GetAuthByRequisites',
  access: 'public',
  group: 'auth',
  summary: 'Sign in by company requisites: INN, OGRN, KPP; a code goes to the account phone',
  body: z.object({
    inn: required(),
    ogrn: required(),
    kpp: z.string().trim().optional(),
    'g-recaptcha-response': captcha,
    code: optionalCode,
  }),
  reply: z.union([ZAuthReply.extend({ auth: z.literal(true) }), ZCodeSentReply, ZRequisitesFailure]),
});

/** AuthCSP methods: a challenge first, then the signed challenge signs in or registers. */
export const ZCspMethod = z.enum(['challenge', 'auth', 'reg_lkk', 'reg_ka'], {
  message: 'Неизвестный способ: ожидается challenge, auth, reg_lkk или reg_ka',
});
export type TCspMethod = z.infer<typeof ZCspMethod>;

/** The text to sign and the id to send back with the signature (decision 0068). */
export const ZCspChallengeReply = z.object({
  success: z.literal(true),
  id_query: z.string(),
  challenge: z.string().describe('Sign exactly these bytes (UTF-8) as a detached CMS'),
  expired: z.string().describe('When the challenge stops being accepted, ISO 8601'),
});

export const authCSP = defineCall({
  method: 'POST',
  path: '/AuthCSP',
  access: 'public',
  group: 'auth',
  summary:
    'Sign-in (auth) or registration as client (reg_lkk) or counterparty (reg_ka) by an electronic-signature certificate: method=challenge gives a text to sign, then dataCSP is a detached CMS over it',
  body: z.object({
    method: ZCspMethod,
    dataCSP: z.string().trim().max(200_000, 'Подпись слишком велика').optional(),
    inn: required('Введите ИНН организации или ИП'),
    m4d_number: z.string().trim().max(100).optional(),
    id_query: z.string().trim().max(100).optional(),
  }),
  reply: z.union([ZCspChallengeReply, ZAuthReply]),
});

export const checkAuth = defineCall({
  method: 'GET',
  path: '/CheckAuth',
  access: 'auth',
  group: 'auth',
  summary: 'Whether the token is a live session; the account and its groups',
  query: z.object({}),
  reply: z.object({
    auth: z.literal(true),
    expired: z.string(),
    account: ZAuthAccount,
    groups: z.array(z.string()),
  }),
});

export const logout = defineCall({
  method: 'GET',
  path: '/Logout',
  changesState: true,
  access: 'public',
  group: 'auth',
  summary: 'Ends the session server-side and clears both session cookies',
  query: z.object({}),
  reply: z.object({ success: z.literal(true) }),
});

export const setPassword = defineCall({
  method: 'POST',
  path: '/SetPassword',
  access: 'public',
  group: 'auth',
  summary:
    'Password restore: any (login, phone or e-mail) sends a code; any + code checks it; any + code + password sets it',
  body: z.object({
    any: required(),
    'g-recaptcha-response': captcha,
    code: optionalCode,
    password: z.string().max(128).optional(),
  }),
  reply: z.union([
    ZCodeSentReply,
    z.object({ success: z.literal(true), code_valid: z.literal(true) }),
    ZAuthReply,
  ]),
});

export const genPassword = defineCall({
  method: 'GET',
  path: '/GenPassword',
  access: 'public',
  group: 'auth',
  summary: 'A strong random password suggestion',
  query: z.object({}),
  reply: z.object({ success: z.literal(true), password: z.string() }),
});

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const devOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  group: 'dev',
  summary: 'SMS and letters of the local adapters, newest first (not in production)',
  query: z.object({ recipient: z.string().trim().optional() }),
  reply: z.object({ items: z.array(ZOutboxMessage) }),
});

/** FL/Get: the person signed in (decision 0042). */
export const flGet = defineCall({
  method: 'GET',
  path: '/FL/Get',
  access: 'auth',
  group: 'auth',
  summary: 'The signed-in person: name parts, INN of a sole trader, phone and e-mail',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    fl: z.object({
      id: z.number().int(),
      full_name: z.string(),
      last_name: z.string(),
      first_name: z.string(),
      middle_name: z.string(),
      inn: z.string().describe('The person’s own INN (12 digits) for a sole trader, else empty'),
      phone: z.string(),
      email: z.string(),
    }),
  }),
});
