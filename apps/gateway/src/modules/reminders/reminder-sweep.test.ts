import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { addDays, moscowDay } from '@agrolease/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { insertOrderFor } from '../../testing/cabinet-orders.ts';
import { anotherAccountLike } from '../../testing/other-accounts.ts';
import { inDays, sweepReminders } from './reminder-sweep.ts';

const { accounts, attorneys, cabinetMessages, contacts, messageDeliveries, payments } = schema;

// 12:00 in Moscow: the sweep's day is the Moscow one.
const NOW = new Date('2030-06-10T09:00:00Z');
const TODAY = moscowDay(NOW);

describe.each(testDrivers())('the reminder sweep on %s', (driver) => {
  let gateway: TestGateway;
  let client: { id: number; inn: string; companyTitle: string };
  let colleagueId: number;
  let orderId: number;
  const attorneyIds: Record<string, number> = {};

  const messagesAbout = (entity: string, entityId: number, kind?: string) =>
    gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(
        and(
          eq(cabinetMessages.entity, entity),
          eq(cabinetMessages.entityId, entityId),
          kind === undefined ? undefined : eq(cabinetMessages.kind, kind),
        ),
      );

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const { db } = gateway.database;
    const [row] = await db.select().from(accounts).where(eq(accounts.login, 'client'));
    if (!row) throw new Error('no demo client');
    client = { id: row.id, inn: row.inn, companyTitle: row.companyTitle };
    await anotherAccountLike(gateway, 'client', {
      login: 'client-reminder-colleague',
      companyTitle: row.companyTitle,
      inn: row.inn,
    });
    const [colleague] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.login, 'client-reminder-colleague'));
    if (!colleague) throw new Error('no colleague');
    colleagueId = colleague.id;
    orderId = (await insertOrderFor(gateway, 'client')).id;
    const plan = {
      inThreeDays: { dueDate: addDays(TODAY, 3), paidAt: null },
      inTenDays: { dueDate: addDays(TODAY, 10), paidAt: null },
      overdue: { dueDate: addDays(TODAY, -5), paidAt: null },
      paidLate: { dueDate: addDays(TODAY, -20), paidAt: addDays(TODAY, -2) },
      // overdue before the sweep could tell it (decision 0174): not told at all
      longOverdue: { dueDate: addDays(TODAY, -45), paidAt: null },
    };
    for (const values of Object.values(plan)) {
      await db.insert(payments).values({ accountId: client.id, orderId, sum: 125_000, ...values });
    }
    const [contact] = await db
      .insert(contacts)
      .values({ accountId: client.id, name: 'Сидоров Пётр Ильич', finished: true })
      .returning({ id: contacts.id });
    const [otherContact] = await db
      .insert(contacts)
      .values({ accountId: client.id, name: 'Козлова Анна Петровна', finished: true })
      .returning({ id: contacts.id });
    if (!contact || !otherContact) throw new Error('no contact');
    for (const [name, values] of Object.entries({
      soon: { contactId: contact.id, number: 'Д-14', expiresOn: addDays(TODAY, 14) },
      later: { contactId: otherContact.id, number: 'Д-30', expiresOn: addDays(TODAY, 30) },
    })) {
      const [attorney] = await db
        .insert(attorneys)
        .values({ accountId: client.id, status: 'active', issuedOn: addDays(TODAY, -300), ...values })
        .returning({ id: attorneys.id });
      if (!attorney) throw new Error('no attorney');
      attorneyIds[name] = attorney.id;
    }
  });
  afterAll(() => gateway.close());

  it('words the days left in Russian', () => {
    expect([inDays(3), inDays(2), inDays(1), inDays(0), inDays(14), inDays(21)]).toEqual([
      'через 3 дня',
      'через 2 дня',
      'завтра',
      'сегодня',
      'через 14 дней',
      'через 21 день',
    ]);
  });

  it('tells the company of a payment due in 3 days and of an overdue one, each once, by letter and SMS', async () => {
    await sweepReminders(gateway.database.db, NOW);
    const due = await messagesAbout('order', orderId, 'payment-due');
    expect(due.map((message) => message.accountId).sort()).toEqual([client.id, colleagueId].sort());
    expect(due[0]?.title).toMatch(/^Платёж по договору Договор лизинга № ТЕСТ-\d+ через 3 дня$/);
    expect(due[0]?.body).toContain('125');
    const overdue = await messagesAbout('order', orderId, 'payment-overdue');
    expect(overdue.map((message) => message.accountId).sort()).toEqual([client.id, colleagueId].sort());
    expect(overdue[0]?.title).toMatch(/^Платёж по договору .+ просрочен$/);
    const channels = await gateway.database.db
      .select({ channel: messageDeliveries.channel })
      .from(messageDeliveries)
      .where(
        inArray(
          messageDeliveries.messageId,
          [...due, ...overdue].filter((m) => m.accountId === client.id).map((m) => m.id),
        ),
      );
    expect(channels.map((row) => row.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
  });

  it('tells the holder of an attorney in force ending in 14 days, not one ending later', async () => {
    const soon = await messagesAbout('attorney', attorneyIds.soon ?? 0);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ accountId: client.id, kind: 'compliance' });
    expect(soon[0]?.title).toBe('Доверенность Д-14 истекает через 14 дней');
    expect(await messagesAbout('attorney', attorneyIds.later ?? 0)).toHaveLength(0);
  });

  it('posts nothing again on a second sweep, nor on two sweeps at once', async () => {
    const before = await gateway.database.db.select({ id: cabinetMessages.id }).from(cabinetMessages);
    const again = await sweepReminders(gateway.database.db, NOW);
    const [one, two] = await Promise.all([
      sweepReminders(gateway.database.db, NOW),
      sweepReminders(gateway.database.db, new Date(NOW.getTime() + 3_600_000)),
    ]);
    for (const tally of [again, one, two]) {
      expect(tally).toEqual({ paymentsDue: 0, paymentsOverdue: 0, attorneysExpiring: 0 });
    }
    const after = await gateway.database.db.select({ id: cabinetMessages.id }).from(cabinetMessages);
    expect(after).toHaveLength(before.length);
    expect(await messagesAbout('order', orderId, 'payment-due')).toHaveLength(2);
  });

  it('tells of a payment that comes within 3 days on a later day, and once it is overdue, once more', async () => {
    const later = new Date(NOW.getTime() + 8 * 86_400_000);
    const tally = await sweepReminders(gateway.database.db, later);
    expect(tally.paymentsDue).toBe(1);
    const due = await messagesAbout('order', orderId, 'payment-due');
    expect(due.filter((message) => message.title.endsWith('через 2 дня'))).toHaveLength(2);
    // the payment due in 3 days is overdue by now (2030-06-13 < 2030-06-18)
    expect(tally.paymentsOverdue).toBe(1);
    // two overdue payments for two people: the one paid late and the long overdue one are never told
    expect(await messagesAbout('order', orderId, 'payment-overdue')).toHaveLength(4);
  });
});
