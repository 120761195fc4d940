import { type DbExecutor, ownedByCompanyOf, preparedQuery, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';

const {
  applications,
  applicationProducts,
  products,
  categories,
  offers,
  deals,
  cabinetOrders,
  payments,
  cabinetDocuments,
  cabinetMessages,
  notifications,
} = schema;

export type ApplicationRow = typeof applications.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type OrderRow = typeof cabinetOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type MessageRow = typeof cabinetMessages.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export interface ApplicationProductRow {
  applicationId: number;
  title: string;
  categoryId: number;
  price: number;
  quantity: number;
  complect: { price: number; quantity: number }[];
}

/** The account's id in the prepared per-account queries below (decision 0127). */
const accountIdParam = sql.placeholder('accountId');

const applicationsOfAccount = preparedQuery('cabinet_account_applications', (db) =>
  db
    .select()
    .from(applications)
    .where(ownedByCompanyOf(applications.accountId, accountIdParam))
    .orderBy(desc(applications.id)),
);

export function accountApplications(db: DbExecutor, accountId: number): Promise<ApplicationRow[]> {
  return applicationsOfAccount(db, { accountId });
}

/** An application's product as the cabinet shows it: the product's title and category, the saved price. */
const applicationProductColumns = {
  applicationId: applicationProducts.applicationId,
  title: products.title,
  categoryId: products.categoryId,
  price: applicationProducts.price,
  quantity: applicationProducts.quantity,
  complect: applicationProducts.complect,
};

export async function productsOfApplications(
  db: DbExecutor,
  applicationIds: readonly number[],
): Promise<ApplicationProductRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select(applicationProductColumns)
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(inArray(applicationProducts.applicationId, [...applicationIds]))
    .orderBy(asc(applicationProducts.id));
}

const productsOfAccount = preparedQuery('cabinet_account_application_products', (db) =>
  db
    .select(applicationProductColumns)
    .from(applicationProducts)
    .innerJoin(applications, eq(applications.id, applicationProducts.applicationId))
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(ownedByCompanyOf(applications.accountId, accountIdParam))
    .orderBy(asc(applicationProducts.id)),
);

/**
 * The products of all the account's applications, as productsOfApplications gives them for the
 * account's application ids: asked beside the applications instead of after them.
 */
export function productsOfAccountApplications(
  db: DbExecutor,
  accountId: number,
): Promise<ApplicationProductRow[]> {
  return productsOfAccount(db, { accountId });
}

const dealsOfAccount = preparedQuery('cabinet_account_deals', (db) =>
  db.select().from(deals).where(ownedByCompanyOf(deals.accountId, accountIdParam)).orderBy(desc(deals.id)),
);

export function accountDeals(db: DbExecutor, accountId: number): Promise<DealRow[]> {
  return dealsOfAccount(db, { accountId });
}

const offersOfAccount = preparedQuery('cabinet_account_offers', (db) =>
  db.select().from(offers).where(ownedByCompanyOf(offers.accountId, accountIdParam)).orderBy(desc(offers.id)),
);

export function accountOffers(db: DbExecutor, accountId: number): Promise<OfferRow[]> {
  return offersOfAccount(db, { accountId });
}

const ordersOfAccount = preparedQuery('cabinet_account_orders', (db) =>
  db
    .select()
    .from(cabinetOrders)
    .where(ownedByCompanyOf(cabinetOrders.accountId, accountIdParam))
    .orderBy(desc(cabinetOrders.contractDate), desc(cabinetOrders.id)),
);

export function accountOrders(db: DbExecutor, accountId: number): Promise<OrderRow[]> {
  return ordersOfAccount(db, { accountId });
}

/** One order (lease contract) of the account; another account's order is not found. */
export async function findOwnOrder(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetOrders)
    .where(and(eq(cabinetOrders.id, id), ownedByCompanyOf(cabinetOrders.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findDeal(db: DbExecutor, id: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
  return row;
}

/** The account's payments in schedule order (by order, then due day). */
const paymentsOfAccount = preparedQuery('cabinet_account_payments', (db) =>
  db
    .select()
    .from(payments)
    .where(ownedByCompanyOf(payments.accountId, accountIdParam))
    .orderBy(asc(payments.orderId), asc(payments.dueDate), asc(payments.id)),
);

export function accountPayments(db: DbExecutor, accountId: number): Promise<PaymentRow[]> {
  return paymentsOfAccount(db, { accountId });
}

export async function deleteDraft(db: DbExecutor, accountId: number, id: number): Promise<number> {
  const rows = await db
    .delete(applications)
    .where(
      and(
        eq(applications.id, id),
        ownedByCompanyOf(applications.accountId, accountId),
        eq(applications.status, 'draft'),
      ),
    )
    .returning({ id: applications.id });
  return rows.length;
}

export async function messagesPage(
  db: DbExecutor,
  accountId: number,
  options: { limit: number; offset: number; oldestFirst: boolean },
): Promise<{ rows: MessageRow[]; total: number; unread: number }> {
  const order = options.oldestFirst
    ? [asc(cabinetMessages.createdAt), asc(cabinetMessages.id)]
    : [desc(cabinetMessages.createdAt), desc(cabinetMessages.id)];
  const rows = await db
    .select()
    .from(cabinetMessages)
    .where(eq(cabinetMessages.accountId, accountId))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${cabinetMessages.readAt} is null)`.mapWith(Number),
    })
    .from(cabinetMessages)
    .where(eq(cabinetMessages.accountId, accountId));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/**
 * An account's newest messages and its unread count in one round trip (the dashboard's block):
 * the window count is taken over all the account's messages, before the limit.
 */
const newestMessagesOfAccount = preparedQuery('cabinet_account_latest_messages', (db) =>
  db
    .select({
      message: cabinetMessages,
      unread: sql<number>`count(*) filter (where ${cabinetMessages.readAt} is null) over ()`.mapWith(Number),
    })
    .from(cabinetMessages)
    .where(eq(cabinetMessages.accountId, accountIdParam))
    .orderBy(desc(cabinetMessages.createdAt), desc(cabinetMessages.id))
    .limit(sql.placeholder('limit')),
);

export async function latestMessages(
  db: DbExecutor,
  accountId: number,
  limit: number,
): Promise<{ rows: MessageRow[]; unread: number }> {
  const rows = await newestMessagesOfAccount(db, { accountId, limit });
  return { rows: rows.map((row) => row.message), unread: rows[0]?.unread ?? 0 };
}

export async function findOwnMessage(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetMessages)
    .where(and(eq(cabinetMessages.id, id), eq(cabinetMessages.accountId, accountId)))
    .limit(1);
  return row;
}

export async function markMessageRead(db: DbExecutor, id: number, now: Date): Promise<void> {
  await db
    .update(cabinetMessages)
    .set({ readAt: now })
    .where(and(eq(cabinetMessages.id, id), isNull(cabinetMessages.readAt)));
}

/** The account's notifications not yet shown, oldest first (a read: the poll is a GET). */
export function undeliveredNotifications(db: DbExecutor, accountId: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.deliveredAt)))
    .orderBy(asc(notifications.id));
}

/** Marks the account's notifications up to an id as shown; how many were still waiting. */
export async function acknowledgeNotifications(db: DbExecutor, accountId: number, upTo: number, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ deliveredAt: now })
    .where(
      and(
        eq(notifications.accountId, accountId),
        isNull(notifications.deliveredAt),
        lte(notifications.id, upTo),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** What a dashboard's product card shows of a product and its category. */
const productCardColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  image: products.image,
  categoryId: products.categoryId,
  categoryTitle: categories.title,
};

const cardsOfCategories = preparedQuery('cabinet_category_product_cards', (db) =>
  db
    .select(productCardColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.categoryId} = any(${sql.placeholder('categoryIds')}::integer[])`)
    .orderBy(asc(products.id))
    .limit(sql.placeholder('limit')),
);

/** Cards of catalogue products from the given categories, the first by id (the recommendations). */
export function productCards(db: DbExecutor, where: { categoryIds: readonly number[]; limit: number }) {
  return cardsOfCategories(db, { categoryIds: [...where.categoryIds], limit: where.limit });
}

const offerCardsOfBothKinds = preparedQuery('cabinet_offer_cards', (db) => {
  const cards = (flag: 'monthly' | 'special') =>
    db
      .select({
        flag: sql<'monthly' | 'special'>`${sql.raw(`'${flag}'`)}::text`.as('flag'),
        ...productCardColumns,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(flag === 'monthly' ? eq(products.isMonthlyOffer, true) : eq(products.isSpecialOffer, true))
      .orderBy(asc(products.id))
      .limit(sql.placeholder(flag));
  return unionAll(cards('monthly'), cards('special'));
});

/**
 * The monthly offers and the special offers (each the first by id, as productCards gives them)
 * in one round trip: the two lists every dashboard carries.
 */
export async function offerCards(db: DbExecutor, limits: { monthly: number; special: number }) {
  const rows = await offerCardsOfBothKinds(db, limits);
  return {
    monthly: rows.filter((row) => row.flag === 'monthly'),
    special: rows.filter((row) => row.flag === 'special'),
  };
}

/** A LIKE pattern that matches the text anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function searchApplications(db: DbExecutor, accountId: number, pattern: string) {
  return db
    .selectDistinct({
      id: applications.id,
      code: applications.code,
      status: applications.status,
      step: applications.step,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .leftJoin(applicationProducts, eq(applicationProducts.applicationId, applications.id))
    .leftJoin(products, eq(products.id, applicationProducts.productId))
    .where(
      and(
        ownedByCompanyOf(applications.accountId, accountId),
        or(ilike(applications.code, pattern), ilike(products.title, pattern)),
      ),
    )
    .orderBy(desc(applications.id));
}

export function searchOrders(db: DbExecutor, accountId: number, pattern: string) {
  return db
    .select()
    .from(cabinetOrders)
    .where(
      and(
        ownedByCompanyOf(cabinetOrders.accountId, accountId),
        or(ilike(cabinetOrders.contractName, pattern), ilike(cabinetOrders.supplyCode, pattern)),
      ),
    )
    .orderBy(desc(cabinetOrders.contractDate));
}

export function searchDocuments(db: DbExecutor, accountId: number, pattern: string) {
  return db
    .select()
    .from(cabinetDocuments)
    .where(
      and(ownedByCompanyOf(cabinetDocuments.accountId, accountId), ilike(cabinetDocuments.title, pattern)),
    )
    .orderBy(desc(cabinetDocuments.createdAt));
}

export function searchMessages(db: DbExecutor, accountId: number, pattern: string) {
  return db
    .select()
    .from(cabinetMessages)
    .where(
      and(
        eq(cabinetMessages.accountId, accountId),
        or(ilike(cabinetMessages.title, pattern), ilike(cabinetMessages.body, pattern)),
      ),
    )
    .orderBy(desc(cabinetMessages.createdAt));
}
