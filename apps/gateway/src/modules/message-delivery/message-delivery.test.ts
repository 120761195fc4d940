import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import { insertSubmittedApplication } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { deliveryDeps, setAsidePendingDeliveries } from '../../testing/message-deliveries.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { deliverDueMessages } from './deliver-messages.ts';

const { accounts, messageDeliveries, outbox } = schema;

describe.each(testDrivers())('letters of cabinet messages on %s', (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let client: { id: number; email: string };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    manager = await signInAs(gateway, 'manager');
    const [row] = await gateway.database.db.select().from(accounts).where(eq(accounts.login, 'client'));
    if (!row) throw new Error('no demo client');
    client = { id: row.id, email: row.email };
  });
  afterAll(() => gateway.close());
  beforeEach(() => setAsidePendingDeliveries(gateway.database.db));

  const deps = (mail?: MailSender) => deliveryDeps(gateway.database.db, mail);
  const lettersTo = (recipient: string) =>
    gateway.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

  it("a manager's decision reaches the client's address once, with a link to the application", async () => {
    const application = await insertSubmittedApplication(gateway, 'client');
    const before = (await lettersTo(client.email)).length;
    const rejected = await manager.post('/srv/Backoffice/Application/Reject', {
      id_object: String(application.id),
      reason: 'Нет залога',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await lettersTo(client.email)).length).toBe(before);

    expect(await deliverDueMessages(deps())).toMatchObject({ sent: 1, failed: 0 });
    const letters = await lettersTo(client.email);
    expect(letters).toHaveLength(before + 1);
    const letter = letters.at(-1);
    expect(letter?.subject).toContain(application.code);
    expect(letter?.body).toContain('Нет залога');
    // The link leads to the application itself (decision 0169).
    expect(letter?.body).toContain(`https://agrolease.example/cabinet/v2/client/apps/${application.id}`);
    // Sent once: the next round finds nothing to send.
    expect(await deliverDueMessages(deps())).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    expect(await lettersTo(client.email)).toHaveLength(before + 1);
  });

  it('overlapping rounds send each letter once', async () => {
    const ids: number[] = [];
    await gateway.database.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n += 1) {
        await postToFeed(tx, client.id, { title: `Проверка доставки ${n}`, body: 'Текст', entity: 'test' });
      }
    });
    const rows = await gateway.database.db
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.status, 'pending'));
    ids.push(...rows.map((row) => row.id));
    expect(ids).toHaveLength(30);
    const rounds = await Promise.all([
      deliverDueMessages(deps(), new Date(), 20),
      deliverDueMessages(deps(), new Date(), 20),
    ]);
    const more = await deliverDueMessages(deps(), new Date(), 20);
    expect(rounds.reduce((sum, round) => sum + round.sent, more.sent)).toBe(30);
    const sent = await gateway.database.db
      .select()
      .from(messageDeliveries)
      .where(and(inArray(messageDeliveries.id, ids), eq(messageDeliveries.status, 'sent')));
    expect(sent).toHaveLength(30);
    const letters = (await lettersTo(client.email)).filter((letter) =>
      letter.subject.includes('Проверка доставки'),
    );
    expect(letters).toHaveLength(30);
  });

  it('a failed send is tried again later, then kept as failed; an account without an address is skipped', async () => {
    await gateway.database.db.transaction((tx) =>
      postToFeed(tx, client.id, { title: 'Письмо, которое не уходит', body: 'Текст', entity: 'test' }),
    );
    const broken: MailSender = {
      name: 'broken',
      send: async () => {
        throw new Error('SMTP 451: попробуйте позже');
      },
    };
    let now = new Date();
    expect(await deliverDueMessages(deps(broken), now)).toMatchObject({ sent: 0, retried: 1 });
    // Not due again until its pause has passed.
    expect(await deliverDueMessages(deps(broken), now)).toMatchObject({ retried: 0 });
    for (const [retried, failed] of [
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ]) {
      now = new Date(now.getTime() + 3 * 3600_000);
      expect(await deliverDueMessages(deps(broken), now)).toMatchObject({ retried, failed });
    }
    const [failed] = await gateway.database.db
      .select()
      .from(messageDeliveries)
      .where(
        and(
          eq(messageDeliveries.status, 'failed'),
          eq(messageDeliveries.lastError, 'SMTP 451: попробуйте позже'),
        ),
      );
    expect(failed).toMatchObject({ attempts: 5, lastError: 'SMTP 451: попробуйте позже' });

    const [nobody] = await gateway.database.db
      .update(accounts)
      .set({ email: '' })
      .where(eq(accounts.login, 'supplier'))
      .returning({ id: accounts.id });
    await gateway.database.db.transaction((tx) =>
      postToFeed(tx, nobody?.id ?? 0, { title: 'Без адреса', body: 'Текст', entity: 'test' }),
    );
    expect(await deliverDueMessages(deps(), now)).toMatchObject({ skipped: 1, sent: 0 });
  });
});
