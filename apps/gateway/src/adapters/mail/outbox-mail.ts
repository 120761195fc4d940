import { type Database, schema } from '@agrolease/db';
import type { MailSender } from './mail-sender.ts';

/**
 * Development and tests: the letter lands in the outbox table, shown at /dev/outbox. The outbox
 * keeps text (a letter's HTML part is not kept: its text says the same): an attachment is listed at the end of the letter by its name, type and size.
 */
export function createOutboxMail(db: Database): MailSender {
  return {
    name: 'outbox',
    async send({ to, subject, text, attachments = [] }) {
      const listed = attachments.map(
        ({ filename, contentType, content }) =>
          `Вложение: ${filename} (${contentType}, ${content.length} байт)`,
      );
      const body = [text, ...listed].join('\n\n');
      await db.insert(schema.outbox).values({ channel: 'email', recipient: to, subject, body });
    },
  };
}
