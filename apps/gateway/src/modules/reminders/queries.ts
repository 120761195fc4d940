import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';

const { accounts, announcedEvents, attorneys, cabinetOrders, contacts, payments } = schema;

/** What the sweep tells once per subject (the key of announced_events). */
export type AnnouncedEvent = 'payment-due' | 'payment-overdue' | 'attorney-expiring';

/**
 * Claims an event of a subject for the transaction it runs in: true for the first claimant, false
 * when it was told already. A second instance claiming at once waits on the key until the first
 * commits and then finds it taken, so the message is posted once.
 */
export async function claimAnnouncement(
  db: DbExecutor,
  event: AnnouncedEvent,
  subjectId: number,
): Promise<boolean> {
  const rows = await db
    .insert(announcedEvents)
    .values({ event, subjectId })
    .onConflictDoNothing()
    .returning({ subjectId: announcedEvents.subjectId });
  return rows.length > 0;
}

/** Unpaid payments due between two days (inclusive), with their contract's name. */
export function unpaidPaymentsDue(db: DbExecutor, range: { from?: string; to: string; before?: boolean }) {
  return db
    .select({
      id: payments.id,
      accountId: payments.accountId,
      orderId: payments.orderId,
      dueDate: payments.dueDate,
      // What remains of a partly paid payment (decision 0184), roubles with kopecks.
      sum: sql<number>`(${payments.sum}::bigint * 100 - ${payments.paidKopecks})::float8 / 100`.mapWith(
        Number,
      ),
      contractName: cabinetOrders.contractName,
    })
    .from(payments)
    .innerJoin(cabinetOrders, eq(cabinetOrders.id, payments.orderId))
    .where(
      and(
        isNull(payments.paidAt),
        range.from === undefined ? undefined : gte(payments.dueDate, range.from),
        range.before ? lt(payments.dueDate, range.to) : lte(payments.dueDate, range.to),
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.id));
}

/** Attorneys in force that end between two days (inclusive), with their contact's name. */
export function activeAttorneysExpiring(db: DbExecutor, from: string, to: string) {
  return db
    .select({
      id: attorneys.id,
      accountId: attorneys.accountId,
      number: attorneys.number,
      expiresOn: attorneys.expiresOn,
      contact: contacts.name,
    })
    .from(attorneys)
    .innerJoin(contacts, eq(contacts.id, attorneys.contactId))
    .where(and(eq(attorneys.status, 'active'), gte(attorneys.expiresOn, from), lte(attorneys.expiresOn, to)))
    .orderBy(asc(attorneys.expiresOn), asc(attorneys.id));
}

/**
 * Who acts for the company an object's account belongs to (decision 0162): the account, and its
 * confirmed colleagues of the same role and INN once it is confirmed itself.
 */
export async function companyPeopleOf(db: DbExecutor, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(ownedByCompanyOf(accounts.id, accountId))
    .orderBy(asc(accounts.id));
  return rows.map((row) => row.id);
}
