import type { CallDef } from '@agrolease/contracts';
import { isGatewayError as isGatewayRefusal } from '@agrolease/contracts';
import type { TRequestAccepted } from '@agrolease/contracts/services';
import { type AppLoadContext, data } from 'react-router';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf, formValues } from '../components/forms/form-errors';
import { getGateway } from './gateway.server';

export type FormResult =
  | { ok: true; code: string; duplicate: boolean }
  | { ok: false; errors: FieldErrors; message: string };

/**
 * A service form's action: validate with the call's own schema, send it, and answer either
 * the request number or the field errors (the gateway's, when it refused).
 */
export async function submitServiceForm(
  context: AppLoadContext,
  call: CallDef,
  schema: z.ZodType,
  formData: FormData,
  extra: Record<string, string> = {},
) {
  const values = { ...formValues(formData), ...extra };
  const checked = schema.safeParse(values);
  if (!checked.success) {
    return data<FormResult>(
      { ok: false, errors: fieldErrorsOf(checked.error.issues), message: 'Проверьте поля формы' },
      { status: 400 },
    );
  }
  try {
    const reply = (await getGateway(context).call(call, values as never)) as TRequestAccepted;
    return data<FormResult>({ ok: true, code: reply.code, duplicate: reply.duplicate });
  } catch (error) {
    if (isGatewayRefusal(error)) {
      const errors = Object.fromEntries(error.reply.errors_list.map((item) => [item.prop, item.error]));
      return data<FormResult>(
        { ok: false, errors, message: error.reply.error_message },
        { status: error.status },
      );
    }
    throw error;
  }
}
