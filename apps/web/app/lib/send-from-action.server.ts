import { type CallDef, isGatewayError } from '@agrolease/contracts';
import { type AppLoadContext, data } from 'react-router';
import { getGateway } from './gateway.server';

/** What an action with several forms answers (intent: which form), for the form's fields. */
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
