import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce (decision 0079): the server's security headers
 * allow inline scripts that carry it, and no other. Provided by entry.server.tsx; empty in the
 * browser, where the scripts already ran.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
