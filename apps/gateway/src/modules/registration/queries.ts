import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';

const { registrations, accounts } = schema;

export async function insertRegistration(
  db: Database,
  values: { tokenHash: string; phone: string; expiresAt: Date; now: Date },
) {
  await db.insert(registrations).values({
    tokenHash: values.tokenHash,
    phone: values.phone,
    phoneVerifiedAt: values.now,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** A registration still open: not expired and no account made from it yet. */
export async function findOpenRegistration(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.tokenHash, tokenHash),
        gt(registrations.expiresAt, now),
        isNull(registrations.accountId),
      ),
    )
    .limit(1);
  return row;
}

export async function setRegistrationEmail(db: Database, id: number, email: string, now: Date) {
  await db.update(registrations).set({ email, emailVerifiedAt: now }).where(eq(registrations.id, id));
}

export async function closeRegistration(db: Database, id: number, accountId: number) {
  await db.update(registrations).set({ accountId }).where(eq(registrations.id, id));
}

export async function accountExistsWith(db: Database, by: { phone: string } | { email: string }) {
  const where =
    'phone' in by
      ? and(eq(accounts.phone, by.phone), isNotNull(accounts.registeredAt))
      : and(eq(accounts.email, by.email), isNotNull(accounts.registeredAt));
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  return Boolean(row);
}

export async function insertAccount(db: DbExecutor, values: typeof accounts.$inferInsert) {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function setAgreementsAccepted(db: Database, accountId: number, at: Date) {
  await db.update(accounts).set({ agreementsAcceptedAt: at }).where(eq(accounts.id, accountId));
}
