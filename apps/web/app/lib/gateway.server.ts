import type { GatewayClient } from '@agrolease/contracts';
import type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The typed gateway client for this visitor's request (apps/web/site-server.ts). */
    gateway: GatewayClient;
    /** Absolute origin of the site, for canonical links. */
    origin: string;
    /** URLs of the content pages (GetPageIDs, refreshed hourly by apps/web/site-server.ts). */
    pages?: { has(url: string): boolean };
    /** RECAPTCHA_SITE_KEY: forms show the reCAPTCHA widget; absent, they send the local test token. */
    captchaSiteKey?: string;
    /** Session cookies are Secure with the __Host- prefix (COOKIE_SECURE, decision 0079). */
    secureCookies: boolean;
    /** This response's Content-Security-Policy nonce for inline scripts (entry.server.tsx). */
    cspNonce?: string;
  }
}

/** Route loaders reach data only through this client (ARCHITECTURE.md §1). */
export function getGateway(context: AppLoadContext): GatewayClient {
  return context.gateway;
}
