import { auth, isGatewayError, registration } from '@agrolease/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { safeBackPath, signInHeaders } from '../../lib/session.server';

export interface RegActionResult {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  regToken?: string;
  password?: string;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

async function attempt(
  intent: string,
  run: () => Promise<Omit<RegActionResult, 'intent'>>,
): Promise<RegActionResult> {
  try {
    return { intent, ...(await run()) };
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    const fieldErrors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
    return { intent, ok: false, message: error.reply.error_message, fieldErrors };
  }
}

/** One action for the registration wizard; each step posts its intent. */
export async function handleRegAction(request: Request, context: AppLoadContext): Promise<RegActionResult> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const gateway = getGateway(context);
  const regToken = text(form, 'reg_token') || undefined;
  const field = intent.startsWith('email') ? ('email' as const) : ('phone' as const);

  switch (intent) {
    case 'phone-code':
    case 'email-code':
      return attempt(intent, async () => {
        const reply = await gateway.call(registration.getCode, {
          field,
          value: text(form, 'value'),
          'g-recaptcha-response': text(form, 'g-recaptcha-response'),
          reg_token: field === 'email' ? regToken : undefined,
        });
        return { ok: true, message: reply.message };
      });
    case 'phone-check':
    case 'email-check':
      return attempt(intent, async () => {
        const reply = await gateway.call(registration.checkCode, {
          field,
          value: text(form, 'value'),
          code: text(form, 'code'),
          reg_token: field === 'email' ? regToken : undefined,
        });
        return { ok: true, regToken: reply.reg_token };
      });
    case 'generate':
      return attempt(intent, async () => ({
        ok: true,
        password: (await gateway.call(auth.genPassword)).password,
      }));
    case 'create': {
      const result = await attempt(intent, async () => {
        const reply = await gateway.call(registration.createAccount, {
          inn: text(form, 'inn'),
          ogrn: text(form, 'ogrn'),
          kpp: text(form, 'kpp') || undefined,
          'g-recaptcha-response': text(form, 'g-recaptcha-response'),
          reg_token: regToken ?? '',
          type: text(form, 'type') === 'person' ? 'person' : 'organization',
          title: text(form, 'title') || undefined,
          person_name: text(form, 'person_name'),
          person_position: text(form, 'person_position') || undefined,
          password: String(form.get('password') ?? ''),
        });
        if ('token' in reply && typeof reply.token === 'string') {
          throw redirect('/cabinet/v2/reg', { headers: signInHeaders(request, reply.token) });
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
      return attempt(intent, async () => {
        await gateway.call(registration.setSignedData, { id_document: 0, data: 'accepted' });
        const state = await gateway.call(registration.checkRegistration);
        throw redirect(safeBackPath(new URL(request.url).searchParams.get('back')) ?? state.home);
      });
    default:
      return { intent, ok: false, message: 'Неизвестное действие' };
  }
}
