import { type Database, schema } from '@agrolease/db';
import { and, desc, eq, ne } from 'drizzle-orm';

const { accounts, sparkRequests } = schema;

/** Whether another account already uses the phone or e-mail. */
export async function otherAccountWith(
  db: Database,
  accountId: number,
  by: { phone: string } | { email: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        ne(accounts.id, accountId),
        'phone' in by ? eq(accounts.phone, by.phone) : eq(accounts.email, by.email),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function setAccountContact(
  db: Database,
  accountId: number,
  values: { phone: string } | { email: string },
) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, accountId)).returning();
  if (!row) throw new Error('account update returned nothing');
  return row;
}

export type SparkRequestRow = typeof sparkRequests.$inferSelect;

export async function insertSparkRequest(
  db: Database,
  values: { accountId: number; inn: string; createdAt: Date; readyAt: Date },
): Promise<SparkRequestRow> {
  const [row] = await db.insert(sparkRequests).values(values).returning();
  if (!row) throw new Error('spark request insert returned nothing');
  return row;
}

/** One request of the account by id, or its latest one. */
export async function findSparkRequest(
  db: Database,
  accountId: number,
  id?: number,
): Promise<SparkRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(sparkRequests)
    .where(
      id === undefined
        ? eq(sparkRequests.accountId, accountId)
        : and(eq(sparkRequests.accountId, accountId), eq(sparkRequests.id, id)),
    )
    .orderBy(desc(sparkRequests.id))
    .limit(1);
  return row;
}

const { accountForms } = schema;
export type TStoredForm = 'counteragent' | 'personal' | 'fl' | 'wizard';
export type TFormValues = Record<string, string | number>;

/** Every stored form of the account by name (absent forms are absent). */
export async function readAccountForms(
  db: Database,
  accountId: number,
): Promise<Partial<Record<TStoredForm, TFormValues>>> {
  const rows = await db
    .select({ form: accountForms.form, values: accountForms.values })
    .from(accountForms)
    .where(eq(accountForms.accountId, accountId));
  return Object.fromEntries(rows.map((row) => [row.form, row.values]));
}

/** Merges values into a stored form (creating it), and returns the whole form. */
export async function writeAccountForm(
  db: Database,
  accountId: number,
  form: TStoredForm,
  values: TFormValues,
  now: Date,
): Promise<TFormValues> {
  const [current] = await db
    .select({ values: accountForms.values })
    .from(accountForms)
    .where(and(eq(accountForms.accountId, accountId), eq(accountForms.form, form)));
  const merged = { ...(current?.values ?? {}), ...values };
  await db
    .insert(accountForms)
    .values({ accountId, form, values: merged, updatedAt: now })
    .onConflictDoUpdate({
      target: [accountForms.accountId, accountForms.form],
      set: { values: merged, updatedAt: now },
    });
  return merged;
}

/** The account's own columns the forms keep in step: the person name and the KPP. */
export async function updateAccountColumns(
  db: Database,
  accountId: number,
  values: { personName?: string; kpp?: string },
) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, accountId)).returning();
  if (!row) throw new Error('account update returned nothing');
  return row;
}
