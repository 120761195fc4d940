/**
 * The visitor's client id (spec 1 §3 "Cookies", spec 2 §6): a random id kept in a cookie for
 * a year, sent by calls marked `client` as client_id and clientid. The web tier sets the
 * cookie on the first page a visitor opens; the gateway reads it from the call.
 */
export const CLIENT_ID_COOKIE = 'client_id';
/** Client id cookie lifetime (spec 1 §9: 31536000 s). */
export const CLIENT_ID_MAX_AGE_SECONDS = 31_536_000;

const CLIENT_ID_FORMAT = /^[A-Za-z0-9-]{8,64}$/;

export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID_FORMAT.test(value);
}
