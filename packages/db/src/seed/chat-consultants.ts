import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { chatConsultants } from '../schema/chat-console.ts';
import { accounts } from '../schema/identity.ts';

/** How the demo manager appears in the visitors' chat widget (decision 0071). */
export async function seedChatConsultants(db: DbExecutor): Promise<void> {
  const [manager] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.login, 'manager'))
    .limit(1);
  if (!manager) return;
  await db
    .insert(chatConsultants)
    .values({
      accountId: manager.id,
      name: 'Елена Орлова',
      position: 'Ведущий менеджер по лизингу',
      photo: '/img/chat/managers/orlova.svg',
    })
    .onConflictDoNothing();
}
