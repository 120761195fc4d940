import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { attorneys } from '../schema/attorneys.ts';
import { contacts } from '../schema/contacts.ts';
import { accounts } from '../schema/identity.ts';

/**
 * The demo client's chief accountant with a machine-readable power of attorney in force
 * (decision 0099): the МЧД as the wizard records it once its XML and the head's signature were
 * checked — number, term, representative, the signing power. The seed writes no files, so the
 * demo row has no XML or .sig attached; /cabinet/v2/info/ shows it and it can be revoked.
 */
export const DEMO_ATTORNEY = {
  contact: 'Смирнова Ольга Викторовна',
  number: '3f6a2c10-8d4b-4e7a-9c21-5b0e7d9a4f18',
  snils: '12345678964',
  inn: '366298765470',
} as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function seedAttorneyDemo(db: DbExecutor, today: Date): Promise<void> {
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  if (!client) return;
  const [existing] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.accountId, client.id), eq(contacts.name, DEMO_ATTORNEY.contact)))
    .limit(1);
  const contact =
    existing ??
    (
      await db
        .insert(contacts)
        .values({
          accountId: client.id,
          name: DEMO_ATTORNEY.contact,
          position: 'Главный бухгалтер',
          phone: '+79000000101',
          email: 'buh@rassvet.demo.agrolease.local',
          phoneVerified: true,
          emailVerified: true,
          finished: true,
        })
        .returning()
    )[0];
  if (!contact) return;
  await db
    .insert(attorneys)
    .values({
      accountId: client.id,
      contactId: contact.id,
      kind: 'm4d',
      status: 'active',
      maxStep: 3,
      number: DEMO_ATTORNEY.number,
      issuedOn: day(new Date(today.getTime() - 30 * 86_400_000)),
      expiresOn: day(new Date(today.getTime() + 335 * 86_400_000)),
      position: 'Главный бухгалтер',
      representativeInn: DEMO_ATTORNEY.inn,
      representativeSnils: DEMO_ATTORNEY.snils,
      facts: {
        principal: { title: client.companyTitle, inn: client.inn, head: { name: client.personName } },
        representative: { name: DEMO_ATTORNEY.contact, inn: DEMO_ATTORNEY.inn, snils: DEMO_ATTORNEY.snils },
        textPowers: [],
      },
      powers: ['AGROLEASE_SIGN', 'AGROLEASE_APPLY'],
      signedBy: `${client.personName} (демонстрационные данные)`,
      activatedAt: today,
    })
    .onConflictDoNothing();
}
