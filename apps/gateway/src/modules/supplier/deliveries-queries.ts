import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DeliveryRow, deliveryDocumentColumns } from '../deal/index.ts';

const {
  accounts,
  applicationProducts,
  applications,
  cabinetFiles,
  cabinetOrders,
  deals,
  products,
  suppliers,
  supplierDeliveries,
  supplierDeliveryDocuments,
} = schema;

/**
 * Reads the client's applications and deals (decision 0090): the supplier sees those that buy its
 * machines, never drafts. Read-only joins, like the agent's module; the application and deal
 * modules keep writing them.
 */

/** The deal of an application: the latest one, if any. */
const dealOfApplication = sql`(select max(d.id) from deals d where d.application_id = ${applications.id})`;

function buysFrom(supplierId: number): SQL {
  return sql`exists (select 1 from ${applicationProducts} ap join ${products} p on p.id = ap.product_id
    where ap.application_id = ${applications.id} and p.supplier_id = ${supplierId})`;
}

/** packages/domain supplierApplicationState, in SQL for filters and counts. */
const stateExpression = sql<string>`case
  when ${deals.id} is not null and (${supplierDeliveries.status} = 'delivered' or ${deals.stage} in ('handover', 'closed')) then 'delivered'
  when ${deals.id} is not null and ${deals.stage} = 'shipment' then 'shipment'
  when ${deals.id} is not null then 'contract'
  when ${applications.status} in ('rejected', 'offer_rejected') then 'rejected'
  when ${applications.status} = 'approved' then 'approved'
  when ${applications.status} = 'offer_accepted' then 'contract'
  else 'review' end`;

/** packages/domain effectiveDeliveryStatus, in SQL. */
const deliveryStatusExpression = sql<string>`coalesce(${supplierDeliveries.status},
  case when ${deals.stage} in ('handover', 'closed') then 'delivered' else 'awaiting' end)`;

const itemColumns = {
  id: applications.id,
  code: applications.code,
  status: applications.status,
  submittedAt: applications.submittedAt,
  createdAt: applications.createdAt,
  client: accounts.companyTitle,
  clientAccountId: applications.accountId,
  dealId: deals.id,
  dealCode: deals.code,
  dealStage: deals.stage,
  dealCreatedAt: deals.createdAt,
  deliveryStatus: supplierDeliveries.status,
  state: stateExpression,
};

export type SupplierApplicationRow = {
  id: number;
  code: string | null;
  status: string;
  submittedAt: Date | null;
  createdAt: Date;
  client: string;
  clientAccountId: number;
  dealId: number | null;
  dealCode: string | null;
  dealStage: string | null;
  dealCreatedAt: Date | null;
  deliveryStatus: string | null;
  state: string;
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function baseQuery(db: DbExecutor, supplierId: number, columns: Record<string, unknown>) {
  return db
    .select(columns as typeof itemColumns)
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .leftJoin(deals, eq(deals.id, dealOfApplication))
    .leftJoin(
      supplierDeliveries,
      and(eq(supplierDeliveries.dealId, deals.id), eq(supplierDeliveries.supplierId, supplierId)),
    );
}

export interface ApplicationsFilter {
  supplierId: number;
  state?: string;
  query?: string;
  /** Only deals whose contract is signed (the shipping tab), optionally by delivery status. */
  deliveries?: { status?: string };
  offset: number;
  limit: number;
}

function whereOf(filter: Omit<ApplicationsFilter, 'offset' | 'limit'>, withState = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ne(applications.status, 'draft'), buysFrom(filter.supplierId)];
  if (withState && filter.state) conditions.push(sql`${stateExpression} = ${filter.state}`);
  if (filter.query) {
    const pattern = likePattern(filter.query);
    conditions.push(
      or(
        ilike(applications.code, pattern),
        ilike(deals.code, pattern),
        ilike(accounts.companyTitle, pattern),
      ),
    );
  }
  if (filter.deliveries) {
    conditions.push(inArray(deals.stage, ['shipment', 'handover', 'closed']));
    if (filter.deliveries.status)
      conditions.push(sql`${deliveryStatusExpression} = ${filter.deliveries.status}`);
  }
  return and(...conditions);
}

export async function supplierApplicationsPage(db: DbExecutor, filter: ApplicationsFilter) {
  const where = whereOf(filter);
  const rows = (await baseQuery(db, filter.supplierId, itemColumns)
    .where(where)
    .orderBy(
      desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`),
      desc(applications.id),
    )
    .offset(filter.offset)
    .limit(filter.limit)) as SupplierApplicationRow[];
  const [total] = await baseQuery(db, filter.supplierId, { value: count() }).where(where);
  return { rows, total: Number((total as unknown as { value: number } | undefined)?.value ?? 0) };
}

/** How many applications in each state (the list's filter chips). */
export async function stateCounts(db: DbExecutor, supplierId: number): Promise<Map<string, number>> {
  const rows = (await baseQuery(db, supplierId, { state: stateExpression, value: count() })
    .where(whereOf({ supplierId }, false))
    .groupBy(stateExpression)) as unknown as { state: string; value: number }[];
  return new Map(rows.map((row) => [row.state, Number(row.value)]));
}

/** Deliveries of signed deals not delivered yet (the dashboard's and the shipping tab's count). */
export async function waitingDeliveries(db: DbExecutor, supplierId: number): Promise<number> {
  const [row] = (await baseQuery(db, supplierId, { value: count() }).where(
    and(whereOf({ supplierId, deliveries: {} }, false), sql`${deliveryStatusExpression} <> 'delivered'`),
  )) as unknown as { value: number }[];
  return Number(row?.value ?? 0);
}

export async function findSupplierApplication(
  db: DbExecutor,
  supplierId: number,
  applicationId: number,
): Promise<SupplierApplicationRow | undefined> {
  const [row] = (await baseQuery(db, supplierId, itemColumns)
    .where(and(eq(applications.id, applicationId), whereOf({ supplierId }, false)))
    .limit(1)) as SupplierApplicationRow[];
  return row;
}

/** The application (with the supplier's machines) of a deal at a delivery stage. */
export async function findSupplierDeal(
  db: DbExecutor,
  supplierId: number,
  dealId: number,
): Promise<SupplierApplicationRow | undefined> {
  const [row] = (await baseQuery(db, supplierId, itemColumns)
    .where(and(eq(deals.id, dealId), whereOf({ supplierId, deliveries: {} }, false)))
    .limit(1)) as SupplierApplicationRow[];
  return row;
}

/** The supplier's machines in the applications. */
export async function supplierLines(db: DbExecutor, supplierId: number, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationProducts.applicationId,
      productId: applicationProducts.productId,
      title: products.title,
      quantity: applicationProducts.quantity,
      price: applicationProducts.price,
      complect: applicationProducts.complect,
    })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(
      and(inArray(applicationProducts.applicationId, applicationIds), eq(products.supplierId, supplierId)),
    )
    .orderBy(asc(applicationProducts.id));
}

/** The lease contract (order) of a deal. */
export async function orderOfDeal(db: DbExecutor, dealId: number) {
  const [row] = await db
    .select()
    .from(cabinetOrders)
    .where(eq(cabinetOrders.dealId, dealId))
    .orderBy(asc(cabinetOrders.id))
    .limit(1);
  return row;
}

export async function findDelivery(
  db: DbExecutor,
  dealId: number,
  supplierId: number,
  options: { lock?: boolean } = {},
): Promise<DeliveryRow | undefined> {
  const query = db
    .select()
    .from(supplierDeliveries)
    .where(and(eq(supplierDeliveries.dealId, dealId), eq(supplierDeliveries.supplierId, supplierId)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The delivery row of a deal and supplier, made on first use. */
export async function ensureDelivery(
  db: DbExecutor,
  dealId: number,
  supplierId: number,
  now: Date,
): Promise<DeliveryRow> {
  await db
    .insert(supplierDeliveries)
    .values({ dealId, supplierId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const row = await findDelivery(db, dealId, supplierId, { lock: true });
  if (!row) throw new Error('supplier_deliveries row is missing');
  return row;
}

export async function updateDelivery(
  db: DbExecutor,
  id: number,
  values: Partial<typeof supplierDeliveries.$inferInsert>,
) {
  const [row] = await db
    .update(supplierDeliveries)
    .set(values)
    .where(eq(supplierDeliveries.id, id))
    .returning();
  if (!row) throw new Error('supplier_deliveries row is gone');
  return row;
}

export async function addDeliveryDocument(
  db: DbExecutor,
  deliveryId: number,
  fileId: number,
  kind: string,
  now: Date,
) {
  await db
    .insert(supplierDeliveryDocuments)
    .values({ deliveryId, fileId, kind, createdAt: now })
    .onConflictDoUpdate({
      target: [supplierDeliveryDocuments.deliveryId, supplierDeliveryDocuments.fileId],
      set: { kind },
    });
}

export async function deliveryDocumentCount(db: DbExecutor, deliveryId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supplierDeliveryDocuments)
    .where(eq(supplierDeliveryDocuments.deliveryId, deliveryId));
  return row?.value ?? 0;
}

/** A delivery document with what decides who may read it: the supplier and the deal's client. */
export async function findDeliveryDocument(db: DbExecutor, id: number) {
  const [row] = await db
    .select({
      ...deliveryDocumentColumns,
      storedName: cabinetFiles.storedName,
      supplierInn: suppliers.inn,
      clientAccountId: deals.accountId,
    })
    .from(supplierDeliveryDocuments)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, supplierDeliveryDocuments.fileId))
    .innerJoin(supplierDeliveries, eq(supplierDeliveries.id, supplierDeliveryDocuments.deliveryId))
    .innerJoin(suppliers, eq(suppliers.id, supplierDeliveries.supplierId))
    .innerJoin(deals, eq(deals.id, supplierDeliveries.dealId))
    .where(eq(supplierDeliveryDocuments.id, id))
    .limit(1);
  return row;
}

/**
 * Whether any of these accounts sent an application holding the supplier's machines: the
 * supplier's counterparties, whom it may write to (decision 0153).
 */
export async function isBuyerOfSupplier(
  db: DbExecutor,
  supplierId: number,
  accountIds: number[],
): Promise<boolean> {
  if (accountIds.length === 0) return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.accountId, accountIds),
        ne(applications.status, 'draft'),
        buysFrom(supplierId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
