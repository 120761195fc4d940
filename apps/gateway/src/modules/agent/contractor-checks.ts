import type { agent as contract, TCallReply } from '@agrolease/contracts';
import { type Database, schema } from '@agrolease/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

const { agentContractors, accounts } = schema;

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

/** Backoffice/AgentContractors/Verify: the manager checked it against the documents. */
export async function verifyContractor(
  db: Database,
  id: number,
): Promise<TCallReply<typeof contract.backofficeAgentContractorVerify>> {
  await db
    .update(agentContractors)
    .set({ verifiedAt: new Date() })
    .where(and(eq(agentContractors.id, id), isNull(agentContractors.verifiedAt)));
  const [row] = await contractorsWithAgent(db).where(eq(agentContractors.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Контрагент не найден');
  return { success: true, item: itemOf(row) };
}
