import { isGatewayError } from '@agrolease/contracts';
import { data } from 'react-router';

/**
 * A supplier page's gateway call (decision 0090): a supplier not accredited gets what unlocks the
 * section (the guard's 403 text), another supplier's object the not-found page, a bad address 404.
 */
export async function supplierCall<T>(
  reply: Promise<T>,
): Promise<{ reply: T; locked: null } | { reply: null; locked: string }> {
  try {
    return { reply: await reply, locked: null };
  } catch (error) {
    if (isGatewayError(error) && error.status === 403)
      return { reply: null, locked: error.reply.error_message };
    if (isGatewayError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The gateway's field errors of a refused save, for the form; `extra` says which form it was. */
export function refusal<E extends Record<string, unknown> = Record<never, never>>(
  error: unknown,
  extra: E = {} as E,
) {
  if (!isGatewayError(error) || error.status >= 500) throw error;
  return data(
    {
      ...extra,
      ok: false as const,
      message: error.reply.error_message,
      errors: Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error])) as Record<
        string,
        string
      >,
    },
    { status: error.status },
  );
}
