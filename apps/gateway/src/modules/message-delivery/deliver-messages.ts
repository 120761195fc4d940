import { type Database, schema } from '@agrolease/db';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { channelChosen } from '../notification-settings/index.ts';
import { messageLetter, messageSms, nextAttemptAt } from './message-letter.ts';

const { messageDeliveries, cabinetMessages, accounts } = schema;

export interface DeliveryDeps {
  db: Database;
  mail: MailSender;
  sms: SmsSender;
  siteAddress: string;
}

/** Letters a round takes at most; a full round is followed by another at once. */
export const DELIVERY_BATCH = 20;

export interface DeliveryRound {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** How long a taken letter is left to its round before another round may take it again. */
const SENDING_LEASE_MS = 10 * 60_000;

/**
 * Sends the due letters and SMS of cabinet messages (decisions 0164, 0169), at most `limit` of
 * them, each by the channel of its row and only if the person still wants that channel for the
 * message's kind. A round
 * first takes its rows in a short transaction (`for update skip locked`, moving their next try
 * past a lease), so that any number of instances or overlapping rounds take each row once; it
 * sends outside any transaction (the embedded database has one connection, and the outbox
 * adapter writes through it) and records each outcome. A send that fails waits for its next try,
 * and after the last one stays `failed` with its error; a round that dies mid-way leaves its rows
 * to be taken again once the lease is over.
 */
export async function deliverDueMessages(
  deps: DeliveryDeps,
  now = new Date(),
  limit = DELIVERY_BATCH,
): Promise<DeliveryRound> {
  const taken = await takeDueDeliveries(deps.db, now, limit);
  const round: DeliveryRound = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (const row of await deliveriesToSend(deps.db, taken)) {
    round[await sendDelivery(deps, row, row.attempts + 1, now)] += 1;
  }
  return round;
}

/**
 * Takes up to `limit` due deliveries for this round or relay, in a short transaction `for update
 * skip locked` that moves their next try past a lease, so that no other round takes them.
 */
export async function takeDueDeliveries(db: Database, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messageDeliveries.id, attempts: messageDeliveries.attempts })
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.status, 'pending'), lte(messageDeliveries.nextAttemptAt, now)))
      .orderBy(asc(messageDeliveries.nextAttemptAt), asc(messageDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(messageDeliveries)
      .set({ nextAttemptAt: leaseEnd(now) })
      .where(
        inArray(
          messageDeliveries.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}

export function leaseEnd(now: Date): Date {
  return new Date(now.getTime() + SENDING_LEASE_MS);
}

/** The taken deliveries with what their letter or SMS needs. */
export function deliveriesToSend(db: Database, taken: { id: number }[]) {
  if (taken.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: messageDeliveries.id,
      accountId: messageDeliveries.accountId,
      channel: messageDeliveries.channel,
      attempts: messageDeliveries.attempts,
      title: cabinetMessages.title,
      body: cabinetMessages.body,
      entity: cabinetMessages.entity,
      entityId: cabinetMessages.entityId,
      kind: cabinetMessages.kind,
      email: accounts.email,
      phone: accounts.phone,
      role: accounts.role,
      personName: accounts.personName,
    })
    .from(messageDeliveries)
    .innerJoin(cabinetMessages, eq(cabinetMessages.id, messageDeliveries.messageId))
    .innerJoin(accounts, eq(accounts.id, messageDeliveries.accountId))
    .where(
      inArray(
        messageDeliveries.id,
        taken.map((row) => row.id),
      ),
    )
    .orderBy(asc(messageDeliveries.id));
}

type DeliveryToSend = Awaited<ReturnType<typeof deliveriesToSend>>[number];

/**
 * Sends one taken delivery as its `attempt`-th try, if the person still wants its channel for
 * the message's kind, and records the outcome: sent, skipped, a later try, or failed for good.
 */
export async function sendDelivery(
  deps: DeliveryDeps,
  row: DeliveryToSend,
  attempt: number,
  now: Date,
): Promise<keyof DeliveryRound> {
  const done = (set: Partial<typeof messageDeliveries.$inferInsert>) =>
    deps.db.update(messageDeliveries).set(set).where(eq(messageDeliveries.id, row.id));
  // The person's choice as it is now: switched off while the message waited holds (decision 0169).
  if (!(await channelChosen(deps.db, row.accountId, row.kind, row.channel))) {
    await done({ status: 'skipped', lastError: 'Отключено в настройках уведомлений' });
    return 'skipped';
  }
  const recipient = row.channel === 'sms' ? row.phone : row.email;
  if (!recipient) {
    await done({
      status: 'skipped',
      lastError:
        row.channel === 'sms'
          ? 'У учётной записи нет телефона'
          : 'У учётной записи нет адреса электронной почты',
    });
    return 'skipped';
  }
  try {
    if (row.channel === 'sms') {
      await deps.sms.send({ to: recipient, text: messageSms(row, row.role, deps.siteAddress) });
    } else {
      await deps.mail.send({ to: recipient, ...messageLetter(row, row, deps.siteAddress) });
    }
    await done({ status: 'sent', attempts: attempt, sentTo: recipient, sentAt: now, lastError: '' });
    return 'sent';
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const next = nextAttemptAt(attempt, now);
    await done(
      next
        ? { attempts: attempt, nextAttemptAt: next, lastError }
        : { attempts: attempt, status: 'failed', lastError },
    );
    return next ? 'retried' : 'failed';
  }
}
