import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';

const { contacts } = schema;

export type ContactRow = typeof contacts.$inferSelect;

/**
 * The accounts with a contact person whose e-mail or phone is this address and confirmed by a
 * code (the partner letters' recipient policy, decision 0153). `address` is normalised.
 */
export async function accountsWithConfirmedContact(db: Database, address: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ accountId: contacts.accountId })
    .from(contacts)
    .where(
      or(
        and(eq(contacts.emailVerified, true), sql`lower(${contacts.email}) = ${address}`),
        and(eq(contacts.phoneVerified, true), eq(contacts.phone, address)),
      ),
    );
  return rows.map((row) => row.accountId);
}

export function findContacts(db: DbExecutor, accountId: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(asc(contacts.id));
}

/** One contact of the account; another account's contact is not found. */
export async function findOwnContact(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertContact(
  db: Database,
  values: { accountId: number; name: string; position: string; phone: string; email: string },
): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

export async function updateContact(
  db: Database,
  id: number,
  values: Partial<Omit<ContactRow, 'id' | 'accountId' | 'createdAt'>>,
): Promise<ContactRow> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw new Error('contact update returned nothing');
  return row;
}

export async function deleteContact(db: Database, id: number): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}
