import { CLIENT_ID_COOKIE, isClientId } from '@agrolease/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { cookieOf, ownField } from './request-fields.ts';

/**
 * The caller's client id: the client_id or clientid parameter (query string or form body),
 * else the client_id cookie. Read from the raw query string because a call's Zod schema
 * strips parameters it does not declare.
 */
export function clientIdOf(request: FastifyRequest): string | undefined {
  const query = new URL(request.url, 'http://gateway').searchParams;
  const candidates = [
    query.get('client_id'),
    query.get('clientid'),
    ownField(request.body, 'client_id'),
    ownField(request.body, 'clientid'),
    cookieOf(request, CLIENT_ID_COOKIE),
  ];
  return candidates.find(isClientId);
}

/** Calls marked `client` in calls.tsv cannot answer without one: a 400 in the spec's error shape. */
export function requireClientId(request: FastifyRequest): string {
  const clientId = clientIdOf(request);
  if (!clientId) {
    throw new AppError('BAD_REQUEST', 'Не передан идентификатор клиента (client_id)', {
      fieldErrors: [{ prop: 'client_id', error: 'Обязательное поле' }],
    });
  }
  return clientId;
}
