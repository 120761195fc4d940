import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';

const { accounts, applicationProducts, applications, cabinetFiles, deals } = schema;

/** Waiting for the manager: submitted or back with documents; they head the queue. */
const WAITING = ['submitted', 'documents_requested'];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function queuePage(
  db: DbExecutor,
  filter: { status: string; query: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [ne(applications.status, 'draft')];
  if (filter.status !== 'all') conditions.push(eq(applications.status, filter.status));
  if (filter.query) {
    const like = `%${escapeLike(filter.query)}%`;
    const search = or(
      ilike(applications.code, like),
      ilike(accounts.companyTitle, like),
      ilike(accounts.inn, like),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ value: count() })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(where);
  const productsSum = sql<number>`coalesce((select sum(${applicationProducts.price} * ${applicationProducts.quantity}) from ${applicationProducts} where ${applicationProducts.applicationId} = ${applications.id}), 0)`;
  const productsCount = sql<number>`(select count(*) from ${applicationProducts} where ${applicationProducts.applicationId} = ${applications.id})`;
  const rows = await db
    .select({
      id: applications.id,
      code: applications.code,
      status: applications.status,
      company: accounts.companyTitle,
      inn: accounts.inn,
      productsSum,
      productsCount,
      submittedAt: applications.submittedAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(where)
    .orderBy(
      sql`case when ${inArray(applications.status, WAITING)} then 0 else 1 end`,
      desc(applications.updatedAt),
      desc(applications.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { total: Number(total?.value ?? 0), rows };
}

export async function findApplication(db: DbExecutor, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

export async function findAccount(db: DbExecutor, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function filesOfAccount(db: DbExecutor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cabinetFiles)
    .where(and(eq(cabinetFiles.accountId, accountId), inArray(cabinetFiles.id, ids)))
    .orderBy(asc(cabinetFiles.id));
}

/**
 * Moves an application from the status the caller read; undefined when it changed meanwhile
 * (a repeated or concurrent decision).
 */
export async function moveApplication(
  db: DbExecutor,
  id: number,
  from: string,
  values: Partial<typeof applications.$inferInsert> & { status: string },
) {
  const [row] = await db
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return row;
}

export async function dealOfApplication(db: DbExecutor, applicationId: number) {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.applicationId, applicationId))
    .limit(1);
  return row?.id ?? null;
}

export async function dealsPage(db: DbExecutor, filter: { stage: string; page: number; pageSize: number }) {
  const where = filter.stage === 'all' ? undefined : eq(deals.stage, filter.stage);
  const [total] = await db.select({ value: count() }).from(deals).where(where);
  const rows = await db
    .select({ deal: deals, company: accounts.companyTitle, inn: accounts.inn })
    .from(deals)
    .innerJoin(accounts, eq(accounts.id, deals.accountId))
    .where(where)
    .orderBy(
      sql`case when ${deals.stage} = 'closed' then 1 else 0 end`,
      desc(deals.updatedAt),
      desc(deals.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { total: Number(total?.value ?? 0), rows };
}

/** The agents who brought these applications (agent_applications, decision 0108), by application. */
export async function agentsOfApplications(db: DbExecutor, ids: readonly number[]) {
  const marks = new Map<number, { title: string; inn: string }>();
  if (ids.length === 0) return marks;
  const rows = await db
    .select({
      applicationId: schema.agentApplications.applicationId,
      title: accounts.companyTitle,
      inn: accounts.inn,
    })
    .from(schema.agentApplications)
    .innerJoin(accounts, eq(accounts.id, schema.agentApplications.agentAccountId))
    .where(inArray(schema.agentApplications.applicationId, [...ids]));
  for (const row of rows) marks.set(row.applicationId, { title: row.title, inn: row.inn });
  return marks;
}
