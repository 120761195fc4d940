import { completeInn, completeOgrn } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { accounts } from '../schema/identity.ts';

/**
 * A client whose company is not proven yet (issue 35, decision 0156): it registered by password
 * and claims «ООО «Поле Надежды»»; it may browse, calculate and keep a draft, and proves the
 * company at /cabinet/v2/info/company by the head's certificate or documents.
 */
export const UNCONFIRMED_CLIENT = {
  login: 'client-new',
  companyTitle: 'ООО «Поле Надежды»',
  inn: completeInn('366300991'),
  ogrn: completeOgrn('102360099100'),
  kpp: '366301001',
  email: 'client-new@demo.agrolease.local',
  phone: '+79000000010',
  personName: 'Зуев Антон Григорьевич',
};

export async function seedUnconfirmedClientDemo(db: DbExecutor, today: Date): Promise<void> {
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  if (!client) return;
  await db
    .insert(accounts)
    .values({
      ...UNCONFIRMED_CLIENT,
      passwordHash: client.passwordHash,
      role: 'client',
      agreementsAcceptedAt: today,
      companyStatus: 'unconfirmed',
    })
    .onConflictDoNothing();
}
