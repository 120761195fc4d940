/**
 * The session cookies (spec 1 §3 "Cookies", ARCHITECTURE.md §6): authToken and its twin __at
 * carry the same token; calls also accept it as the query parameters token and tr.
 */
export const AUTH_TOKEN_COOKIE = 'authToken';
export const AUTH_TOKEN_COOKIE_TWIN = '__at';
export const SESSION_COOKIES = [AUTH_TOKEN_COOKIE, AUTH_TOKEN_COOKIE_TWIN] as const;

/** A session slides: unused for this long it ends (docs/decisions/0040-sessions.md). */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60;

/** The token the local captcha adapter accepts (no RECAPTCHA_SECRET configured). */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-token';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A session token: 32 random bytes, base64url (43 characters). */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_FORMAT.test(value);
}

export type TRole =
  | 'client'
  | 'supplier'
  | 'agent'
  | 'factoring-supplier'
  | 'factoring-customer'
  | 'ppk-reo'
  | 'manager';

/** Where each role lands after signing in (routes.tsv dashboards). */
/** Every role but the company's own managers: the partners who work in the cabinets. */
export const PARTNER_ROLES: readonly TRole[] = [
  'client',
  'supplier',
  'agent',
  'factoring-supplier',
  'factoring-customer',
  'ppk-reo',
];

export const ROLE_HOME: Record<TRole, string> = {
  client: '/cabinet/v2/client/dashboard',
  supplier: '/cabinet/v2/supplier/dashboard',
  agent: '/cabinet/v2/agent/dashboard',
  'factoring-supplier': '/cabinet/v2/factoring/dashboard',
  'factoring-customer': '/cabinet/v2/factoring-customer/dashboard',
  'ppk-reo': '/cabinet/v2/ppk-reo/dashboard',
  manager: '/backoffice',
};

/**
 * Where a role reads its cabinet messages: the client's and the supplier's lists, the others'
 * home page with its feed (the bell's link and the letters' link, decision 0169).
 */
export function messagesPathOf(role: TRole): string {
  if (role === 'client') return '/cabinet/v2/client/messages';
  return ROLE_HOME[role];
}

export const ROLE_TITLE: Record<TRole, string> = {
  client: 'Лизингополучатель',
  supplier: 'Поставщик',
  agent: 'Агент',
  'factoring-supplier': 'Поставщик (факторинг)',
  'factoring-customer': 'Покупатель (факторинг)',
  'ppk-reo': 'Партнёр РЭО',
  manager: 'Менеджер',
};

/**
 * How the session cookies are written (decision 0079): Secure with the __Host- prefix in
 * production (a cookie only this origin over https can set), plain names over local http.
 */
export interface SessionCookieOptions {
  secure: boolean;
}

const HOST_PREFIX = '__Host-';

/** The names of the two session cookies: __Host-authToken and __Host-__at when Secure. */
export function sessionCookieNames(options: SessionCookieOptions): readonly string[] {
  return options.secure ? SESSION_COOKIES.map((name) => `${HOST_PREFIX}${name}`) : SESSION_COOKIES;
}

/** Whether a Cookie header carries a session cookie of either kind (the guest page cache's test). */
export function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return SESSION_COOKIES.some((name) => new RegExp(`(?:^|;\\s*)(?:${HOST_PREFIX})?${name}=`).test(header));
}

/** Builds a Set-Cookie value for both session cookies (web tier and browser-direct calls). */
export function sessionSetCookies(token: string, options: SessionCookieOptions): string[] {
  const tail = `; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return sessionCookieNames(options).map((name) => `${name}=${token}${tail}`);
}

export function sessionClearCookies(options: SessionCookieOptions): string[] {
  const tail = `; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return sessionCookieNames(options).map((name) => `${name}=${tail}`);
}

/** The session token in a Cookie header: authToken first, else its twin __at (prefixed when Secure). */
export function sessionTokenFromCookieHeader(
  header: string | undefined,
  options: SessionCookieOptions,
): string | undefined {
  if (!header) return undefined;
  for (const name of sessionCookieNames(options)) {
    const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1];
    if (isSessionToken(value)) return value;
  }
  return undefined;
}
