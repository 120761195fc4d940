import { schema } from '@agrolease/db';
import { and, eq } from 'drizzle-orm';
import { approveAndAccept, insertSubmittedApplication } from './applications.ts';
import type { TestGateway } from './build-test-gateway.ts';
import type { CabinetSession } from './cabinet-session.ts';

const { accounts, agentApplications, agentContractors } = schema;

/**
 * An application the demo agent brought for its contractor «Агрофирма Заречье» (the demo
 * 'agent-client'), approved by the manager (APPROVAL: 4 800 000 ₽, 20 %, 24 months) and accepted
 * by the farm: its deal.
 */
export async function demoAgentDeal(
  gateway: TestGateway,
  manager: CabinetSession,
  farm: CabinetSession,
): Promise<{ dealId: number; applicationId: number }> {
  const { db } = gateway.database;
  const { id } = await insertSubmittedApplication(gateway, 'agent-client');
  const [contractor] = await db
    .select()
    .from(agentContractors)
    .innerJoin(accounts, eq(accounts.id, agentContractors.agentAccountId))
    .where(and(eq(accounts.login, 'agent'), eq(agentContractors.title, 'ООО «Агрофирма Заречье»')));
  if (!contractor) throw new Error('no contractor');
  await db.insert(agentApplications).values({
    applicationId: id,
    agentAccountId: contractor.accounts.id,
    contractorId: contractor.agent_contractors.id,
  });
  return approveAndAccept(manager, farm, id);
}
