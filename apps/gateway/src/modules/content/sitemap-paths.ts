import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { moscowDay } from '@agrolease/domain';
import { and, asc, eq, exists, gte, lte, or } from 'drizzle-orm';

const { agents, products, saleCategories, saleLots, suppliers, supplierSpecialOffers } = schema;

/**
 * The sitemap's pages beyond the content and the catalogue (issue 16): the special offers
 * (/specialoffers/ lists the monthly, special and buy-now machines), the sale catalogue's
 * sections and lots, the suppliers and the agents. A machine with a supplier's accepted offer
 * running today is among the special offers too (decision 0106).
 */
export async function marketSitemapPaths(db: Database): Promise<{ loc: string; priority: number }[]> {
  const today = moscowDay();
  const running = db
    .select({ id: supplierSpecialOffers.id })
    .from(supplierSpecialOffers)
    .where(
      and(
        eq(supplierSpecialOffers.productId, products.id),
        eq(supplierSpecialOffers.status, 'accepted'),
        lte(supplierSpecialOffers.startsOn, today),
        gte(supplierSpecialOffers.endsOn, today),
      ),
    );
  const [offers, categories, lots, supplierRows, agentRows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(or(products.isMonthlyOffer, products.isSpecialOffer, products.isBuyNow, exists(running)))
      .orderBy(asc(products.id)),
    db.select({ uri: saleCategories.uri }).from(saleCategories).orderBy(asc(saleCategories.sort)),
    db.select({ id: saleLots.id }).from(saleLots).orderBy(asc(saleLots.id)),
    db.select({ id: suppliers.id }).from(suppliers).orderBy(asc(suppliers.id)),
    db.select({ id: agents.id }).from(agents).orderBy(asc(agents.id)),
  ]);
  return [
    ...offers.map((row) => ({ loc: `/specialoffers/${row.id}/`, priority: 0.6 })),
    ...categories.map((row) => ({ loc: `/sale/catalog/${row.uri}/`, priority: 0.7 })),
    ...lots.map((row) => ({ loc: `/sale/${row.id}/`, priority: 0.5 })),
    ...supplierRows.map((row) => ({ loc: `/providers/${row.id}/`, priority: 0.5 })),
    ...agentRows.map((row) => ({ loc: `/agents/${row.id}/`, priority: 0.4 })),
  ];
}
