import { agent as contract, type TCallReply, type wizard as wizardContract } from '@agrolease/contracts';
import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { APPLICATION_FIELDS, APPLICATION_LAST_STEP } from '@agrolease/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireAgreements } from '../../http/require-agreements.ts';
import type { SessionRecord } from '../../http/session.ts';
import {
  applicationWizard,
  findOwnApplication,
  getShippingCost,
  setProducts,
  unsetProducts,
} from '../application/index.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { requireVerifiedContractor } from './contractor-checks.ts';

/**
 * The client's application wizard on the contractor's behalf (docs/decisions/0108): the agent's
 * calls find the company behind one of the agent's applications (another agent's, or a client's
 * own application, is 404) and run the client's wizard service as that company. The draft, its
 * machines, its uploads and its PDF stay the company's; the company signs step 8 itself.
 */

export interface AgentWizardDeps {
  db: Database;
  files: FileStorage;
}

type Account = SessionRecord['account'];
type Body<C extends { body?: z.ZodType }> = z.output<NonNullable<C['body']>>;
type FormItem = wizardContract.TFormItem;

/** The company (its client account) of one of the agent's applications, or 404. */
export async function companyOfAgentApplication(
  db: DbExecutor,
  agentAccountId: number,
  applicationId: number,
): Promise<Account> {
  const [row] = await db
    .select({ account: schema.accounts })
    .from(schema.agentApplications)
    .innerJoin(schema.applications, eq(schema.applications.id, schema.agentApplications.applicationId))
    .innerJoin(schema.accounts, eq(schema.accounts.id, schema.applications.accountId))
    .where(
      and(
        eq(schema.agentApplications.applicationId, applicationId),
        eq(schema.agentApplications.agentAccountId, agentAccountId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Заявка не найдена');
  return row.account;
}

/** The agent's session acting as the company: the wizard's owner checks then see the company. */
function asCompany(session: SessionRecord, company: Account): SessionRecord {
  return { ...session, accountId: company.id, account: company };
}

const FILE_FIELDS = APPLICATION_FIELDS.filter((field) => field.kind === 'file').map((field) => field.field);

/**
 * The documents the agent uploaded (SetFile keeps them the agent's) and now puts in the company's
 * application become the company's: the company sees and signs what its application holds.
 * Only the agent's own files move; another account's id stays put and the wizard refuses it.
 */
async function handOverFiles(
  db: DbExecutor,
  agentAccountId: number,
  companyId: number,
  input: Record<string, unknown>,
) {
  const ids = FILE_FIELDS.map((field) => Number(input[field])).filter(
    (id) => Number.isSafeInteger(id) && id > 0,
  );
  if (ids.length === 0) return;
  await db
    .update(schema.cabinetFiles)
    .set({ accountId: companyId })
    .where(and(eq(schema.cabinetFiles.accountId, agentAccountId), inArray(schema.cabinetFiles.id, ids)));
}

/** Step 8 on the agent's side: the document is the company's to sign, not the agent's. */
function signingNote(company: Account, signed: boolean, finished: boolean): FormItem {
  return {
    field: 'application_document',
    type: 'infoboxes',
    title: 'Заявка на лизинг',
    value: [
      finished
        ? { title: 'Заявка отправлена', text: 'Компания подписала заявку, она передана в Агролизинг.' }
        : {
            title: signed ? 'Заявка подписана' : 'Подпись компании',
            text: `${company.companyTitle} подписывает заявку в своём личном кабинете кодом из SMS; после подписи заявка уйдёт в Агролизинг.`,
          },
    ],
    error: '',
    group: '',
    code: '',
    required: false,
  };
}

/** POST /AgentApplicationWizard: one step of the client's wizard, for the agent's application. */
export async function agentApplicationWizard(
  deps: AgentWizardDeps,
  session: SessionRecord,
  input: Body<typeof contract.agentApplicationWizard>,
): Promise<TCallReply<typeof contract.agentApplicationWizard>> {
  requireAgreements(session);
  const company = await companyOfAgentApplication(deps.db, session.accountId, input.id_object);
  // The check step sent makes the document the company signs: not for a company entered by hand
  // until a manager verified it (issue 39, decision 0185); the earlier steps are saved as usual.
  if (input.submit) {
    const submitted = input.step ?? (await findOwnApplication(deps.db, company.id, input.id_object)).step;
    if (submitted >= APPLICATION_LAST_STEP - 1) await requireVerifiedContractor(deps.db, input.id_object);
    await handOverFiles(deps.db, session.accountId, company.id, input);
  }
  const reply = await applicationWizard(
    deps,
    asCompany(session, company),
    input as Parameters<typeof applicationWizard>[2],
    { onBehalf: true },
  );
  const { step } = reply.wizard;
  // The check step sent: the application's PDF exists, the company is asked to sign it.
  if (input.submit && step === APPLICATION_LAST_STEP && !reply.wizard.finished) {
    await postToFeed(deps.db, company.id, {
      title: 'Агент подготовил заявку на лизинг',
      body: `${session.account.companyTitle} заполнил заявку от имени вашей компании. Проверьте её и подпишите кодом из SMS в разделе «Заявки».`,
      entity: 'application',
      entityId: input.id_object,
    });
  }
  return {
    ...reply,
    wizard: { ...reply.wizard, url: contract.agentApplicationWizardUrl(input.id_object, step) },
    canSES: false,
    FormBuilder: {
      ...reply.FormBuilder,
      items: reply.FormBuilder.items.map((item) =>
        item.field === 'application_document'
          ? signingNote(company, reply.applicationDocument?.signed ?? false, reply.wizard.finished)
          : item,
      ),
    },
    // The PDF is a file of the company's cabinet: the agent does not download it.
    applicationDocument: reply.applicationDocument ? { ...reply.applicationDocument, url: '' } : null,
  };
}

export async function agentSetProducts(
  deps: AgentWizardDeps,
  session: SessionRecord,
  input: Body<typeof contract.agentApplicationSetProducts>,
) {
  const company = await companyOfAgentApplication(deps.db, session.accountId, input.id_object);
  return setProducts(deps.db, asCompany(session, company), input);
}

export async function agentUnsetProducts(
  deps: AgentWizardDeps,
  session: SessionRecord,
  input: Body<typeof contract.agentApplicationUnsetProducts>,
) {
  const company = await companyOfAgentApplication(deps.db, session.accountId, input.id_object);
  return unsetProducts(deps.db, asCompany(session, company), input.id_object, input.id_row);
}

export async function agentShippingCost(
  deps: AgentWizardDeps,
  session: SessionRecord,
  input: Body<typeof contract.agentApplicationShippingCost>,
) {
  const company = await companyOfAgentApplication(deps.db, session.accountId, input.id_object);
  return getShippingCost(deps.db, asCompany(session, company), input);
}
