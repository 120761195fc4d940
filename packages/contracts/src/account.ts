import { z } from 'zod';
import { ZAuthAccount, ZCodeSentReply } from './auth.ts';
import { defineCall } from './call.ts';

/** spec 1 §3 "Account": regData{iscompleted, clientType}. */
export const ZRegData = z.object({
  iscompleted: z.boolean().describe('Agreements accepted: the registration is finished'),
  clientType: z.enum(['organization', 'person']),
});

/** spec 1 §3 "Registration data: fields, isPD, errors". */
export const ZRegFields = z.object({
  inn: z.string(),
  ogrn: z.string(),
  kpp: z.string(),
  title: z.string(),
  person_name: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const profile = defineCall({
  method: 'GET',
  path: '/Profile',
  access: 'auth',
  group: 'account',
  summary: 'The signed-in account with its registration state',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    id: z.number().int(),
    account: ZAuthAccount,
    regData: ZRegData,
  }),
});

export const cabinetGetUserDataLight = defineCall({
  method: 'GET',
  path: '/CabinetGetUserDataLight',
  access: 'auth',
  group: 'account',
  summary: 'Just enough of the user for the cabinet header',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    role: z.string(),
    isAccredited: z.boolean(),
    home: z.string(),
  }),
});

export const getUserFromCabinet = defineCall({
  method: 'GET',
  path: '/GetUserFromCabinet',
  access: 'auth',
  group: 'account',
  summary: 'The person signed in: name and contacts',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    user: z.object({
      id: z.number().int(),
      login: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  }),
});

const regDataReply = z.object({
  success: z.literal(true),
  fields: ZRegFields,
  isPD: z.boolean().describe('Personal-data consent given'),
  errors: z.array(z.object({ prop: z.string(), error: z.string() })),
});

export const getRegData = defineCall({
  method: 'GET',
  path: '/GetRegData',
  access: 'auth',
  group: 'account',
  summary: 'Registration data of the account: requisites, person, contacts',
  query: z.object({}),
  reply: regDataReply,
});

export const getRegDataV2 = defineCall({
  method: 'GET',
  path: '/GetRegDataV2',
  access: 'auth',
  group: 'account',
  summary: 'Registration data with the registration state (regData)',
  query: z.object({}),
  reply: regDataReply.extend({ regData: ZRegData }),
});

/** RegInfoChange (decision 0042): a code to the new value first, then the value with its code. */
export const regInfoChange = defineCall({
  method: 'POST',
  path: '/RegInfoChange',
  access: 'auth',
  group: 'account',
  summary:
    "Changes the account's e-mail or phone: without code sends one to the new value, with code applies it",
  body: z.object({
    field: z.enum(['email', 'phone'], { error: 'Можно изменить только e-mail или телефон' }),
    value: z.string().trim().min(1, 'Укажите новое значение'),
    code: z.string().trim().optional(),
  }),
  reply: z.union([
    ZCodeSentReply,
    z.object({ success: z.literal(true), changed: z.literal(true), account: ZAuthAccount }),
  ]),
});

/** Counterparty check statuses (decision 0042). */
export const SPARK_STATUS = { pending: 'В обработке', passed: 'Проверка пройдена' } as const;

export const ZSparkRequest = z.object({
  id_request: z.number().int(),
  inn: z.string(),
  status: z.enum([SPARK_STATUS.pending, SPARK_STATUS.passed]),
  ready: z.boolean(),
  created: z.string().describe('ISO 8601'),
});

export const sparkRequestCreate = defineCall({
  method: 'GET',
  path: '/SparkRequestCreate',
  access: 'auth',
  group: 'account',
  summary: "Requests a counterparty check of an INN (the account's own by default)",
  query: z.object({ inn: z.string().trim().optional() }),
  reply: ZSparkRequest.extend({ success: z.literal(true) }),
});

export const sparkRequestCheck = defineCall({
  method: 'GET',
  path: '/SparkRequestCheck',
  access: 'auth',
  group: 'account',
  summary: 'The state of a counterparty check (the latest one by default)',
  query: z.object({ id_request: z.coerce.number().int().positive().optional() }),
  reply: ZSparkRequest.extend({ success: z.literal(true) }),
});
