import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { cabinetMessages } from '../schema/cabinet.ts';
import { accounts } from '../schema/identity.ts';
import { messageDeliveries } from '../schema/message-deliveries.ts';

/**
 * A letter the mail server refused for good (issue 37, decision 0169): the demo client's first
 * message, tried five times, waits in /backoffice/deliveries for «Отправить снова».
 */
export async function seedFailedDeliveryDemo(db: DbExecutor, today: Date): Promise<void> {
  const [message] = await db
    .select({ id: cabinetMessages.id, accountId: cabinetMessages.accountId })
    .from(cabinetMessages)
    .innerJoin(accounts, eq(accounts.id, cabinetMessages.accountId))
    .where(eq(accounts.login, 'client'))
    .orderBy(asc(cabinetMessages.id))
    .limit(1);
  if (!message) return;
  await db
    .insert(messageDeliveries)
    .values({
      messageId: message.id,
      accountId: message.accountId,
      channel: 'email',
      status: 'failed',
      attempts: 5,
      nextAttemptAt: today,
      lastError: '550 5.2.2 Mailbox full: почтовый ящик получателя переполнен',
    })
    .onConflictDoNothing();
}
