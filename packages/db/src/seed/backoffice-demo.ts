import { applicationCode } from '@agrolease/domain';
import { asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicationProducts, applications } from '../schema/cabinet.ts';
import { priceLevels, products } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';

/**
 * The back office's demo (decision 0064): one application of the demo client, sent the day
 * before and waiting for the manager, with two machines of the catalogue at real price levels.
 * Deterministic: the machines are the first two products (by id) of different categories.
 */
export async function seedBackofficeDemo(db: DbExecutor, today: Date): Promise<void> {
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  if (!client) return;
  const firstOf = async (excludeCategory?: number) => {
    const [row] = await db
      .select({
        productId: products.id,
        categoryId: products.categoryId,
        levelId: priceLevels.id,
        value: priceLevels.value,
      })
      .from(products)
      .innerJoin(priceLevels, eq(priceLevels.productId, products.id))
      .where(excludeCategory === undefined ? undefined : ne(products.categoryId, excludeCategory))
      .orderBy(asc(products.id), asc(priceLevels.sort), asc(priceLevels.id))
      .limit(1);
    return row;
  };
  const first = await firstOf();
  const second = first && (await firstOf(first.categoryId));
  if (!first || !second) return;
  const chosen = [first, second];
  const submittedAt = new Date(today.getTime() - 24 * 60 * 60 * 1000);
  const [application] = await db
    .insert(applications)
    .values({
      accountId: client.id,
      status: 'submitted',
      step: 8,
      maxStep: 8,
      form: { advancePay: '25', orderPeriod: '36', RepaymentType: 'annuity' },
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: applications.id });
  if (!application) return;
  await db
    .update(applications)
    .set({ code: applicationCode(application.id) })
    .where(eq(applications.id, application.id));
  await db.insert(applicationProducts).values(
    chosen.map((line, index) => ({
      applicationId: application.id,
      productId: line.productId,
      priceLevelId: line.levelId,
      quantity: index === 0 ? 2 : 1,
      price: line.value,
    })),
  );
}
