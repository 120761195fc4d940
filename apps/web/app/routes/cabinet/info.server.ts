import {
  account,
  attorney,
  contacts,
  type GatewayClient,
  isGatewayError,
  notifications,
} from '@agrolease/contracts';
import type { TAccountFormReply } from '@agrolease/contracts/account';
import type { TNotificationChannel, TNotificationKind } from '@agrolease/contracts/notifications';
import type { AppLoadContext } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { attemptIntent, formText, type IntentResult } from '../../lib/intent-action.server';
import { readForm } from '../../lib/request-form.server';

export interface ContactActionResult extends IntentResult {
  /** The contact the action was about (a new one after saving). */
  contactId?: number;
}

/** The contacts section of /cabinet/v2/info/: each form posts its intent. */
export async function handleContactAction(
  request: Request,
  context: AppLoadContext,
): Promise<ContactActionResult> {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const gateway = getGateway(context);
  const idText = formText(form, 'id_contact');
  const id = Number(idText);

  switch (intent) {
    case 'save':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const saved = await gateway.call(contacts.setContact, {
          id_contact: idText ? id : undefined,
          name: formText(form, 'name'),
          position: formText(form, 'position'),
          phone: formText(form, 'phone'),
          email: formText(form, 'email'),
        });
        const { contact } = saved;
        if (contact.finished) return { ok: true, message: 'Контакт сохранён', contactId: contact.id };
        const finished = await gateway.call(contacts.setContactFinish, { id_contact: contact.id });
        return { ok: true, message: finished.message, contactId: contact.id };
      });
    case 'verify-phone':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(contacts.verifyPhone, {
          id_contact: id,
          sms_code: formText(form, 'code'),
        });
        return { ok: true, message: reply.message, contactId: id };
      });
    case 'verify-email':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(contacts.verifyEmail, {
          id_contact: id,
          email_code: formText(form, 'code'),
        });
        return { ok: true, message: reply.message, contactId: id };
      });
    case 'resend-phone':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(contacts.verifyPhone, { id_contact: id, resend_code: 1 });
        return { ok: true, message: reply.message, contactId: id };
      });
    case 'resend-email':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(contacts.verifyEmail, { id_contact: id, resend_code: 1 });
        return { ok: true, message: reply.message, contactId: id };
      });
    // RegInfoChange (decision 0042): a code to the new phone or e-mail, then the value with the code.
    case 'reg-info-code':
    case 'reg-info-apply':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const field = formText(form, 'field') === 'phone' ? 'phone' : 'email';
        const code = intent === 'reg-info-apply' ? formText(form, 'code') : undefined;
        const reply = await gateway.call(account.regInfoChange, {
          field,
          value: formText(form, 'value'),
          code,
        });
        if ('changed' in reply)
          return { ok: true, message: field === 'phone' ? 'Телефон изменён' : 'E-mail изменён' };
        return { ok: true, message: reply.message };
      });
    // CabinetRevokeAttorney (decision 0099): the contact's power of attorney in force.
    case 'revoke-attorney':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(attorney.cabinetRevokeAttorney, { id_contact: id });
        return { ok: true, message: reply.message, contactId: id };
      });
    case 'delete':
      return attemptIntent<ContactActionResult>(intent, async () => {
        await gateway.call(contacts.contactDelete, { id_contact: id });
        return { ok: true, message: 'Контакт удалён' };
      });
    // «Уведомления» (decision 0169): letters or SMS of one kind on or off.
    case 'notification-choice':
      return attemptIntent<ContactActionResult>(intent, async () => {
        const reply = await gateway.call(notifications.cabinetNotificationSettingsSet, {
          kind: formText(form, 'kind') as TNotificationKind,
          channel: formText(form, 'channel') as TNotificationChannel,
          enabled: formText(form, 'enabled') === '1' ? '1' : '0',
        });
        const on = reply.item[formText(form, 'channel') === 'sms' ? 'sms' : 'email']?.enabled;
        return { ok: true, message: on ? 'Уведомления включены' : 'Уведомления отключены' };
      });
    default:
      return { intent, ok: false, message: 'Неизвестное действие' };
  }
}

/** The account's data forms of /cabinet/v2/info/ (decision 0066). */
export type TAccountFormName = TAccountFormReply['form_name'];

export interface AccountFormActionResult {
  intent: 'account-form';
  form: TAccountFormName;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  reply?: TAccountFormReply;
}

const FORM_CALLS = {
  counteragent: account.counteragentDataFormPost,
  personal: account.personalDataFormPost,
  fl: account.flDataFormPost,
  user: account.userDataForm,
} as const;

/** The forms the account page shows in its «Данные учётной записи», read when a section opens. */
const FORM_READS = {
  counteragent: (gateway: GatewayClient) => gateway.call(account.counteragentDataFormGet, { mode: 'edit' }),
  personal: (gateway: GatewayClient) => gateway.call(account.personalDataFormGet, { mode: 'edit' }),
  fl: (gateway: GatewayClient) => gateway.call(account.flDataFormGet),
} as const;

export type ShownAccountForm = keyof typeof FORM_READS;

export function isShownAccountForm(value: unknown): value is ShownAccountForm {
  return typeof value === 'string' && Object.hasOwn(FORM_READS, value);
}

/** A form as a section asked for it: its reply, or why it could not be read. */
export type AccountFormLoad = { ok: true; reply: TAccountFormReply } | { ok: false; message: string };

export async function readAccountForm(
  form: ShownAccountForm,
  context: AppLoadContext,
): Promise<AccountFormLoad> {
  try {
    return { ok: true, reply: await FORM_READS[form](getGateway(context)) };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return { ok: false, message: error.reply.error_message || 'Не удалось загрузить форму' };
  }
}

export function isAccountFormName(value: unknown): value is TAccountFormName {
  return typeof value === 'string' && Object.hasOwn(FORM_CALLS, value);
}

/** Saves one account form: the page posts JSON {intent: 'account-form', form, values}. */
export async function handleAccountFormAction(
  body: { form: TAccountFormName; values: Record<string, unknown> },
  context: AppLoadContext,
): Promise<AccountFormActionResult> {
  const gateway = getGateway(context);
  const { form } = body;
  try {
    const reply = await gateway.call(FORM_CALLS[form], { wrapper: body.values });
    return { intent: 'account-form', form, ok: true, message: 'Данные сохранены', fieldErrors: {}, reply };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return {
      intent: 'account-form',
      form,
      ok: false,
      message: error.reply.error_message,
      fieldErrors: Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error])),
    };
  }
}
