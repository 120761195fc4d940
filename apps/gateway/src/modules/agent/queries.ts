import { type DbExecutor, schema } from '@agrolease/db';
import { applicationProductsSum } from '@agrolease/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';

const { agentContractors, agentApplications, applications, applicationProducts, deals, accounts } = schema;

export type ContractorRow = typeof agentContractors.$inferSelect;

export function contractorsOf(db: DbExecutor, agentId: number): Promise<ContractorRow[]> {
  return db
    .select()
    .from(agentContractors)
    .where(eq(agentContractors.agentAccountId, agentId))
    .orderBy(desc(agentContractors.createdAt), desc(agentContractors.id));
}

/** The agent's contractor; another agent's is none (the caller answers 404). */
export async function contractorOf(
  db: DbExecutor,
  agentId: number,
  id: number,
): Promise<ContractorRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContractors)
    .where(and(eq(agentContractors.id, id), eq(agentContractors.agentAccountId, agentId)))
    .limit(1);
  return row;
}

export async function contractorByInn(
  db: DbExecutor,
  agentId: number,
  inn: string,
): Promise<ContractorRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContractors)
    .where(and(eq(agentContractors.inn, inn), eq(agentContractors.agentAccountId, agentId)))
    .limit(1);
  return row;
}

/** Inserts the contractor; none when the agent already has this INN (a race with another tab). */
export async function insertContractor(
  db: DbExecutor,
  values: typeof agentContractors.$inferInsert,
): Promise<ContractorRow | undefined> {
  const [row] = await db.insert(agentContractors).values(values).onConflictDoNothing().returning();
  return row;
}

/** The client account that holds this INN: the company sees the agent's applications itself. */
export async function clientAccountWithInn(db: DbExecutor, inn: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.inn, inn), eq(accounts.role, 'client')))
    .orderBy(accounts.id)
    .limit(1);
  return row;
}

export async function recordAgentApplication(
  db: DbExecutor,
  values: typeof agentApplications.$inferInsert,
): Promise<void> {
  await db.insert(agentApplications).values(values);
}

export interface AgentApplicationRow {
  id: number;
  code: string | null;
  status: string;
  step: number;
  managerComment: string;
  submittedAt: Date | null;
  updatedAt: Date;
  contractorId: number;
  contractorTitle: string;
  contractorInn: string;
  contractorVerifiedAt: Date | null;
}

/**
 * The applications the agent started (read-only join over the cabinet's applications: the
 * application module owns them, decision 0087), newest first.
 */
export function applicationsOfAgent(
  db: DbExecutor,
  agentId: number,
  filter: { contractorId?: number; applicationId?: number } = {},
): Promise<AgentApplicationRow[]> {
  const conditions = [eq(agentApplications.agentAccountId, agentId)];
  if (filter.contractorId !== undefined)
    conditions.push(eq(agentApplications.contractorId, filter.contractorId));
  if (filter.applicationId !== undefined) conditions.push(eq(applications.id, filter.applicationId));
  return db
    .select({
      id: applications.id,
      code: applications.code,
      status: applications.status,
      step: applications.step,
      managerComment: applications.managerComment,
      submittedAt: applications.submittedAt,
      updatedAt: applications.updatedAt,
      contractorId: agentContractors.id,
      contractorTitle: agentContractors.title,
      contractorInn: agentContractors.inn,
      contractorVerifiedAt: agentContractors.verifiedAt,
    })
    .from(agentApplications)
    .innerJoin(applications, eq(applications.id, agentApplications.applicationId))
    .innerJoin(agentContractors, eq(agentContractors.id, agentApplications.contractorId))
    .where(and(...conditions))
    .orderBy(desc(applications.id));
}

export async function contractorApplicationCounts(
  db: DbExecutor,
  agentId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ contractorId: agentApplications.contractorId, n: count() })
    .from(agentApplications)
    .where(eq(agentApplications.agentAccountId, agentId))
    .groupBy(agentApplications.contractorId);
  return new Map(rows.map((row) => [row.contractorId, Number(row.n)]));
}

export async function productSums(
  db: DbExecutor,
  applicationIds: readonly number[],
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationProducts.applicationId,
      price: applicationProducts.price,
      quantity: applicationProducts.quantity,
      complect: applicationProducts.complect,
    })
    .from(applicationProducts)
    .where(inArray(applicationProducts.applicationId, [...applicationIds]));
  return new Map(
    applicationIds.map((id) => [id, applicationProductsSum(rows.filter((row) => row.applicationId === id))]),
  );
}

export function dealsOfApplications(db: DbExecutor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: deals.id,
      applicationId: deals.applicationId,
      code: deals.code,
      stage: deals.stage,
      productsSum: deals.productsSum,
    })
    .from(deals)
    .where(inArray(deals.applicationId, [...applicationIds]));
}

/**
 * Whether any of these accounts is one of the agent's companies: the owner of an application
 * it made, or a company among its contractors (by INN). The agent may write to their own
 * addresses (decision 0153).
 */
export async function isCompanyOfAgent(
  db: DbExecutor,
  agentId: number,
  accountIds: number[],
): Promise<boolean> {
  if (accountIds.length === 0) return false;
  const [byApplication] = await db
    .select({ id: applications.id })
    .from(agentApplications)
    .innerJoin(applications, eq(applications.id, agentApplications.applicationId))
    .where(and(eq(agentApplications.agentAccountId, agentId), inArray(applications.accountId, accountIds)))
    .limit(1);
  if (byApplication) return true;
  const [byContractor] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(
      agentContractors,
      and(eq(agentContractors.inn, accounts.inn), eq(agentContractors.agentAccountId, agentId)),
    )
    .where(and(inArray(accounts.id, accountIds), eq(accounts.role, 'client')))
    .limit(1);
  return byContractor !== undefined;
}
