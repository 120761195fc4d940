import { isGatewayError } from '@agrolease/contracts';
import type { TDealConditions } from '@agrolease/contracts/deal';
import { data } from 'react-router';
import type { DealActionReply } from '../components/cabinet/deal-conditions-form';
import { readForm } from './request-form.server';

/** The methods the page posts (spec 1 §4 condition actions). */
export const PAGE_METHODS = [
  'approveAction',
  'setRejectAction',
  'DynConditionsAction',
  'updateConditionAction',
  'setSignModeAction',
  'setNoSignAction',
] as const;
export type PageMethod = (typeof PAGE_METHODS)[number];

/** The condition form's fields, only those posted (absent ones keep their value). */
const CONDITION_FIELDS = [
  'RepaymentType',
  'advancePay',
  'orderPeriod',
  'RegressionCoef',
  'months',
  'Insurer--id',
  'isRoboDelayPays',
  'isRoboDelayAdvToPay',
  'isRoboDelayAdvance',
  'sign_mode',
] as const;

/**
 * The deal wizard pages' action (the client's and the agent's, decision 0101): one condition
 * action with the posted condition fields, sent by `send` to the side's wizard call; field errors
 * come back by field for the condition form.
 */
export async function dealWizardAction(
  request: Request,
  send: (
    fields: Record<string, string>,
    method: PageMethod,
  ) => Promise<{ conditions: Record<string, TDealConditions> }>,
) {
  const form = await readForm(request);
  const method = String(form.get('method')) as PageMethod;
  if (!PAGE_METHODS.includes(method)) throw data('Неизвестное действие', { status: 400 });
  const fields: Record<string, string> = {};
  for (const name of CONDITION_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  try {
    const reply = await send(fields, method);
    return {
      ok: true,
      message: '',
      method,
      conditions: Object.values(reply.conditions)[0] ?? null,
      errors: {},
    } satisfies DealActionReply;
  } catch (error) {
    if (isGatewayError(error) && error.status < 500) {
      const errors = Object.fromEntries(
        (error.reply.errors_list ?? []).map((item) => [item.prop, item.error]),
      );
      return data<DealActionReply>(
        { ok: false, message: error.reply.error_message, method, conditions: null, errors },
        { status: error.status },
      );
    }
    throw error;
  }
}
