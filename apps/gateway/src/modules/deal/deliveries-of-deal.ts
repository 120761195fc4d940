import { supplierDeliveries as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  DELIVERY_DOCUMENT_KIND_TITLE,
  DELIVERY_STATUS_TITLE,
  isDeliveryStatus,
  type TDeliveryDocumentKind,
  type TDeliveryStatus,
} from '@agrolease/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const {
  accounts,
  applicationProducts,
  cabinetFiles,
  deals,
  products,
  supplierDeliveries,
  supplierDeliveryDocuments,
  suppliers,
} = schema;

/*
 * The suppliers of a deal's machines and the deliveries they record (decision 0090): the deal's
 * own read (decision 0181), since its shipment shows them and its handover waits for them; the
 * supplier's cabinet, which records the deliveries, and the back office read it through the
 * deal's index.
 */

export type DeliveryRow = typeof supplierDeliveries.$inferSelect;

export const deliveryDocumentColumns = {
  id: supplierDeliveryDocuments.id,
  deliveryId: supplierDeliveryDocuments.deliveryId,
  kind: supplierDeliveryDocuments.kind,
  createdAt: supplierDeliveryDocuments.createdAt,
  fileId: cabinetFiles.id,
  title: cabinetFiles.title,
  mimeType: cabinetFiles.mimeType,
  size: cabinetFiles.size,
};

export type DeliveryDocumentRow = {
  id: number;
  deliveryId: number;
  kind: string;
  createdAt: Date;
  fileId: number;
  title: string;
  mimeType: string;
  size: number;
};

export async function deliveryDocuments(
  db: DbExecutor,
  deliveryIds: number[],
  page?: { offset: number; limit: number },
): Promise<DeliveryDocumentRow[]> {
  if (deliveryIds.length === 0) return [];
  const query = db
    .select(deliveryDocumentColumns)
    .from(supplierDeliveryDocuments)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, supplierDeliveryDocuments.fileId))
    .where(inArray(supplierDeliveryDocuments.deliveryId, deliveryIds))
    .orderBy(asc(supplierDeliveryDocuments.createdAt), asc(supplierDeliveryDocuments.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

/** The delivery status a deal at a delivery stage has: recorded, or delivered once the manager moved on. */
export function effectiveDeliveryStatus(dealStage: string | null, recorded: string | null): TDeliveryStatus {
  if (isDeliveryStatus(recorded)) return recorded;
  return dealStage === 'handover' || dealStage === 'closed' ? 'delivered' : 'awaiting';
}

function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

export function deliveryDocumentOf(row: DeliveryDocumentRow): contract.TDeliveryDocument {
  const kind = (row.kind in DELIVERY_DOCUMENT_KIND_TITLE ? row.kind : 'other') as TDeliveryDocumentKind;
  return {
    id: row.id,
    kind,
    kind_title: DELIVERY_DOCUMENT_KIND_TITLE[kind],
    title: row.title,
    mime_type: row.mimeType,
    size: row.size,
    src: contract.deliveryDocumentPath(row.id),
    created: row.createdAt.toISOString(),
  };
}

export function deliveryOf(
  supplier: string,
  dealId: number,
  dealStage: string,
  row: DeliveryRow | undefined,
  documents: DeliveryDocumentRow[],
): contract.TDelivery {
  const status = effectiveDeliveryStatus(dealStage, row?.status ?? null);
  return {
    id: dealId,
    supplier,
    status,
    status_title: DELIVERY_STATUS_TITLE[status],
    shipped_on: row?.shippedOn ?? null,
    delivered_on: row?.deliveredOn ?? null,
    waybill: row?.waybill ?? '',
    comment: row?.comment ?? '',
    documents: documents.map(deliveryDocumentOf),
    updated: isoOrNull(row?.updatedAt),
  };
}

/**
 * The suppliers whose machines a deal buys, with their delivery (if recorded) and whether the
 * supplier has a cabinet (an accredited supplier account with its INN): the client's and the
 * back office's view, and what the deal's handover waits for.
 */
export async function deliveriesOfDeal(db: DbExecutor, dealId: number) {
  const rows = await db
    .selectDistinct({
      supplierId: suppliers.id,
      supplier: suppliers.title,
      hasCabinet: sql<boolean>`exists (select 1 from ${accounts} a where a.inn = ${suppliers.inn}
        and a.role = 'supplier' and a.is_accredited)`,
    })
    .from(deals)
    .innerJoin(applicationProducts, eq(applicationProducts.applicationId, deals.applicationId))
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(deals.id, dealId))
    .orderBy(suppliers.id);
  const recorded = await db.select().from(supplierDeliveries).where(eq(supplierDeliveries.dealId, dealId));
  return rows.map((row) => ({
    ...row,
    hasCabinet: row.hasCabinet === true || String(row.hasCabinet) === 't',
    delivery: recorded.find((one) => one.supplierId === row.supplierId),
  }));
}

/**
 * Suppliers with a cabinet that have not recorded their delivery yet: the deal's handover waits
 * for them (a supplier without a cabinet delivers outside the site; the manager answers for it).
 */
export async function undeliveredSuppliers(db: DbExecutor, dealId: number): Promise<string[]> {
  const suppliers = await deliveriesOfDeal(db, dealId);
  return suppliers
    .filter((one) => one.hasCabinet && one.delivery?.status !== 'delivered')
    .map((one) => one.supplier);
}

/** The deliveries of a deal, per supplier: the client's deal and the back office show them. */
export async function dealDeliveries(db: DbExecutor, dealId: number, dealStage: string) {
  const suppliers = await deliveriesOfDeal(db, dealId);
  const documents = await deliveryDocuments(
    db,
    suppliers.flatMap((one) => (one.delivery ? [one.delivery.id] : [])),
  );
  return suppliers.map(
    (one): contract.TDealDelivery => ({
      ...deliveryOf(
        one.supplier,
        dealId,
        dealStage,
        one.delivery,
        documents.filter((document) => document.deliveryId === one.delivery?.id),
      ),
      has_cabinet: one.hasCabinet,
    }),
  );
}
