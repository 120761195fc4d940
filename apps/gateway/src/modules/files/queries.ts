import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, eq, inArray } from 'drizzle-orm';

const { cabinetFiles } = schema;

export type FileRow = typeof cabinetFiles.$inferSelect;

export async function insertFile(
  db: DbExecutor,
  values: Omit<typeof cabinetFiles.$inferInsert, 'id' | 'createdAt'>,
): Promise<FileRow> {
  const [row] = await db.insert(cabinetFiles).values(values).returning();
  if (!row) throw new Error('cabinet_files insert returned no row');
  return row;
}

/** One file of the account; another account's file is not found. */
export async function findOwnFile(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetFiles)
    .where(and(eq(cabinetFiles.id, id), ownedByCompanyOf(cabinetFiles.accountId, accountId)))
    .limit(1);
  return row;
}

/** A file by id whoever owns it: for the back office, which sees every account's files. */
export async function findFile(db: DbExecutor, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(cabinetFiles).where(eq(cabinetFiles.id, id)).limit(1);
  return row;
}

/** Deletes a file's row; answers it (undefined: there was none). */
export async function deleteFile(db: DbExecutor, id: number): Promise<FileRow | undefined> {
  const [row] = await db.delete(cabinetFiles).where(eq(cabinetFiles.id, id)).returning();
  return row;
}

/** The account's files among `ids` (id and title); others' files are left out. */
export function findOwnFileTitles(db: DbExecutor, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cabinetFiles.id, title: cabinetFiles.title })
    .from(cabinetFiles)
    .where(and(ownedByCompanyOf(cabinetFiles.accountId, accountId), inArray(cabinetFiles.id, [...ids])));
}
