import { auth, isGatewayError } from '@agrolease/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { readForm } from '../../lib/request-form.server';
import { backPathOf, signInHeaders } from '../../lib/session.server';

/** What a form of the sign-in page gets back when it did not sign in. */
export interface AuthActionResult {
  intent: string;
  ok: boolean;
  /** A code went out: the form shows the code field. */
  codeSent?: boolean;
  /** The code was checked (restore): the form asks for the new password. */
  codeValid?: boolean;
  /** The checked restore code, kept for the new-password step. */
  code?: string;
  /** Several accounts share an INN: the form lists them. */
  accounts?: { id: number; title: string; login: string }[];
  message?: string;
  fieldErrors?: Record<string, string>;
  /** Sign-in by certificate: the text the plug-in signs and the id it goes back with. */
  challenge?: { idQuery: string; text: string };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

type Reply = { token?: unknown; account?: unknown; error_message?: string; error?: string } & Record<
  string,
  unknown
>;

/**
 * Runs a sign-in step: a reply with a token ends in a redirect that sets both cookies on the
 * page response (the in-process gateway's own Set-Cookie never reaches the browser);
 * other replies and gateway errors become the form's state.
 */
async function step(
  context: AppLoadContext,
  intent: string,
  back: string | undefined,
  call: () => Promise<Reply>,
): Promise<AuthActionResult> {
  let reply: Reply;
  try {
    reply = await call();
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    const fieldErrors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
    return { intent, ok: false, message: error.reply.error_message, fieldErrors };
  }
  if (typeof reply.token === 'string') {
    const account = reply.account as { home?: string };
    throw redirect(back ?? account.home ?? '/', { headers: signInHeaders(context, reply.token) });
  }
  if (reply.code_sent) return { intent, ok: true, codeSent: true, message: String(reply.message ?? '') };
  if (reply.code_valid) return { intent, ok: true, codeSent: true, codeValid: true };
  if (typeof reply.challenge === 'string' && typeof reply.id_query === 'string') {
    return { intent, ok: true, challenge: { idQuery: reply.id_query, text: reply.challenge } };
  }
  if (Array.isArray(reply.accounts))
    return { intent, ok: true, accounts: reply.accounts as AuthActionResult['accounts'] };
  return { intent, ok: false, message: reply.error_message ?? reply.error ?? 'Не удалось войти' };
}

export async function handleAuthAction(request: Request, context: AppLoadContext): Promise<AuthActionResult> {
  const form = await readForm(request);
  const intent = text(form, 'intent');
  const back = backPathOf(request);
  const gateway = getGateway(context);
  const captcha = text(form, 'g-recaptcha-response');
  const code = form.get('resend') ? undefined : text(form, 'code') || undefined;

  switch (intent) {
    case 'password':
      return step(context, intent, back, () =>
        gateway.call(auth.getAuth, {
          login: text(form, 'login'),
          password: String(form.get('password') ?? ''),
        }),
      );
    case 'sms':
      return step(context, intent, back, () =>
        gateway.call(auth.getAuthSMS, { phone: text(form, 'phone'), 'g-recaptcha-response': captcha, code }),
      );
    case 'inn': {
      const id = Number(text(form, 'id')) || undefined;
      return step(context, intent, back, () =>
        gateway.call(auth.getAuthINN, { inn: text(form, 'inn'), 'g-recaptcha-response': captcha, id, code }),
      );
    }
    case 'requisites':
      return step(context, intent, back, () =>
        gateway.call(auth.getAuthByRequisites, {
          inn: text(form, 'inn'),
          ogrn: text(form, 'ogrn'),
          kpp: text(form, 'kpp') || undefined,
          'g-recaptcha-response': captcha,
          code,
        }),
      );
    case 'restore': {
      const password = form.has('password') && code ? String(form.get('password') ?? '') : undefined;
      const result = await step(context, intent, back, () =>
        gateway.call(auth.setPassword, {
          any: text(form, 'any'),
          'g-recaptcha-response': captcha,
          code,
          password,
        }),
      );
      return result.codeValid || (password !== undefined && !result.ok)
        ? { ...result, codeValid: true, code }
        : result;
    }
    case 'certificate': {
      // spec 2 §7 AuthCSP: without dataCSP the gateway issues a challenge to sign.
      const dataCSP = text(form, 'dataCSP') || undefined;
      const purpose = text(form, 'purpose');
      const method = !dataCSP
        ? 'challenge'
        : purpose === 'reg_lkk' || purpose === 'reg_ka'
          ? purpose
          : 'auth';
      // A new account by certificate accepts the agreements first (step 8 of /cabinet/v2/reg).
      const next = method === 'reg_lkk' || method === 'reg_ka' ? '/cabinet/v2/reg' : back;
      return step(context, intent, next, () =>
        gateway.call(auth.authCSP, {
          method,
          dataCSP,
          inn: text(form, 'inn'),
          m4d_number: text(form, 'm4d_number'),
          id_query: text(form, 'id_query'),
        }),
      );
    }
    default:
      return { intent, ok: false, message: 'Неизвестное действие' };
  }
}
