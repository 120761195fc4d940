import { type CallDef, isGatewayError, type TCallReply } from '@agrolease/contracts';
import { type AppLoadContext, data } from 'react-router';
import { getGateway } from '../../../lib/gateway.server';

/**
 * A supplier tab's loader call (decision 0106): a supplier not accredited gets the guard's 403
 * text instead of the data; another supplier's object and bad ids are the page's 404.
 */
export async function loadSupplierCall<C extends CallDef>(
  context: AppLoadContext,
  call: C,
  input: Record<string, unknown>,
): Promise<{ reply: TCallReply<C> | null; locked: string | null }> {
  try {
    return { reply: await getGateway(context).call(call, input as never), locked: null };
  } catch (error) {
    if (isGatewayError(error) && error.status === 403)
      return { reply: null, locked: error.reply.error_message };
    if (isGatewayError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export type SupplierActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; errors: Record<string, string> };

/** Sends one call from a supplier tab's action; a refusal comes back as the form's errors. */
export async function sendSupplierCall<C extends CallDef>(
  context: AppLoadContext,
  intent: string,
  call: C,
  input: Record<string, string>,
) {
  try {
    await getGateway(context).call(call, input as never);
    return data<SupplierActionResult>({ ok: true, intent });
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data<SupplierActionResult>(
        { ok: false, intent, message: error.reply.error_message, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}
