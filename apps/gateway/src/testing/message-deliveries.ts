import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
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
