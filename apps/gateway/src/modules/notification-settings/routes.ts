import { notifications } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireSession } from '../../http/session.ts';
import { accountChoices } from './choices.ts';
import { setNotificationChoice } from './set-choice.ts';

/** The caller's choices of letters and SMS per kind of cabinet message (decision 0169). */
export async function notificationSettingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: () => app.adapters.clock.now() };
  registerCall(app, notifications.cabinetNotificationSettings, async (_input, request) => {
    const session = await requireSession(request);
    return {
      success: true as const,
      email: session.account.email,
      phone: session.account.phone,
      items: await accountChoices(app.db, session.accountId),
    };
  });
  registerCall(app, notifications.cabinetNotificationSettingsSet, async (input, request) =>
    setNotificationChoice(deps, await requireSession(request), input),
  );
}
