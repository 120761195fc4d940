import type { CallDef, TCallReply } from '@agrolease/contracts';
import type { AppLoadContext } from 'react-router';
import { getGateway } from '../../../lib/gateway.server';
import { supplierCall } from './supplier-deliveries.server';

/**
 * A supplier tab's loader call (decision 0106): a supplier not accredited gets the guard's 403
 * text instead of the data; another supplier's object and bad ids are the page's 404.
 */
export function loadSupplierCall<C extends CallDef>(
  context: AppLoadContext,
  call: C,
  input: Record<string, unknown>,
): Promise<{ reply: TCallReply<C> | null; locked: string | null }> {
  return supplierCall(getGateway(context).call(call, input as never));
}
