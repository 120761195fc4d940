import { isGatewayError } from '@agrolease/contracts';

/** What a page action with several forms answers: which form (intent) and how it went. */
export interface IntentResult {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/** A text field of a posted form, trimmed ('' when absent). */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * Runs one intent of a page's action. A gateway refusal becomes the intent's message and
 * field errors, shown beside the form that was sent; anything else is thrown on.
 */
export async function attemptIntent<R extends IntentResult>(
  intent: string,
  run: () => Promise<Omit<R, 'intent'>>,
): Promise<R> {
  try {
    return { intent, ...(await run()) } as R;
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    const fieldErrors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
    return { intent, ok: false, message: error.reply.error_message, fieldErrors } as R;
  }
}
