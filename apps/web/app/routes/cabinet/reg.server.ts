import { auth, registration } from '@agrolease/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { attemptIntent, formText, type IntentResult } from '../../lib/intent-action.server';
import { readForm } from '../../lib/request-form.server';
import { backPathOf, signInHeaders } from '../../lib/session.server';

export interface RegActionResult extends IntentResult {
  regToken?: string;
  password?: string;
}

/** One action for the registration wizard; each step posts its intent. */
export async function handleRegAction(request: Request, context: AppLoadContext): Promise<RegActionResult> {
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  const gateway = getGateway(context);
  const regToken = formText(form, 'reg_token') || undefined;
  const field = intent.startsWith('email') ? ('email' as const) : ('phone' as const);

  switch (intent) {
    case 'phone-code':
    case 'email-code':
      return attemptIntent<RegActionResult>(intent, async () => {
        const reply = await gateway.call(registration.getCode, {
          field,
          value: formText(form, 'value'),
          'g-recaptcha-response': formText(form, 'g-recaptcha-response'),
          reg_token: field === 'email' ? regToken : undefined,
        });
        return { ok: true, message: reply.message };
      });
    case 'phone-check':
    case 'email-check':
      return attemptIntent<RegActionResult>(intent, async () => {
        const reply = await gateway.call(registration.checkCode, {
          field,
          value: formText(form, 'value'),
          code: formText(form, 'code'),
          reg_token: field === 'email' ? regToken : undefined,
        });
        return { ok: true, regToken: reply.reg_token };
      });
    case 'generate':
      return attemptIntent<RegActionResult>(intent, async () => ({
        ok: true,
        password: (await gateway.call(auth.genPassword)).password,
      }));
    case 'create': {
      const result = await attemptIntent<RegActionResult>(intent, async () => {
        const reply = await gateway.call(registration.createAccount, {
          inn: formText(form, 'inn'),
          ogrn: formText(form, 'ogrn'),
          kpp: formText(form, 'kpp') || undefined,
          'g-recaptcha-response': formText(form, 'g-recaptcha-response'),
          reg_token: regToken ?? '',
          type: formText(form, 'type') === 'person' ? 'person' : 'organization',
          title: formText(form, 'title') || undefined,
          person_name: formText(form, 'person_name'),
          person_position: formText(form, 'person_position') || undefined,
          password: String(form.get('password') ?? ''),
        });
        if ('token' in reply && typeof reply.token === 'string') {
          throw redirect('/cabinet/v2/reg', { headers: signInHeaders(context, reply.token) });
        }
        return {
          ok: false,
          message:
            'error' in reply ? reply.error : (reply.error_message ?? 'Не удалось создать учётную запись'),
        };
      });
      return result;
    }
    case 'accept':
      return attemptIntent<RegActionResult>(intent, async () => {
        await gateway.call(registration.setSignedData, { id_document: 0, data: 'accepted' });
        const state = await gateway.call(registration.checkRegistration);
        throw redirect(backPathOf(request) ?? state.home);
      });
    default:
      return { intent, ok: false, message: 'Неизвестное действие' };
  }
}
