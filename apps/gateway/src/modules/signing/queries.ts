import { type DbExecutor, schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';

const { sesAgreements, cspLogs } = schema;

export type SesAgreementRow = typeof sesAgreements.$inferSelect;

export async function findSesAgreement(
  db: DbExecutor,
  accountId: number,
): Promise<SesAgreementRow | undefined> {
  const [row] = await db.select().from(sesAgreements).where(eq(sesAgreements.accountId, accountId)).limit(1);
  return row;
}

/** Records (or, confirmed again with another phone, updates) the account's SES agreement. */
export async function saveSesAgreement(
  db: DbExecutor,
  values: Omit<typeof sesAgreements.$inferInsert, 'id'>,
): Promise<SesAgreementRow> {
  const [row] = await db
    .insert(sesAgreements)
    .values(values)
    .onConflictDoUpdate({
      target: sesAgreements.accountId,
      set: {
        contactId: values.contactId ?? null,
        phone: values.phone,
        ip: values.ip,
        userAgent: values.userAgent,
        acceptedAt: values.acceptedAt,
      },
    })
    .returning();
  if (!row) throw new Error('ses_agreements upsert returned no row');
  return row;
}

export async function insertCspLog(
  db: DbExecutor,
  values: Omit<typeof cspLogs.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(cspLogs).values(values);
}
