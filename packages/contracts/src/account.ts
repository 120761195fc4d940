import { z } from 'zod';
import { ZAuthAccount } from './auth.ts';
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
