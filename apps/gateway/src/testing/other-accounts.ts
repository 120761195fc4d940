import { schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
import type { TestGateway } from './build-test-gateway.ts';
import { type CabinetSession, signInAs } from './cabinet-session.ts';

/**
 * A second account of a demo account's role beside it, for the ownership cases ("another agent",
 * "another factoring customer"): same password and accepted agreements, its own login, company and
 * a phone of its own. Each test file names its own login.
 */
export async function anotherAccountLike(
  gateway: TestGateway,
  demoLogin: string,
  account: { login: string; companyTitle: string; inn: string },
): Promise<CabinetSession> {
  const { db } = gateway.database;
  const [demo] = await db.select().from(schema.accounts).where(eq(schema.accounts.login, demoLogin));
  if (!demo) throw new Error(`no ${demoLogin}`);
  const suffix = (await db.select({ id: schema.accounts.id }).from(schema.accounts)).length;
  await db
    .insert(schema.accounts)
    .values({
      login: account.login,
      email: `${account.login}@test.agrolease.local`,
      phone: `+7955${String(2_000_000 + suffix).slice(-7)}`,
      passwordHash: demo.passwordHash,
      role: demo.role,
      companyTitle: account.companyTitle,
      inn: account.inn,
      agreementsAcceptedAt: demo.agreementsAcceptedAt,
      companyStatus: 'confirmed',
    })
    .onConflictDoNothing();
  return signInAs(gateway, account.login);
}

/** A second agent beside the demo one («ИП Другой агент»). */
export function otherAgent(gateway: TestGateway, login: string): Promise<CabinetSession> {
  return anotherAccountLike(gateway, 'agent', { login, companyTitle: 'ИП Другой агент', inn: '7707083893' });
}

/** A second factoring supplier or customer beside the demo one, its company named after the login. */
export function otherFactoringAccount(
  gateway: TestGateway,
  role: 'factoring-supplier' | 'factoring-customer',
  login: string,
): Promise<CabinetSession> {
  return anotherAccountLike(gateway, role, {
    login,
    companyTitle: `ООО «${login}»`,
    inn: role === 'factoring-supplier' ? '7707083893' : '7736050003',
  });
}
