import { type DbExecutor, schema } from '@agrolease/db';
import type { CompanyProofMethod } from '@agrolease/domain/company-proof';
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';

const { accounts, companyProofRequests } = schema;

export type CompanyProofRequestRow = typeof companyProofRequests.$inferSelect;

/** pg_advisory_xact_lock's first key for proofs of one INN: two proofs at once cannot both win. */
const COMPANY_PROOF_LOCK = 6802;

export async function lockInn(tx: DbExecutor, inn: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_PROOF_LOCK}, hashtext(${inn}))`);
}

/** The registered accounts of an INN other than `exceptId`, each with its company status. */
export function otherAccountsOfInn(db: DbExecutor, inn: string, exceptId: number) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.inn, inn), ne(accounts.id, exceptId), isNotNull(accounts.registeredAt)))
    .orderBy(accounts.id);
}

export async function confirmAccountCompany(
  db: DbExecutor,
  accountId: number,
  method: CompanyProofMethod,
  now: Date,
): Promise<void> {
  await db
    .update(accounts)
    .set({ companyStatus: 'confirmed', companyProof: method, companyConfirmedAt: now, companyNote: '' })
    .where(eq(accounts.id, accountId));
}

export async function detachAccount(db: DbExecutor, accountId: number, note: string): Promise<void> {
  await db
    .update(accounts)
    .set({ companyStatus: 'detached', companyProof: '', companyConfirmedAt: null, companyNote: note })
    .where(eq(accounts.id, accountId));
}

export async function latestRequestOf(db: DbExecutor, accountId: number) {
  const [row] = await db
    .select()
    .from(companyProofRequests)
    .where(eq(companyProofRequests.accountId, accountId))
    .orderBy(desc(companyProofRequests.id))
    .limit(1);
  return row;
}

export async function insertRequest(db: DbExecutor, values: typeof companyProofRequests.$inferInsert) {
  const [row] = await db.insert(companyProofRequests).values(values).returning();
  if (!row) throw new Error('company proof request insert returned nothing');
  return row;
}

export async function findRequest(db: DbExecutor, id: number) {
  const [row] = await db.select().from(companyProofRequests).where(eq(companyProofRequests.id, id)).limit(1);
  return row;
}

/** Closes the open requests of an account: decided by a manager, or made moot by another proof. */
export async function closeOpenRequests(
  db: DbExecutor,
  accountId: number,
  outcome: { status: 'approved' | 'refused'; reason: string; decidedBy: number | null; now: Date },
) {
  await db
    .update(companyProofRequests)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      decidedBy: outcome.decidedBy,
      decidedAt: outcome.now,
    })
    .where(and(eq(companyProofRequests.accountId, accountId), eq(companyProofRequests.status, 'review')));
}

export async function requestQueue(
  db: DbExecutor,
  status: CompanyProofRequestRow['status'] | undefined,
  page: number,
  pageSize: number,
) {
  const where = status ? eq(companyProofRequests.status, status) : undefined;
  const [total] = await db.select({ value: count() }).from(companyProofRequests).where(where);
  const rows = await db
    .select({ request: companyProofRequests, login: accounts.login })
    .from(companyProofRequests)
    .innerJoin(accounts, eq(accounts.id, companyProofRequests.accountId))
    .where(where)
    // Those on review first, the oldest of them first; decided ones newest first.
    .orderBy(
      sql`case when ${companyProofRequests.status} = 'review' then 0 else 1 end`,
      sql`case when ${companyProofRequests.status} = 'review' then ${companyProofRequests.createdAt} end asc`,
      desc(companyProofRequests.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.value ?? 0 };
}

export async function managerAddresses(db: DbExecutor): Promise<string[]> {
  const rows = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.role, 'manager'));
  return rows.map((row) => row.email).filter(Boolean);
}
