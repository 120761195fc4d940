import { isGatewayError } from '@agrolease/contracts';
import { data } from 'react-router';

/**
 * The gateway's HTTP status of a failed call, or null. Checked by shape, not by class: the
 * server entry and the route modules may each hold their own copy of the contracts package.
 */
export function gatewayStatus(error: unknown): number | null {
  return isGatewayError(error) ? error.status : null;
}

/**
 * A gateway call whose 404 becomes the site's not-found page with HTTP 404 (spec 2 §8:
 * an unknown category or object shows the not-found page). Other failures propagate.
 */
export async function orNotFound<T>(reply: Promise<T>): Promise<T> {
  try {
    return await reply;
  } catch (error) {
    if (gatewayStatus(error) === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A route id that must be a positive whole number, or the not-found page. */
export function idParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
    throw data(null, { status: 404 });
  return Number(value);
}
