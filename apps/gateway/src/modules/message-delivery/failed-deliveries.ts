import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type TFailedDelivery,
  type TNotificationKind,
} from '@agrolease/contracts/notifications';
import { type Database, schema } from '@agrolease/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

const { messageDeliveries, cabinetMessages, accounts } = schema;

const kindTitle = (kind: string) =>
  NOTIFICATION_KIND_INFO[
    (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as TNotificationKind) : 'other'
  ].title;

/** Letters and SMS given up after every retry, newest first, for the back office (decision 0169). */
export async function failedDeliveries(db: Database, page: number, size: number) {
  const failed = eq(messageDeliveries.status, 'failed');
  const [total] = await db.select({ total: count() }).from(messageDeliveries).where(failed);
  const rows = await db
    .select({
      delivery: messageDeliveries,
      message: {
        title: cabinetMessages.title,
        kind: cabinetMessages.kind,
        createdAt: cabinetMessages.createdAt,
      },
      account: {
        id: accounts.id,
        login: accounts.login,
        personName: accounts.personName,
        role: accounts.role,
        companyTitle: accounts.companyTitle,
        email: accounts.email,
        phone: accounts.phone,
      },
    })
    .from(messageDeliveries)
    .innerJoin(cabinetMessages, eq(cabinetMessages.id, messageDeliveries.messageId))
    .innerJoin(accounts, eq(accounts.id, messageDeliveries.accountId))
    .where(failed)
    .orderBy(desc(messageDeliveries.id))
    .limit(size)
    .offset((page - 1) * size);
  const items: TFailedDelivery[] = rows.map(({ delivery, message, account }) => ({
    id: delivery.id,
    message_date: message.createdAt.toISOString(),
    account: { id: account.id, login: account.login, name: account.personName, role: account.role },
    company: account.companyTitle,
    channel: delivery.channel,
    recipient: delivery.channel === 'sms' ? account.phone : account.email,
    title: message.title,
    kind_title: kindTitle(message.kind),
    attempts: delivery.attempts,
    last_error: delivery.lastError,
  }));
  const countCollection = total?.total ?? 0;
  return {
    success: true as const,
    items,
    count_collection: countCollection,
    page,
    pages: Math.max(1, Math.ceil(countCollection / size)),
    items_pp: size,
  };
}

/**
 * A manager sends a failed delivery again: it is due at once with its tries counted afresh, and
 * the dispatcher's next round sends it (to the address or phone the account has by then). Only a
 * failed one: a delivery sent, skipped or still being tried answers 409, so that a double click
 * cannot send a letter twice.
 */
export async function resendFailedDelivery(db: Database, id: number, now: Date) {
  const [resent] = await db
    .update(messageDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: '' })
    .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, 'failed')))
    .returning({ id: messageDeliveries.id });
  if (resent) return { success: true as const, id_delivery: resent.id };
  const [exists] = await db
    .select({ id: messageDeliveries.id })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.id, id));
  if (!exists) throw new AppError('NOT_FOUND', 'Доставка не найдена');
  throw new AppError('CONFLICT', 'Эта доставка уже отправляется снова или отправлена: обновите страницу');
}
