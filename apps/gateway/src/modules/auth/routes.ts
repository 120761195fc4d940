import { auth } from '@agrolease/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, outboxVisible } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  clearSessionCookies,
  requireSession,
  sessionTokenOf,
  setSessionCookies,
} from '../../http/session.ts';
import { deleteSessionByToken } from '../../http/session-store.ts';
import { findOutbox } from './outbox-queries.ts';
import {
  generatePassword,
  groupsOf,
  restorePassword,
  signInByInn,
  signInByPassword,
  signInByRequisites,
  signInBySms,
  toAuthAccount,
} from './service.ts';

/** A reply that started a session also sets both cookies (browser-direct calls). */
function withCookies<T>(request: FastifyRequest, reply: FastifyReply, result: T): T {
  const token = (result as { token?: unknown }).token;
  if (typeof token === 'string') setSessionCookies(request, reply, token);
  return result;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };

  registerCall(app, auth.getAuth, async (input, request, reply) =>
    withCookies(request, reply, await signInByPassword(deps, input, callerOf(request))),
  );
  registerCall(app, auth.getAuthSMS, async (input, request, reply) =>
    withCookies(request, reply, await signInBySms(deps, input, callerOf(request))),
  );
  registerCall(app, auth.getAuthINN, async (input, request, reply) =>
    withCookies(request, reply, await signInByInn(deps, input, callerOf(request))),
  );
  registerCall(app, auth.getAuthByRequisites, async (input, request, reply) =>
    withCookies(request, reply, await signInByRequisites(deps, input, callerOf(request))),
  );
  registerCall(app, auth.setPassword, async (input, request, reply) =>
    withCookies(request, reply, await restorePassword(deps, input, callerOf(request))),
  );
  registerCall(app, auth.genPassword, async () => ({ success: true as const, password: generatePassword() }));

  registerCall(app, auth.checkAuth, async (_input, request) => {
    const session = await requireSession(request);
    return {
      auth: true as const,
      expired: session.expiresAt.toISOString(),
      account: toAuthAccount(session.account),
      groups: groupsOf(session.account),
    };
  });

  registerCall(app, auth.logout, async (_input, request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await deleteSessionByToken(app.db, token);
    clearSessionCookies(request, reply);
    return { success: true as const };
  });

  const showOutbox = outboxVisible(loadConfig());
  registerCall(app, auth.devOutbox, async (input) => {
    if (!showOutbox) throw new AppError('NOT_FOUND', 'Страница не найдена');
    return { items: await findOutbox(app.db, input.recipient) };
  });
}
