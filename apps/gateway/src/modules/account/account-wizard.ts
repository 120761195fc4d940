import type { TAccountWizardReply } from '@agrolease/contracts/account';
import {
  ACCOUNT_WIZARD_LAST_STEP,
  ACCOUNT_WIZARD_STEPS,
  type AccountField,
  accountWizardFields,
  accountWizardStep,
  counteragentFields,
  flFields,
  isPassType,
  PERSON_FIELDS,
  type TPassType,
  USER_FIELDS,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import type { AuthDeps } from '../auth/index.ts';
import { accountValues, cardOf, formItem, passTypeOf, postedFields, saveFields } from './forms.ts';
import { type TFormValues, type TStoredForm, writeAccountForm } from './queries.ts';

/**
 * The account wizard (SetAccountWizard; decision 0066): five steps over the account's forms —
 * the user, the company, the person, the identity document, a check. The wizard's own row keeps
 * max_step, visited and finished. Spec 1 §4: the site asks step 1 again without a step until a
 * reply says visited=1; a request without a step marks the wizard visited and answers the step
 * to resume.
 */

const STORE_OF_STEP: Record<number, TStoredForm> = {
  1: 'personal',
  2: 'counteragent',
  3: 'personal',
  4: 'fl',
  5: 'personal',
};
export const ACCOUNT_WIZARD_URL = '/cabinet/v2/info/';

interface WizardInput {
  step?: number;
  submit?: boolean;
  wrapper?: Record<string, unknown>;
}

function reply(
  session: SessionRecord,
  step: number,
  all: Record<TStoredForm, TFormValues>,
): TAccountWizardReply {
  const progress = all.wizard;
  const maxStep = Number(progress.max_step) || 1;
  const finished = progress.finished === 1;
  const type = passTypeOf(all.fl);
  const values = { ...all[STORE_OF_STEP[step] ?? 'personal'] };
  const fields = accountWizardFields(step, session.account.role, type);
  const items = fields.map((field) =>
    formItem(
      field,
      step === ACCOUNT_WIZARD_LAST_STEP ? { ...values, confirm_data: finished ? 1 : 0 } : values,
    ),
  );
  const card = (title: string, list: readonly AccountField[], form: TStoredForm) =>
    cardOf(title, list, all[form]);
  const summary = [
    card('Пользователь', USER_FIELDS, 'personal'),
    card('Организация', counteragentFields(session.account.role), 'counteragent'),
    card('Личные данные', PERSON_FIELDS, 'personal'),
    card('Документ', flFields(type), 'fl'),
  ];
  return {
    success: true,
    wizard: {
      step,
      maxstep: ACCOUNT_WIZARD_LAST_STEP,
      nextstep: step >= ACCOUNT_WIZARD_LAST_STEP ? null : step + 1,
      steps: ACCOUNT_WIZARD_STEPS.map((row) => ({
        step: row.step,
        title: row.title,
        available: row.step <= Math.min(maxStep, ACCOUNT_WIZARD_LAST_STEP),
        done: finished || row.step < maxStep,
      })),
      id_object: session.accountId,
      isavailable: true,
      is_available_edit_package: false,
      url: `${ACCOUNT_WIZARD_URL}?step=${step}`,
      state: finished ? 'finished' : 'draft',
      finished,
    },
    FormBuilder: {
      form_name: 'wrapper',
      items:
        step === ACCOUNT_WIZARD_LAST_STEP
          ? [
              {
                field: 'summary',
                type: 'infoboxes',
                title: 'Проверьте данные',
                value: summary.map((section) => ({
                  title: section.title,
                  text: section.items
                    .filter((item) => item.value)
                    .map((item) => `${item.title}: ${item.value}`)
                    .join('\n'),
                })),
                error: '',
                group: '',
                code: '',
                required: false,
              },
              ...items,
            ]
          : items,
    },
    CardBuilder: { title: 'Учётная запись', items: summary.flatMap((section) => section.items) },
    canSES: false,
    errors_list: [],
    error_message: '',
    visited: progress.visited === 1 ? 1 : 0,
  };
}

/** GET or POST /SetAccountWizard. */
export async function accountWizard(deps: AuthDeps, session: SessionRecord, input: WizardInput) {
  const now = deps.adapters.clock.now();
  let all = await accountValues(deps, session);
  let maxStep = Number(all.wizard.max_step) || 1;
  if (input.step === undefined) {
    // Spec 1 §4: asked without a step — the wizard has been visited; resume where the user stopped.
    if (all.wizard.visited !== 1) {
      all = {
        ...all,
        wizard: await writeAccountForm(deps.db, session.accountId, 'wizard', { visited: 1 }, now),
      };
    }
    return reply(session, accountWizardStep(undefined, maxStep), all);
  }
  const step = accountWizardStep(input.step, maxStep);
  if (!(input.submit || input.wrapper)) return reply(session, step, all);
  if (input.step > step) {
    throw new AppError('CONFLICT', 'Сначала заполните предыдущие шаги анкеты');
  }
  const posted = postedFields(input as Record<string, unknown>);
  const type: TPassType = isPassType(String(posted.pass_type ?? ''))
    ? (String(posted.pass_type) as TPassType)
    : passTypeOf(all.fl);
  const fields = accountWizardFields(step, session.account.role, type);
  let current = session;
  if (step < ACCOUNT_WIZARD_LAST_STEP) {
    current = (await saveFields(deps, session, STORE_OF_STEP[step] ?? 'personal', fields, posted)).session;
  } else {
    // The check step stores nothing but the confirmation; saveFields validates it.
    await saveFields(deps, session, 'personal', fields, posted, { check: true });
  }
  const next = Math.min(ACCOUNT_WIZARD_LAST_STEP, step + 1);
  maxStep = Math.max(maxStep, next);
  await writeAccountForm(
    deps.db,
    session.accountId,
    'wizard',
    { max_step: maxStep, visited: 1, ...(step === ACCOUNT_WIZARD_LAST_STEP ? { finished: 1 } : {}) },
    now,
  );
  all = await accountValues(deps, current);
  return reply(current, next, all);
}
