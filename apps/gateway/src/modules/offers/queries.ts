import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, desc, eq } from 'drizzle-orm';

const { applicationProducts, deals, offers, products } = schema;

export type OfferRow = typeof offers.$inferSelect;

/** The application's latest offer (a decision makes at most one at a time). */
export async function findOfferOfApplication(
  db: DbExecutor,
  applicationId: number,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.id))
    .limit(1);
  return row;
}

export async function insertOffer(db: DbExecutor, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('offers insert returned no row');
  return row;
}

/**
 * Decides a pending offer; undefined when it was no longer pending (a repeated or concurrent
 * answer), so that the caller answers 409 instead of acting twice.
 */
export async function decidePendingOffer(
  db: DbExecutor,
  id: number,
  status: 'accepted' | 'rejected',
  now: Date,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(offers)
    .set({ status, decidedAt: now })
    .where(and(eq(offers.id, id), eq(offers.status, 'pending')))
    .returning();
  return row;
}

export async function findDealOfOffer(db: DbExecutor, offerId: number): Promise<number | null> {
  const [row] = await db.select({ id: deals.id }).from(deals).where(eq(deals.offerId, offerId)).limit(1);
  return row?.id ?? null;
}

export interface ApplicationLine {
  id: number;
  productId: number;
  /** The price level chosen in the application, if any. */
  priceLevelId: number | null;
  title: string;
  quantity: number;
  price: number;
  complect: { title: string; quantity: number; price: number }[];
}

/** The machinery of an application with the catalogue's titles, in the order it was chosen. */
export async function applicationLines(db: DbExecutor, applicationId: number): Promise<ApplicationLine[]> {
  return db
    .select({
      id: applicationProducts.id,
      productId: applicationProducts.productId,
      priceLevelId: applicationProducts.priceLevelId,
      title: products.title,
      quantity: applicationProducts.quantity,
      price: applicationProducts.price,
      complect: applicationProducts.complect,
    })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(eq(applicationProducts.applicationId, applicationId))
    .orderBy(asc(applicationProducts.id));
}
