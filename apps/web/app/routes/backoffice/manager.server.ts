import { type CallDef, isGatewayError } from '@agrolease/contracts';
import type { TAuthAccount } from '@agrolease/contracts/auth';
import { type AppLoadContext, data, redirect } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { getViewer, SIGN_IN_PATH } from '../../lib/session.server';

/**
 * The back office's guard (decision 0064): a guest signs in and comes back (?next=), another
 * role gets null (the layout shows 'Раздел недоступен'), a manager gets the viewer.
 */
export async function managerOf(request: Request, context: AppLoadContext): Promise<TAuthAccount | null> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer.role === 'manager' ? viewer : null;
}

export type ActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** Sends one call from an action; a refusal comes back as the form's field errors. */
export async function sendFromAction<C extends CallDef>(
  context: AppLoadContext,
  intent: string,
  call: C,
  input: Record<string, string>,
) {
  try {
    await getGateway(context).call(call, input as never);
    return data<ActionResult>({ ok: true, intent });
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data<ActionResult>(
        { ok: false, intent, message: error.reply.error_message, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}
