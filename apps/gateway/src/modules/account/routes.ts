import { account, auth } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireSession } from '../../http/session.ts';
import { toAuthAccount } from '../auth/index.ts';
import { accountWizard } from './account-wizard.ts';
import { changeRegInfo, checkSparkRequest, createSparkRequest, personOf } from './changes.ts';
import { counteragentReady, passTypeForm, postForm, readForm } from './forms.ts';
import { lightUser, profileOf, regDataOf, regStateOf, userOf } from './service.ts';

/** Account data calls: every one needs a session and answers only about its own account. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
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
  registerCall(app, account.regInfoChange, async (input, request) =>
    changeRegInfo(deps, await requireSession(request), input, callerOf(request)),
  );
  registerCall(app, account.sparkRequestCreate, async (input, request) =>
    createSparkRequest(deps, await requireSession(request), input.inn),
  );
  registerCall(app, account.sparkRequestCheck, async (input, request) =>
    checkSparkRequest(deps, await requireSession(request), input.id_request),
  );
  registerCall(app, account.counteragentDataFormGet, async (input, request) =>
    readForm(deps, await requireSession(request), 'counteragent', input.mode),
  );
  registerCall(app, account.counteragentDataFormPost, async (input, request) => {
    const { session: _session, ...reply } = await postForm(
      deps,
      await requireSession(request),
      'counteragent',
      input,
      input.mode,
    );
    return reply;
  });
  registerCall(app, account.counteragentCheckReady, async (_input, request) =>
    counteragentReady(deps, await requireSession(request)),
  );
  registerCall(app, account.personalDataFormGet, async (input, request) =>
    readForm(deps, await requireSession(request), 'personal', input.mode),
  );
  registerCall(app, account.personalDataFormPost, async (input, request) => {
    const { session: _session, ...reply } = await postForm(
      deps,
      await requireSession(request),
      'personal',
      input,
      input.mode,
    );
    return reply;
  });
  registerCall(app, account.flDataFormGet, async (_input, request) =>
    readForm(deps, await requireSession(request), 'fl'),
  );
  registerCall(app, account.flDataFormPost, async (input, request) => {
    const { session: _session, ...reply } = await postForm(deps, await requireSession(request), 'fl', input);
    return reply;
  });
  registerCall(app, account.userDataForm, async (input, request) => {
    const { session, ...reply } = await postForm(deps, await requireSession(request), 'user', input);
    return { ...reply, account: toAuthAccount(session.account) };
  });
  registerCall(app, account.setAccountWizardGet, async (input, request) =>
    accountWizard(deps, await requireSession(request), { step: input.step }),
  );
  registerCall(app, account.setAccountWizardPost, async (input, request) =>
    accountWizard(deps, await requireSession(request), input),
  );
  registerCall(app, account.checkPassType, async (input, request) =>
    passTypeForm(deps, await requireSession(request), input.pass_type),
  );
  // FL/Get is in calls.tsv's auth group; it reads the account, so it lives with the account calls.
  registerCall(app, auth.flGet, async (_input, request) => personOf(await requireSession(request)));
}
