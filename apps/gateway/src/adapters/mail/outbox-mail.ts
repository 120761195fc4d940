import { type Database, schema } from '@agrolease/db';
import type { MailSender } from './mail-sender.ts';

/** Development and tests: the letter lands in the outbox table, shown at /dev/outbox. */
export function createOutboxMail(db: Database): MailSender {
  return {
    name: 'outbox',
    async send({ to, subject, text }) {
      await db.insert(schema.outbox).values({ channel: 'email', recipient: to, subject, body: text });
    },
  };
}
