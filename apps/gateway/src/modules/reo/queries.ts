import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

const { reoContractors, reoApplications, applications, applicationProducts, accounts, products } = schema;

export type ReoContractorRow = typeof reoContractors.$inferSelect;

/** A page of the partner's contractors, newest first, with how many there are in all. */
export async function contractorsOf(
  db: DbExecutor,
  partnerId: number,
  deleted: boolean,
  page: { limit: number; offset: number },
): Promise<{ rows: ReoContractorRow[]; total: number }> {
  const where = and(eq(reoContractors.partnerAccountId, partnerId), eq(reoContractors.isDeleted, deleted));
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(reoContractors)
      .where(where)
      .orderBy(desc(reoContractors.createdAt), desc(reoContractors.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reoContractors).where(where),
  ]);
  return { rows, total: Number(all?.n ?? 0) };
}

/** The partner's contractor; another partner's is none (the caller answers 404). */
export async function contractorOf(
  db: DbExecutor,
  partnerId: number,
  id: number,
): Promise<ReoContractorRow | undefined> {
  const [row] = await db
    .select()
    .from(reoContractors)
    .where(and(eq(reoContractors.id, id), eq(reoContractors.partnerAccountId, partnerId)))
    .limit(1);
  return row;
}

export async function contractorCounts(db: DbExecutor, partnerId: number) {
  const rows = await db
    .select({ isDeleted: reoContractors.isDeleted, n: count() })
    .from(reoContractors)
    .where(eq(reoContractors.partnerAccountId, partnerId))
    .groupBy(reoContractors.isDeleted);
  const of = (deleted: boolean) => Number(rows.find((row) => row.isDeleted === deleted)?.n ?? 0);
  return { current: of(false), deleted: of(true) };
}

/** Inserts the contractor; none when the partner already has this INN. */
export async function insertContractor(
  db: DbExecutor,
  values: typeof reoContractors.$inferInsert,
): Promise<ReoContractorRow | undefined> {
  const [row] = await db.insert(reoContractors).values(values).onConflictDoNothing().returning();
  return row;
}

export async function contractorByInn(db: DbExecutor, partnerId: number, inn: string) {
  const [row] = await db
    .select({ id: reoContractors.id, isDeleted: reoContractors.isDeleted })
    .from(reoContractors)
    .where(and(eq(reoContractors.partnerAccountId, partnerId), eq(reoContractors.inn, inn)))
    .limit(1);
  return row;
}

export async function setContractorDeleted(
  db: DbExecutor,
  partnerId: number,
  id: number,
  deleted: boolean,
): Promise<ReoContractorRow | undefined> {
  const [row] = await db
    .update(reoContractors)
    .set({ isDeleted: deleted, deletedAt: deleted ? new Date() : null })
    .where(and(eq(reoContractors.id, id), eq(reoContractors.partnerAccountId, partnerId)))
    .returning();
  return row;
}

export async function applicationCountsByContractor(
  db: DbExecutor,
  partnerId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ contractorId: reoApplications.contractorId, n: count() })
    .from(reoApplications)
    .where(eq(reoApplications.partnerAccountId, partnerId))
    .groupBy(reoApplications.contractorId);
  return new Map(rows.map((row) => [row.contractorId, Number(row.n)]));
}

export async function applicationCountsByStatus(db: DbExecutor, partnerId: number) {
  const rows = await db
    .select({
      status: reoApplications.status,
      n: count(),
      support: sql<string>`coalesce(sum(${reoApplications.supportSum}), 0)`,
    })
    .from(reoApplications)
    .where(eq(reoApplications.partnerAccountId, partnerId))
    .groupBy(reoApplications.status);
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    wait: Number(of('wait')?.n ?? 0),
    approve: Number(of('approve')?.n ?? 0),
    cancel: Number(of('cancel')?.n ?? 0),
    supportApproved: Number(of('approve')?.support ?? 0),
  };
}

const applicationColumns = {
  id: reoApplications.id,
  status: reoApplications.status,
  program: reoApplications.program,
  subject: reoApplications.subject,
  leaseSum: reoApplications.leaseSum,
  supportSum: reoApplications.supportSum,
  comment: reoApplications.comment,
  decidedBy: reoApplications.decidedBy,
  decidedAt: reoApplications.decidedAt,
  createdAt: reoApplications.createdAt,
  forwardedBy: reoApplications.forwardedBy,
  forwardComment: reoApplications.forwardComment,
  forwardedAt: reoApplications.forwardedAt,
  applicationId: reoApplications.applicationId,
  contractorId: reoContractors.id,
  contractorTitle: reoContractors.title,
  contractorInn: reoContractors.inn,
};

export interface ReoApplicationRow {
  id: number;
  status: string;
  program: string;
  subject: string;
  leaseSum: number;
  supportSum: number;
  comment: string;
  decidedBy: string;
  decidedAt: Date | null;
  createdAt: Date;
  forwardedBy: string;
  forwardComment: string;
  forwardedAt: Date | null;
  applicationId: number | null;
  contractorId: number;
  contractorTitle: string;
  contractorInn: string;
}

/**
 * Requests of one status: the waiting ones oldest first (a queue), the decided newest first;
 * `offset` skips the pages before.
 */
export function applicationsOf(
  db: DbExecutor,
  partnerId: number,
  status: string,
  limit: number,
  offset = 0,
): Promise<ReoApplicationRow[]> {
  return db
    .select(applicationColumns)
    .from(reoApplications)
    .innerJoin(reoContractors, eq(reoContractors.id, reoApplications.contractorId))
    .where(and(eq(reoApplications.partnerAccountId, partnerId), eq(reoApplications.status, status)))
    .orderBy(
      ...(status === 'wait'
        ? [asc(reoApplications.createdAt), asc(reoApplications.id)]
        : [desc(reoApplications.decidedAt), desc(reoApplications.id)]),
    )
    .limit(limit)
    .offset(offset);
}

export async function applicationOf(
  db: DbExecutor,
  partnerId: number,
  id: number,
): Promise<ReoApplicationRow | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(reoApplications)
    .innerJoin(reoContractors, eq(reoContractors.id, reoApplications.contractorId))
    .where(and(eq(reoApplications.id, id), eq(reoApplications.partnerAccountId, partnerId)))
    .limit(1);
  return row;
}

/**
 * Records the decision only while the request still waits (two tabs deciding at once: the
 * second finds nothing to update).
 */
export async function decideApplication(
  db: DbExecutor,
  partnerId: number,
  id: number,
  values: { status: 'approve' | 'cancel'; comment: string; decidedBy: string },
): Promise<boolean> {
  const rows = await db
    .update(reoApplications)
    .set({ ...values, decidedAt: new Date() })
    .where(
      and(
        eq(reoApplications.id, id),
        eq(reoApplications.partnerAccountId, partnerId),
        eq(reoApplications.status, 'wait'),
      ),
    )
    .returning({ id: reoApplications.id });
  return rows.length > 0;
}

/** The farm's lease application behind a request (read-only: the application module owns it). */
export async function leaseApplication(db: DbExecutor, applicationId: number) {
  const [row] = await db
    .select({ code: applications.code, status: applications.status, accountId: applications.accountId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

export interface ReoDecisionRow extends ReoApplicationRow {
  fundTitle: string;
  fundInn: string;
  leaseCode: string | null;
}

/**
 * Requests with their fund and lease application, newest first: for the managers (every fund)
 * or for one lease application (its client).
 */
export function decisions(
  db: DbExecutor,
  filter: { status?: string; applicationId?: number },
): Promise<ReoDecisionRow[]> {
  const conditions = [];
  if (filter.status) conditions.push(eq(reoApplications.status, filter.status));
  if (filter.applicationId !== undefined)
    conditions.push(eq(reoApplications.applicationId, filter.applicationId));
  return db
    .select({
      ...applicationColumns,
      fundTitle: accounts.companyTitle,
      fundInn: accounts.inn,
      leaseCode: applications.code,
    })
    .from(reoApplications)
    .innerJoin(reoContractors, eq(reoContractors.id, reoApplications.contractorId))
    .innerJoin(accounts, eq(accounts.id, reoApplications.partnerAccountId))
    .leftJoin(applications, eq(applications.id, reoApplications.applicationId))
    .where(and(...conditions))
    .orderBy(desc(reoApplications.createdAt), desc(reoApplications.id));
}

/**
 * What a farm's support request needs of its own lease application (read-only: the application
 * module owns it): status, code, the machinery with its total, and whether a request of it
 * waits already. Another account's application is none (the caller answers 404).
 */
export async function supportBasis(db: DbExecutor, accountId: number | 'any', applicationId: number) {
  const conditions: SQL[] = [eq(applications.id, applicationId)];
  if (accountId !== 'any') conditions.push(eq(applications.accountId, accountId));
  const [application] = await db
    .select({
      id: applications.id,
      status: applications.status,
      code: applications.code,
      accountId: applications.accountId,
      farm: { inn: accounts.inn, title: accounts.companyTitle, head: accounts.personName },
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(and(...conditions))
    .limit(1);
  if (!application) return undefined;
  const lines = await db
    .select({
      title: products.title,
      quantity: applicationProducts.quantity,
      price: applicationProducts.price,
    })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(eq(applicationProducts.applicationId, applicationId))
    .orderBy(asc(applicationProducts.id));
  const [waiting] = await db
    .select({ id: reoApplications.id })
    .from(reoApplications)
    .where(and(eq(reoApplications.applicationId, applicationId), eq(reoApplications.status, 'wait')))
    .limit(1);
  return { ...application, lines, waiting: waiting !== undefined };
}

/** The regional funds on the site (the fund partners' accounts), by name. */
export function reoFunds(db: DbExecutor) {
  return db
    .select({ id: accounts.id, title: accounts.companyTitle })
    .from(accounts)
    .where(eq(accounts.role, 'ppk-reo'))
    .orderBy(asc(accounts.companyTitle), asc(accounts.id));
}

/** A farm the fund had deleted comes back when it asks again (its history was kept). */
export async function restoreContractor(db: DbExecutor, id: number): Promise<void> {
  await db.update(reoContractors).set({ isDeleted: false, deletedAt: null }).where(eq(reoContractors.id, id));
}

export async function insertRequest(
  db: DbExecutor,
  values: typeof reoApplications.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(reoApplications).values(values).returning({ id: reoApplications.id });
  if (!row) throw new Error('The support request was not stored');
  return row.id;
}
