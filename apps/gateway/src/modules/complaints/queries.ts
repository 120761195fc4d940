import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

const { cabinetComplaints, cabinetFiles, accounts } = schema;

export type ComplaintRow = typeof cabinetComplaints.$inferSelect;
export type FileRow = typeof cabinetFiles.$inferSelect;

export async function insertComplaint(
  db: DbExecutor,
  values: Omit<typeof cabinetComplaints.$inferInsert, 'code'>,
  codeOf: (id: number) => string,
): Promise<ComplaintRow> {
  const [inserted] = await db
    .insert(cabinetComplaints)
    .values({ ...values, code: `pending-${crypto.randomUUID()}` })
    .returning({ id: cabinetComplaints.id });
  if (!inserted) throw new Error('cabinet_complaints insert returned no row');
  const [row] = await db
    .update(cabinetComplaints)
    .set({ code: codeOf(inserted.id) })
    .where(eq(cabinetComplaints.id, inserted.id))
    .returning();
  if (!row) throw new Error('cabinet_complaints update returned no row');
  return row;
}

export async function findOwnComplaint(db: DbExecutor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(cabinetComplaints)
    .where(and(eq(cabinetComplaints.id, id), eq(cabinetComplaints.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findComplaint(db: DbExecutor, id: number) {
  const [row] = await db.select().from(cabinetComplaints).where(eq(cabinetComplaints.id, id)).limit(1);
  return row;
}

export async function findComplaintByCode(db: DbExecutor, code: string) {
  const [row] = await db.select().from(cabinetComplaints).where(eq(cabinetComplaints.code, code)).limit(1);
  return row;
}

const SORT_COLUMNS = {
  datePost: cabinetComplaints.createdAt,
  code: cabinetComplaints.id,
  status: cabinetComplaints.status,
} as const;

export async function findComplaintPage(
  db: DbExecutor,
  accountId: number,
  page: { offset: number; limit?: number; sort: keyof typeof SORT_COLUMNS; by: 'asc' | 'desc' },
) {
  const where = eq(cabinetComplaints.accountId, accountId);
  const direction = page.by === 'asc' ? asc : desc;
  const query = db
    .select()
    .from(cabinetComplaints)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[page.sort]), direction(cabinetComplaints.id))
    .offset(page.offset);
  const rows = page.limit === undefined ? await query : await query.limit(page.limit);
  const [total] = await db.select({ value: count() }).from(cabinetComplaints).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Every client's complaints for the back office: unanswered first, then newest. */
export async function findAllComplaints(
  db: DbExecutor,
  page: { offset: number; limit: number; status?: string },
) {
  const where: SQL | undefined = page.status ? eq(cabinetComplaints.status, page.status) : undefined;
  const rows = await db
    .select({ complaint: cabinetComplaints, company: accounts.companyTitle, login: accounts.login })
    .from(cabinetComplaints)
    .innerJoin(accounts, eq(accounts.id, cabinetComplaints.accountId))
    .where(where)
    .orderBy(
      sql`case when ${cabinetComplaints.status} = 'answered' then 1 else 0 end`,
      desc(cabinetComplaints.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(cabinetComplaints).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function updateComplaint(
  db: DbExecutor,
  id: number,
  values: Partial<typeof cabinetComplaints.$inferInsert>,
) {
  const [row] = await db
    .update(cabinetComplaints)
    .set(values)
    .where(eq(cabinetComplaints.id, id))
    .returning();
  if (!row) throw new Error('cabinet_complaints update returned no row');
  return row;
}

export async function filesByIds(db: DbExecutor, ids: (number | null)[]): Promise<Map<number, FileRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(cabinetFiles).where(inArray(cabinetFiles.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
