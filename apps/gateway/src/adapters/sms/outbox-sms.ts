import { type Database, schema } from '@agrolease/db';
import type { SmsSender } from './sms-sender.ts';

/** Development and tests: the message lands in the outbox table, shown at /dev/outbox. */
export function createOutboxSms(db: Database): SmsSender {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(schema.outbox).values({ channel: 'sms', recipient: to, body: text });
    },
  };
}
