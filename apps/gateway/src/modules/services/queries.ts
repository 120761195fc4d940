import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';

const { faqItems, faqMarks, leaseFines, serviceRequests } = schema;

export async function findRecentByFingerprint(db: Database, fingerprint: string, since: Date) {
  const [row] = await db
    .select({ code: serviceRequests.code })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.fingerprint, fingerprint), gt(serviceRequests.createdAt, since)))
    .orderBy(desc(serviceRequests.id))
    .limit(1);
  return row;
}

export async function nextServiceRequestId(db: Database): Promise<number> {
  // Both drivers (pg and PGlite) answer raw statements as { rows }.
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('service_requests', 'id')) as id`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(result.rows[0]?.id);
}

export function insertServiceRequest(db: Database, row: typeof serviceRequests.$inferInsert) {
  return db.insert(serviceRequests).values(row);
}

export async function findServiceRequestByCode(db: Database, code: string, kinds: string[]) {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.code, code), inArray(serviceRequests.kind, kinds)))
    .limit(1);
  return row;
}

export function findFines(db: Database, filter: { contractNumber?: string; inn?: string }) {
  const conditions = [];
  if (filter.contractNumber) conditions.push(eq(leaseFines.contractNumber, filter.contractNumber));
  if (filter.inn) conditions.push(eq(leaseFines.inn, filter.inn));
  return db
    .select()
    .from(leaseFines)
    .where(or(...conditions))
    .orderBy(desc(leaseFines.date), asc(leaseFines.id));
}

export function findFaqItems(db: Database, type: string | undefined, clientId: string | undefined) {
  return db
    .select({
      id: faqItems.id,
      type: faqItems.type,
      question: faqItems.question,
      answer: faqItems.answer,
      useful: sql<number>`cast(count(${faqMarks.id}) filter (where ${faqMarks.useful} = 1) as int)`,
      not_useful: sql<number>`cast(count(${faqMarks.id}) filter (where ${faqMarks.useful} = 0) as int)`,
      mark: clientId
        ? sql<number | null>`max(case when ${faqMarks.clientId} = ${clientId} then ${faqMarks.useful} end)`
        : sql<null>`null`,
    })
    .from(faqItems)
    .leftJoin(faqMarks, eq(faqMarks.faqId, faqItems.id))
    .where(type ? eq(faqItems.type, type) : undefined)
    .groupBy(faqItems.id)
    .orderBy(asc(faqItems.sort), asc(faqItems.id));
}

export async function findFaqTypes(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ type: faqItems.type }).from(faqItems).orderBy(asc(faqItems.type));
  return rows.map((row) => row.type);
}

export async function faqExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.id, id)).limit(1);
  return rows.length > 0;
}

export function upsertFaqMark(db: Database, faqId: number, clientId: string, useful: number) {
  return db
    .insert(faqMarks)
    .values({ faqId, clientId, useful })
    .onConflictDoUpdate({
      target: [faqMarks.faqId, faqMarks.clientId],
      set: { useful, createdAt: new Date() },
    });
}

export async function countFaqMarks(db: Database, faqId: number) {
  const [row] = await db
    .select({
      useful: sql<number>`cast(count(*) filter (where ${faqMarks.useful} = 1) as int)`,
      not_useful: sql<number>`cast(count(*) filter (where ${faqMarks.useful} = 0) as int)`,
    })
    .from(faqMarks)
    .where(eq(faqMarks.faqId, faqId));
  return row ?? { useful: 0, not_useful: 0 };
}
