import { z } from 'zod';
import { ZAuthAccount, ZCodeSentReply } from './auth.ts';
import { defineCall } from './call.ts';
import { ZFieldError } from './error-reply.ts';
import { zId } from './input-rules.ts';
import { optionalInt } from './paging.ts';
import { ZFormBuilder, ZWizardReply } from './wizard.ts';

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
  changesState: true,
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
  query: z.object({ id_request: zId().optional() }),
  reply: ZSparkRequest.extend({ success: z.literal(true) }),
});

/*
 * The account's data forms and the account wizard (spec 2 §7 "Forms and account", spec 1 §3
 * "Counterparty form special fields"; decision 0066). Fields are posted flat or as
 * wrapper[field]; a failure is 400 with errors_list naming the fields.
 */

/** One line of a form's read-only card (CardBuilder). */
export const ZCardItem = z.object({ field: z.string(), title: z.string(), value: z.string() });
export const ZCardBuilder = z.object({ title: z.string(), items: z.array(ZCardItem) });

const ZPostedFields = z.record(z.string(), z.unknown());

export const ZAccountFormReply = z.object({
  success: z.literal(true),
  form_name: z.enum(['counteragent', 'personal', 'fl', 'user']),
  mode: z.enum(['edit', 'view', 'save', 'check']),
  FormBuilder: ZFormBuilder,
  CardBuilder: ZCardBuilder,
  /** Every field the form needs is filled and valid. */
  ready: z.boolean(),
  /** The posted values were stored (false for GET and for mode=check). */
  saved: z.boolean(),
  errors_list: z.array(ZFieldError),
  error_message: z.string(),
});
export type TAccountFormReply = z.infer<typeof ZAccountFormReply>;

const ZViewMode = z.enum(['edit', 'view'], { error: 'Режим формы: edit или view' }).default('edit');
const ZPostMode = z.enum(['save', 'check'], { error: 'Режим формы: save или check' }).default('save');
/** The form fields, flat or as wrapper[field]. */
const ZPostedForm = z.looseObject({ wrapper: ZPostedFields.optional() });
const ZPostedFormWithMode = ZPostedForm.extend({ mode: ZPostMode });

export const counteragentDataFormGet = defineCall({
  method: 'GET',
  path: '/CounteragentDataForm',
  access: 'auth',
  group: 'account',
  summary: "The company's form (mode=edit) or card (mode=view), with the special fields of spec 1 §3",
  query: z.object({ mode: ZViewMode }),
  reply: ZAccountFormReply,
});

export const counteragentDataFormPost = defineCall({
  method: 'POST',
  path: '/CounteragentDataForm',
  access: 'auth',
  group: 'account',
  summary: "Saves the company's form (mode=save) or only checks it (mode=check)",
  body: ZPostedFormWithMode,
  reply: ZAccountFormReply,
});

export const counteragentCheckReady = defineCall({
  method: 'GET',
  path: '/CounteragentDataForm/CheckReady',
  access: 'auth',
  group: 'account',
  summary: "Whether the company's data is complete, and what it still lacks",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), ready: z.boolean(), missing: z.array(ZFieldError) }),
});

export const personalDataFormGet = defineCall({
  method: 'GET',
  path: '/PersonalDataForm',
  access: 'auth',
  group: 'account',
  summary: "The person's form (mode=edit) or card (mode=view): name, position, birth, SNILS, INN",
  query: z.object({ mode: ZViewMode }),
  reply: ZAccountFormReply,
});

export const personalDataFormPost = defineCall({
  method: 'POST',
  path: '/PersonalDataForm',
  access: 'auth',
  group: 'account',
  summary: "Saves the person's form (mode=save) or only checks it (mode=check)",
  body: ZPostedFormWithMode,
  reply: ZAccountFormReply,
});

export const flDataFormGet = defineCall({
  method: 'GET',
  path: '/FLDataForm',
  access: 'auth',
  group: 'account',
  summary: "The person's identity document: pass_type and that document's fields",
  query: z.object({}),
  reply: ZAccountFormReply,
});

export const flDataFormPost = defineCall({
  method: 'POST',
  path: '/FLDataForm',
  access: 'auth',
  group: 'account',
  summary: "Saves the person's identity document",
  body: ZPostedForm,
  reply: ZAccountFormReply,
});

export const userDataForm = defineCall({
  method: 'POST',
  path: '/UserDataForm',
  access: 'auth',
  group: 'account',
  summary: "Saves the user's card: last, first and middle name and position (the account's person name)",
  body: ZPostedForm,
  reply: ZAccountFormReply.extend({ account: ZAuthAccount }),
});

export const ZAccountWizardReply = ZWizardReply.extend({
  /** 1 once the wizard was opened without a step (spec 1 §4: step 1 is asked again until then). */
  visited: z.union([z.literal(0), z.literal(1)]),
  CardBuilder: ZCardBuilder,
});
export type TAccountWizardReply = z.infer<typeof ZAccountWizardReply>;

const ZWizardStepParam = optionalInt('Неверный шаг (step)', 1, 5);

export const setAccountWizardGet = defineCall({
  method: 'GET',
  path: '/SetAccountWizard',
  access: 'auth',
  group: 'account',
  summary: 'One step of the account wizard; without step the step to resume (and visited=1)',
  query: z.object({ step: ZWizardStepParam }),
  reply: ZAccountWizardReply,
});

export const setAccountWizardPost = defineCall({
  method: 'POST',
  path: '/SetAccountWizard',
  access: 'auth',
  group: 'account',
  summary: "Saves a step's wrapper[field] values and moves on; without them shows the step",
  body: z.looseObject({
    step: ZWizardStepParam,
    submit: z
      .preprocess((value) => value === '1' || value === 1 || value === true, z.boolean())
      .default(false),
    wrapper: ZPostedFields.optional(),
  }),
  reply: ZAccountWizardReply,
});

export const checkPassType = defineCall({
  method: 'POST',
  path: '/SetAccountWizard/checkPassType',
  access: 'auth',
  group: 'account',
  summary: 'The identity-document fields of a pass_type, with what is stored for them',
  body: z.object({
    pass_type: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum(['1', '2', '3'], { error: 'Выберите документ из списка' }),
    ),
  }),
  reply: z.object({
    success: z.literal(true),
    pass_type: z.enum(['1', '2', '3']),
    FormBuilder: ZFormBuilder,
  }),
});
