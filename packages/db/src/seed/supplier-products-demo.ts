import { completeOgrn } from '@agrolease/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';

const VORONEZH_REGION_FIAS_ID = 'b756fe6b-bbd3-44d5-9302-5bfcc740f46e';

/**
 * The demo supplier's company in the catalogue (issue 13, decision 0086): a supplier account's
 * company is the catalogue supplier with the account's INN. The last generated supplier becomes
 * the demo account's company (its title, INN and city), so the demo `supplier` holds that
 * supplier's machines with their price levels. Deterministic: the same supplier on every start.
 */
export async function seedSupplierProductsDemo(db: DbExecutor): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  if (!account) return;
  const [already] = await db.select().from(suppliers).where(eq(suppliers.inn, account.inn)).limit(1);
  if (already) return;
  const [last] = await db.select().from(suppliers).orderBy(desc(suppliers.id)).limit(1);
  if (!last) return;
  await db
    .update(suppliers)
    .set({
      title: account.companyTitle,
      inn: account.inn,
      ogrn: completeOgrn('112366400001'),
      kpp: '366401001',
      kind: 'dealer',
      city: 'Воронеж',
      regionFiasId: VORONEZH_REGION_FIAS_ID,
      description:
        'Официальный дилер сельскохозяйственной техники в г. Воронеж: продажа, сервис, запасные части, выездные бригады.',
      isAccredited: true,
    })
    .where(eq(suppliers.id, last.id));
}
