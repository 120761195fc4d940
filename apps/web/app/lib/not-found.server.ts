import { GatewayError } from '@agrolease/contracts';
import { data } from 'react-router';

/**
 * The gateway's HTTP status of a failed call, or null. Checked by shape as well as by class:
 * under Vite's dev server the contracts package can be loaded twice.
 */
export function gatewayStatus(error: unknown): number | null {
  if (error instanceof GatewayError) return error.status;
  if (error instanceof Error && error.name === 'GatewayError' && 'status' in error)
    return Number(error.status);
  return null;
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
