import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import { APPROVAL, insertSubmittedApplication } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { deliveryDeps, setAsidePendingDeliveries } from '../../testing/message-deliveries.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { deliverDueMessages } from './deliver-messages.ts';

const { accounts, outbox } = schema;

describe.each(testDrivers())('notification choices, SMS and failed deliveries on %s', (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let client: CabinetSession;
  let account: { id: number; email: string; phone: string };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    manager = await signInAs(gateway, 'manager');
    client = await signInAs(gateway, 'client');
    const [row] = await gateway.database.db.select().from(accounts).where(eq(accounts.login, 'client'));
    if (!row) throw new Error('no demo client');
    account = { id: row.id, email: row.email, phone: row.phone };
  });
  afterAll(() => gateway.close());
  beforeEach(() => setAsidePendingDeliveries(gateway.database.db));

  const deps = (mail?: MailSender) => deliveryDeps(gateway.database.db, mail);
  const outboxTo = (channel: 'email' | 'sms', recipient: string) =>
    gateway.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, channel), eq(outbox.recipient, recipient)))
      .orderBy(desc(outbox.id));

  it('lists every kind with letters on by default; required kinds are locked with their reason', async () => {
    const response = await client.get('/srv/CabinetNotificationSettings');
    expect(response.statusCode).toBe(200);
    const { items, email, phone } = response.json();
    expect(email).toBe(account.email);
    expect(phone).toBe(account.phone);
    const byKind = Object.fromEntries(items.map((item: { kind: string }) => [item.kind, item]));
    expect(byKind.application).toMatchObject({ email: { enabled: true, locked: false }, sms: null });
    expect(byKind.offer).toMatchObject({ sms: { enabled: true, locked: false } });
    expect(byKind['document-to-sign'].email).toEqual({ enabled: true, locked: true });
    expect(byKind['document-to-sign'].required_reason).toMatch(/договор/);
  });

  it('refuses to switch a required kind off, a channel the kind has not, or an unknown kind, in Russian', async () => {
    const locked = await client.post('/srv/CabinetNotificationSettings/Set', {
      kind: 'payment-overdue',
      channel: 'sms',
      enabled: '0',
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ success: false, errors_list: [{ prop: 'enabled' }] });
    expect(locked.json().error_message).toContain('отключить нельзя');
    const noSms = await client.post('/srv/CabinetNotificationSettings/Set', {
      kind: 'complaint',
      channel: 'sms',
      enabled: '1',
    });
    expect(noSms.statusCode).toBe(400);
    expect(noSms.json().error_message).toContain('SMS');
    const unknown = await client.post('/srv/CabinetNotificationSettings/Set', {
      kind: 'lottery',
      channel: 'email',
      enabled: '1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_message).toBe('Неизвестный вид уведомлений');
    expect((await manager.get('/srv/CabinetNotificationSettings')).statusCode).toBe(200);
  });

  it('an approval goes by letter and by one short SMS with the link; a kind switched off is not sent', async () => {
    const smsBefore = (await outboxTo('sms', account.phone)).length;
    const approved = await insertSubmittedApplication(gateway, 'client');
    expect(
      (
        await manager.post('/srv/Backoffice/Application/Approve', {
          id_object: String(approved.id),
          ...APPROVAL,
        })
      ).statusCode,
    ).toBe(200);
    expect(await deliverDueMessages(deps())).toMatchObject({ sent: 2, failed: 0 });
    expect(await deliverDueMessages(deps())).toMatchObject({ sent: 0 });
    const sms = await outboxTo('sms', account.phone);
    expect(sms).toHaveLength(smsBefore + 1);
    expect(sms[0]?.body).toContain(`Заявка ${approved.code} одобрена`);
    expect(sms[0]?.body).toContain(`https://agrolease.example/cabinet/v2/client/apps/${approved.id}`);
    expect(sms[0]?.body.length).toBeLessThanOrEqual(134);
    const [letter] = await outboxTo('email', account.email);
    expect(letter?.body).toContain(`https://agrolease.example/cabinet/v2/client/apps/${approved.id}`);

    const off = await client.post('/srv/CabinetNotificationSettings/Set', {
      kind: 'application',
      channel: 'email',
      enabled: '0',
    });
    expect(off.json().item).toMatchObject({ kind: 'application', email: { enabled: false } });
    const lettersBefore = (await outboxTo('email', account.email)).length;
    const rejected = await insertSubmittedApplication(gateway, 'client');
    await manager.post('/srv/Backoffice/Application/Reject', {
      id_object: String(rejected.id),
      reason: 'Нет залога',
    });
    expect(await deliverDueMessages(deps())).toMatchObject({ sent: 0, skipped: 1 });
    expect(await outboxTo('email', account.email)).toHaveLength(lettersBefore);
    await client.post('/srv/CabinetNotificationSettings/Set', {
      kind: 'application',
      channel: 'email',
      enabled: '1',
    });
  });

  it('a failed letter is listed in the back office and sent once more on «Отправить снова»', async () => {
    await gateway.database.db.transaction((tx) =>
      postToFeed(tx, account.id, { title: 'Письмо для повторной отправки', body: 'Текст', entity: 'deal' }),
    );
    const broken: MailSender = {
      name: 'broken',
      send: async () => {
        throw new Error('SMTP 550: ящик недоступен');
      },
    };
    let now = new Date();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deliverDueMessages(deps(broken), now);
      now = new Date(now.getTime() + 3 * 3600_000);
    }
    expect((await client.get('/srv/Backoffice/FailedDeliveries')).statusCode).toBe(403);
    const list = await manager.get('/srv/Backoffice/FailedDeliveries');
    expect(list.statusCode).toBe(200);
    const failed = list
      .json()
      .items.find((item: { title: string }) => item.title === 'Письмо для повторной отправки');
    expect(failed).toMatchObject({
      channel: 'email',
      recipient: account.email,
      attempts: 5,
      last_error: 'SMTP 550: ящик недоступен',
      kind_title: 'Сделки и их этапы, реестры факторинга',
      account: { login: 'client' },
    });

    const resent = await manager.post('/srv/Backoffice/FailedDeliveries/Resend', {
      id_delivery: String(failed.id),
    });
    expect(resent.statusCode).toBe(200);
    const twice = await manager.post('/srv/Backoffice/FailedDeliveries/Resend', {
      id_delivery: String(failed.id),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error_message).toContain('обновите страницу');
    expect(
      (await manager.post('/srv/Backoffice/FailedDeliveries/Resend', { id_delivery: 'x' })).statusCode,
    ).toBe(400);
    expect(await deliverDueMessages(deps(), now)).toMatchObject({ sent: 1 });
    const letters = await gateway.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, '%Письмо для повторной отправки%'));
    expect(letters).toHaveLength(1);
    const after = await manager.get('/srv/Backoffice/FailedDeliveries');
    expect(after.json().items.some((item: { id: number }) => item.id === failed.id)).toBe(false);
  });
});
