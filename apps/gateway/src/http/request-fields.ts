import type { FastifyRequest } from 'fastify';

/**
 * A field the request itself carried: an own property only. Were Object.prototype ever
 * polluted, an inherited authToken must not read as the caller's cookie (decision 0076).
 */
export function ownField(record: unknown, name: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, name)
    ? (record as Record<string, unknown>)[name]
    : undefined;
}

/** One cookie of the request (@fastify/cookie gives a plain {} when there is no Cookie header). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const value = ownField(request.cookies, name);
  return typeof value === 'string' ? value : undefined;
}
