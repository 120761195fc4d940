import { schema } from '@agrolease/db';
import { asc, eq } from 'drizzle-orm';
import type { TestGateway } from './build-test-gateway.ts';
import { type CabinetSession, signInAs } from './cabinet-session.ts';

/**
 * An accredited supplier beside the demo one, whose company is the catalogue's first supplier:
 * "another supplier" of the supplier tests (each test file names its own login).
 */
export async function otherAccreditedSupplier(gateway: TestGateway, login: string): Promise<CabinetSession> {
  const { db } = gateway.database;
  const [demo] = await db.select().from(schema.accounts).where(eq(schema.accounts.login, 'supplier'));
  const [first] = await db.select().from(schema.suppliers).orderBy(asc(schema.suppliers.id)).limit(1);
  if (!demo || !first) throw new Error('no demo supplier');
  const suffix = (await db.select({ id: schema.accounts.id }).from(schema.accounts)).length;
  await db
    .insert(schema.accounts)
    .values({
      login,
      email: `${login}@test.agrolease.local`,
      phone: `+7955${String(1_000_000 + suffix).slice(-7)}`,
      passwordHash: demo.passwordHash,
      role: 'supplier',
      isAccredited: true,
      companyTitle: first.title,
      inn: first.inn,
      agreementsAcceptedAt: demo.agreementsAcceptedAt,
    })
    .onConflictDoNothing();
  return signInAs(gateway, login);
}
