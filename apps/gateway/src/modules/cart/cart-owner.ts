import type { FastifyRequest } from 'fastify';
import { requireClientId } from '../../http/client-id.ts';
import { sessionOf } from '../../http/session.ts';

/**
 * The key of an account's cart in cart_lines.client_id (docs/decisions/0072). The colon keeps
 * it out of the client id format, so no visitor can name it as a client id.
 */
export function accountCartKey(accountId: number): string {
  return `account:${accountId}`;
}

/** The account whose cart a key names, or null for a guest's (a client id names nobody). */
export function accountOfCartKey(cartKey: string): number | null {
  const match = /^account:(\d{1,10})$/.exec(cartKey);
  return match ? Number(match[1]) : null;
}

/** The cart a call works on: a signed-in caller's follows the account, a guest's the client id. */
export async function cartKeyOf(request: FastifyRequest): Promise<string> {
  const session = await sessionOf(request);
  return session ? accountCartKey(session.accountId) : requireClientId(request);
}
