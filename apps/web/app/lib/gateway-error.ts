import type { GatewayError } from '@agrolease/contracts';

/**
 * Whether a failure is the gateway's refusal (4xx with the spec's error shape). Checked by
 * shape, not instanceof: the server entry (apps/web/server.ts) and the built route bundle
 * each carry their own copy of the contracts package, so the classes differ.
 */
export function isGatewayRefusal(error: unknown): error is GatewayError {
  const candidate = error as Partial<GatewayError> | null;
  return (
    candidate?.name === 'GatewayError' &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    typeof candidate.reply === 'object'
  );
}
