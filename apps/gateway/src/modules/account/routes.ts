import { account } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireSession } from '../../http/session.ts';
import { lightUser, profileOf, regDataOf, regStateOf, userOf } from './service.ts';

/** Account data calls: every one needs a session and answers only about its own account. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, account.profile, async (_input, request) => profileOf(await requireSession(request)));
  registerCall(app, account.cabinetGetUserDataLight, async (_input, request) =>
    lightUser(await requireSession(request)),
  );
  registerCall(app, account.getUserFromCabinet, async (_input, request) =>
    userOf(await requireSession(request)),
  );
  registerCall(app, account.getRegData, async (_input, request) => regDataOf(await requireSession(request)));
  registerCall(app, account.getRegDataV2, async (_input, request) => {
    const session = await requireSession(request);
    return { ...regDataOf(session), regData: regStateOf(session) };
  });
}
