import { schema } from '@agrolease/db';
import { asc, eq, ne } from 'drizzle-orm';
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
      companyStatus: 'confirmed',
    })
    .onConflictDoNothing();
  return signInAs(gateway, login);
}

/** The demo supplier's company INN (ООО «АгроТехника-Воронеж», seeded in the catalogue). */
export const DEMO_SUPPLIER_INN = '3664000028';

/**
 * The demo supplier's machines in the catalogue (ids in order) and one machine of another
 * supplier: what "own" and "another's" mean in the supplier tests.
 */
export async function demoSupplierCatalogue(
  gateway: TestGateway,
): Promise<{ companyId: number; ownIds: number[]; foreignId: number; foreignSupplierId: number }> {
  const { db } = gateway.database;
  const [company] = await db
    .select()
    .from(schema.suppliers)
    .where(eq(schema.suppliers.inn, DEMO_SUPPLIER_INN));
  if (!company) throw new Error('the demo supplier has no company in the catalogue');
  const own = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.supplierId, company.id))
    .orderBy(asc(schema.products.id));
  const [foreign] = await db
    .select({ id: schema.products.id, supplierId: schema.products.supplierId })
    .from(schema.products)
    .where(ne(schema.products.supplierId, company.id))
    .limit(1);
  if (!foreign) throw new Error('the catalogue has no machine of another supplier');
  return {
    companyId: company.id,
    ownIds: own.map((row) => row.id),
    foreignId: foreign.id,
    foreignSupplierId: foreign.supplierId,
  };
}
