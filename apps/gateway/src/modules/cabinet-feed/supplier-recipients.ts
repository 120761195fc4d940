import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

const { accounts, applicationProducts, products, suppliers } = schema;

/**
 * The accredited supplier accounts whose machines an application buys (their company in the
 * catalogue by INN, decision 0086): who hears of the client's answer to its offer, its deal's
 * move to shipment and complaints about it (decision 0177). An account not accredited has no
 * supplier's cabinet to read them in, and an INN only claimed must not learn of a client's deal.
 */
export async function supplierPeopleOfApplication(
  db: DbExecutor,
  applicationId: number | null,
): Promise<number[]> {
  if (applicationId === null) return [];
  const innsOfMachines = db
    .select({ inn: suppliers.inn })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(applicationProducts.applicationId, applicationId));
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'supplier'),
        eq(accounts.isAccredited, true),
        ne(accounts.inn, ''),
        inArray(accounts.inn, innsOfMachines),
      ),
    )
    .orderBy(asc(accounts.id));
  return rows.map((row) => row.id);
}
