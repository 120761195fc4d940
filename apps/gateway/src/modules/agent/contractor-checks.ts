import type { agent as contract, TCallReply } from '@agrolease/contracts';
import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { postToFeed } from '../cabinet-feed/index.ts';

const { agentContractors, agentApplications, accounts } = schema;

/** A contractor row with its agent, as the back office shows it. */
function contractorsWithAgent(db: Database) {
  return db
    .select({
      contractor: agentContractors,
      agentTitle: accounts.companyTitle,
      agentName: accounts.personName,
    })
    .from(agentContractors)
    .innerJoin(accounts, eq(accounts.id, agentContractors.agentAccountId));
}

type Row = Awaited<ReturnType<typeof contractorsWithAgent>>[number];

function itemOf({ contractor, agentTitle, agentName }: Row): contract.TBackofficeContractor {
  return {
    id: contractor.id,
    title: contractor.title,
    inn: contractor.inn,
    ogrn: contractor.ogrn,
    kpp: contractor.kpp,
    city: contractor.city,
    region: contractor.region,
    address: contractor.address,
    verified: contractor.verifiedAt !== null,
    created: contractor.createdAt.toISOString(),
    agent: { title: agentTitle, name: agentName },
  };
}

/** Backoffice/AgentContractors: companies agents entered by hand, waiting for a check (decision 0179). */
export async function unverifiedContractors(
  db: Database,
): Promise<TCallReply<typeof contract.backofficeAgentContractors>> {
  const rows = await contractorsWithAgent(db)
    .where(isNull(agentContractors.verifiedAt))
    .orderBy(asc(agentContractors.createdAt), asc(agentContractors.id));
  return { success: true, items: rows.map(itemOf) };
}

/**
 * Backoffice/AgentContractors/Verify: the manager checked it against the documents. The agent is
 * told once, when the check turns it verified: its applications for the company may now be sent.
 */
export async function verifyContractor(
  db: Database,
  id: number,
): Promise<TCallReply<typeof contract.backofficeAgentContractorVerify>> {
  const [checked] = await db
    .update(agentContractors)
    .set({ verifiedAt: new Date() })
    .where(and(eq(agentContractors.id, id), isNull(agentContractors.verifiedAt)))
    .returning();
  if (checked) {
    await postToFeed(db, checked.agentAccountId, {
      title: `Компания «${checked.title}» проверена`,
      body: 'Менеджер Агролизинга проверил данные компании. Её заявки теперь можно отправить на подпись.',
      entity: 'contractor',
      entityId: checked.id,
    });
  }
  const [row] = await contractorsWithAgent(db).where(eq(agentContractors.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Контрагент не найден');
  return { success: true, item: itemOf(row) };
}

/**
 * Why an application cannot be sent yet (issue 39, decision 0185): it is an agent's application
 * for a company entered by hand that no manager has verified. The draft is kept and may be filled
 * in; its document is neither made for signing nor signed until the check.
 */
export function unverifiedContractorMessage(title: string): string {
  return `Заявку пока нельзя отправить: компанию «${title}» ввели вручную, её нет в реестре, и менеджер Агролизинга ещё не проверил её данные. Черновик сохранён, его можно заполнять дальше. Когда менеджер проверит компанию, агенту придёт сообщение, и заявку можно будет отправить на подпись.`;
}

/** The unverified contractor behind an application, if the application is an agent's for one. */
export async function unverifiedContractorOfApplication(db: DbExecutor, applicationId: number) {
  const [row] = await db
    .select({ id: agentContractors.id, title: agentContractors.title })
    .from(agentApplications)
    .innerJoin(agentContractors, eq(agentContractors.id, agentApplications.contractorId))
    .where(and(eq(agentApplications.applicationId, applicationId), isNull(agentContractors.verifiedAt)))
    .limit(1);
  return row;
}

/** Refuses (400, readable) to send an application of an unverified contractor. */
export async function requireVerifiedContractor(db: DbExecutor, applicationId: number): Promise<void> {
  const contractor = await unverifiedContractorOfApplication(db, applicationId);
  if (contractor) throw new AppError('VALIDATION', unverifiedContractorMessage(contractor.title));
}
