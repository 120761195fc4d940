import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { eq, inArray } from 'drizzle-orm';
import type { MailSender } from '../adapters/mail/mail-sender.ts';
import { createOutboxMail } from '../adapters/mail/outbox-mail.ts';
import { createOutboxSms } from '../adapters/sms/outbox-sms.ts';
import type { DeliveryDeps } from '../modules/message-delivery/deliver-messages.ts';

/** The dispatcher's dependencies for a test: the outbox adapters, or the given mail sender. */
export function deliveryDeps(db: Database, mail?: MailSender): DeliveryDeps {
  return {
    db,
    mail: mail ?? createOutboxMail(db),
    sms: createOutboxSms(db),
    siteAddress: 'https://agrolease.example',
  };
}

/** Sets aside the deliveries an earlier case left waiting: each case starts with none due. */
export async function setAsidePendingDeliveries(db: Database): Promise<void> {
  await db
    .update(schema.messageDeliveries)
    .set({ status: 'skipped' })
    .where(eq(schema.messageDeliveries.status, 'pending'));
}

/**
 * What an account was told whose title matches: each message with its kind and the channels its
 * outbox rows go by (decision 0169), so a test reads that an event reached its party in the feed
 * and is on its way by letter (and SMS where the kind goes by it).
 */
export async function toldTo(
  db: Database,
  accountId: number,
  title: RegExp,
): Promise<{ title: string; kind: string; entity: string; channels: string[] }[]> {
  const messages = (
    await db.select().from(schema.cabinetMessages).where(eq(schema.cabinetMessages.accountId, accountId))
  ).filter((message) => title.test(message.title));
  if (messages.length === 0) return [];
  const deliveries = await db
    .select()
    .from(schema.messageDeliveries)
    .where(
      inArray(
        schema.messageDeliveries.messageId,
        messages.map((message) => message.id),
      ),
    );
  return messages.map((message) => ({
    title: message.title,
    kind: message.kind,
    entity: message.entity,
    channels: deliveries
      .filter((delivery) => delivery.messageId === message.id)
      .map((delivery) => delivery.channel)
      .sort(),
  }));
}
