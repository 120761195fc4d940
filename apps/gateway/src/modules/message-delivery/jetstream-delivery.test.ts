import { randomUUID } from 'node:crypto';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryQueue, type DeliveryQueue } from '../../adapters/delivery-queue/delivery-queue.ts';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import { createOutboxMail } from '../../adapters/mail/outbox-mail.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { deliveryDeps } from '../../testing/message-deliveries.ts';
import { serviceAnswers, TEST_NATS_URL } from '../../testing/test-services.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { deliverQueuedMessage } from './queued-deliveries.ts';

const { accounts, messageDeliveries, outbox } = schema;

const natsUrl = serviceAnswers('NATS (TEST_NATS_URL)', Boolean(TEST_NATS_URL)) ? TEST_NATS_URL : undefined;
const onPostgres = testDrivers().includes('pg');

/** Waits (bounded) until `done` holds: the consumers send on their own time. */
async function until(what: string, done: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!natsUrl || !onPostgres)('deliveries through NATS JetStream on pg (decision 0177)', () => {
  const url = natsUrl ?? '';
  // A stream, subject and durable of this run only: runs on the shared NATS never meet.
  const suffix = randomUUID().slice(0, 8);
  const names = {
    stream: `AGROLEASE_DELIVERIES_TEST_${suffix}`,
    subject: `agrolease.test.${suffix}.deliveries`,
    consumer: `message-delivery-${suffix}`,
  };
  const sentBy = new Map<string, string[]>();
  let first: TestGateway;
  let second: TestGateway;
  let publisher: DeliveryQueue;

  /** An instance: its own connection to the shared durable, its letters to the common outbox. */
  const instance = (name: string, sameDatabaseAs?: TestGateway) => {
    const letters: string[] = [];
    sentBy.set(name, letters);
    let mail: MailSender | undefined;
    const counting: MailSender = {
      name: 'counting outbox',
      async send(letter) {
        letters.push(letter.subject);
        await mail?.send(letter);
      },
    };
    return buildTestGateway({
      driver: 'pg',
      sameDatabaseAs,
      config: { MESSAGE_DELIVERY_EVERY_MS: 50 },
      adapters: { deliveryQueue: createDeliveryQueue(url, names), mail: counting },
    }).then((gateway) => {
      mail = createOutboxMail(gateway.database.db);
      return gateway;
    });
  };

  beforeAll(async () => {
    first = await instance('first');
    second = await instance('second', first);
    publisher = createDeliveryQueue(url, names);
  });
  afterAll(async () => {
    await publisher?.close();
    await second?.close();
    await first?.close();
    const connection = await connect({ servers: url, name: 'agrolease-test-clean-up' });
    try {
      await (await jetstreamManager(connection)).streams.delete(names.stream);
    } catch {
      // never created: nothing to remove
    } finally {
      await connection.close();
    }
  });

  it('two instances on one durable send each of 50 letters exactly once, and a message given again sends nothing', async () => {
    const db = first.database.db;
    const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client'));
    if (!client) throw new Error('no demo client');
    const prefix = `Доставка через JetStream ${suffix}`;
    await db.transaction(async (tx) => {
      for (let n = 0; n < 50; n += 1) {
        await postToFeed(tx, client.id, { title: `${prefix} №${n}`, body: 'Текст', entity: 'test' });
      }
    });
    const ours = () =>
      db
        .select({
          id: messageDeliveries.id,
          status: messageDeliveries.status,
          attempts: messageDeliveries.attempts,
        })
        .from(messageDeliveries)
        .innerJoin(schema.cabinetMessages, eq(schema.cabinetMessages.id, messageDeliveries.messageId))
        .where(like(schema.cabinetMessages.title, `${prefix}%`));
    await until(
      '50 letters sent',
      async () => (await ours()).filter((row) => row.status === 'sent').length === 50,
    );

    const letters = await db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${prefix}%`));
    expect(letters).toHaveLength(50);
    expect(new Set(letters.map((letter) => letter.subject)).size).toBe(50);
    expect(letters.every((letter) => letter.recipient === client.email)).toBe(true);
    const bothInstances = [...(sentBy.get('first') ?? []), ...(sentBy.get('second') ?? [])];
    expect(bothInstances.filter((subject) => subject.includes(prefix))).toHaveLength(50);

    // JetStream gives every message again (a lost acknowledgement, a consumer gone mid-way):
    // the deliveries are recorded as sent, so nothing is sent twice.
    const rows = await ours();
    for (const row of rows) await publisher.publish({ delivery: row.id, attempts: 0 }, `again-${row.id}`);
    const connection = await connect({ servers: url, name: 'agrolease-test-watch' });
    try {
      const jsm = await jetstreamManager(connection);
      await until('the repeats handled', async () => {
        const info = await jsm.consumers.info(names.stream, names.consumer);
        return info.num_pending === 0 && info.num_ack_pending === 0;
      });
    } finally {
      await connection.close();
    }
    expect(
      await deliverQueuedMessage(deliveryDeps(db), { delivery: rows[0]?.id ?? 0, attempts: 0 }),
    ).toBeNull();
    expect(
      await db
        .select()
        .from(outbox)
        .where(like(outbox.subject, `%${prefix}%`)),
    ).toHaveLength(50);
  });
});
