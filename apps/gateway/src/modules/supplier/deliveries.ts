import { supplierDeliveries as contract } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  checkDelivery,
  DEAL_STAGE_TITLE,
  DELIVERY_STATUS_TITLE,
  formatMoscowDate,
  isApplicationStatus,
  isDealStage,
  moscowDay,
  pageCount,
  SUPPLIER_APPLICATION_STATE_TITLE,
  supplierApplicationState,
  supplierTodo,
  type TDeliveryDocumentKind,
  type TSupplierApplicationState,
} from '@agrolease/domain';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  type DeliveryRow,
  deliveryDocumentOf,
  deliveryDocuments,
  deliveryOf,
  effectiveDeliveryStatus,
} from '../deal/index.ts';
import { anyFile, fileBytes, ownFile } from '../files/index.ts';
import {
  addDeliveryDocument,
  deliveryDocumentCount,
  ensureDelivery,
  findDelivery,
  findDeliveryDocument,
  findSupplierApplication,
  findSupplierDeal,
  orderOfDeal,
  type SupplierApplicationRow,
  stateCounts,
  supplierApplicationsPage,
  supplierLines,
  updateDelivery,
  waitingDeliveries,
} from './deliveries-queries.ts';
import { type SupplierRow, supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

/**
 * The supplier's applications and deliveries (decision 0090): the applications and deals that
 * buy its machines, what it must do, and the shipment and delivery it records for a signed deal.
 */

type Line = Awaited<ReturnType<typeof supplierLines>>[number];

function itemOf(row: SupplierApplicationRow, lines: Line[]): contract.TSupplierApplicationItem {
  const state = supplierApplicationState(row.status, row.dealStage, row.deliveryStatus);
  const own = lines
    .filter((line) => line.applicationId === row.id)
    .map((line) => {
      const complect = line.complect.reduce((sum, item) => sum + item.price * item.quantity, 0);
      return {
        id_product: line.productId,
        title: line.title,
        quantity: line.quantity,
        price: line.price,
        sum: (line.price + complect) * line.quantity,
      };
    });
  const atDelivery = row.dealId !== null && row.dealStage !== null && isDeliveryStage(row.dealStage);
  const delivery = atDelivery ? effectiveDeliveryStatus(row.dealStage, row.deliveryStatus) : null;
  return {
    id: row.id,
    code: row.code ?? `№ ${row.id}`,
    status: row.status,
    status_title: isApplicationStatus(row.status) ? APPLICATION_STATUS_TITLE[row.status] : row.status,
    state,
    state_title: SUPPLIER_APPLICATION_STATE_TITLE[state],
    client: row.client,
    products: own,
    sum: own.reduce((total, line) => total + line.sum, 0),
    deal:
      row.dealId !== null && row.dealCode !== null && row.dealStage !== null
        ? {
            id: row.dealId,
            code: row.dealCode,
            stage: row.dealStage,
            stage_title: isDealStage(row.dealStage) ? DEAL_STAGE_TITLE[row.dealStage] : row.dealStage,
          }
        : null,
    delivery:
      delivery && row.dealId !== null
        ? {
            id: row.dealId,
            status: delivery,
            status_title: DELIVERY_STATUS_TITLE[delivery],
            url: `${contract.SHIPPING_PAGE}/${row.dealId}`,
          }
        : null,
    created: (row.submittedAt ?? row.createdAt).toISOString(),
    url: `${contract.SUPPLIER_APPLICATIONS_PAGE}/${row.id}`,
  };
}

function isDeliveryStage(stage: string): boolean {
  return stage === 'shipment' || stage === 'handover' || stage === 'closed';
}

async function companyOf(deps: SupplierDeps, session: SessionRecord): Promise<SupplierRow | undefined> {
  return supplierOfInn(deps.db, session.account.inn);
}

/** The applications by state, each state with its title and count (the list's chips, the dashboard). */
export function applicationStates(counts: ReadonlyMap<string, number>) {
  return contract.SUPPLIER_APPLICATION_STATES.map((state) => ({
    state,
    title: SUPPLIER_APPLICATION_STATE_TITLE[state],
    count: counts.get(state) ?? 0,
  }));
}

export async function supplierApplicationsList(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { state: string; query: string; page: number },
) {
  const company = await companyOf(deps, session);
  const size = contract.SUPPLIER_APPLICATIONS_PAGE_SIZE;
  const state = input.state === 'all' ? undefined : input.state;
  const { rows, total } = company
    ? await supplierApplicationsPage(deps.db, {
        supplierId: company.id,
        state,
        query: input.query,
        offset: (input.page - 1) * size,
        limit: size,
      })
    : { rows: [], total: 0 };
  const counts = company ? await stateCounts(deps.db, company.id) : new Map<string, number>();
  const lines = company
    ? await supplierLines(
        deps.db,
        company.id,
        rows.map((row) => row.id),
      )
    : [];
  return {
    success: true as const,
    items: rows.map((row) => itemOf(row, lines)),
    states: applicationStates(counts),
    count_collection: total,
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
    download_url: `/srv${contract.SUPPLIER_APPLICATIONS_REPORT_PATH}${reportQuery(input)}`,
  };
}

function reportQuery(input: { state: string; query: string }): string {
  const params = new URLSearchParams();
  if (input.state !== 'all') params.set('state', input.state);
  if (input.query) params.set('query', input.query);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every application of the list's filter, for the XLSX report. */
export async function supplierApplicationsForReport(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { state: string; query: string },
) {
  const company = await companyOf(deps, session);
  if (!company) return { company: session.account.companyTitle, items: [] };
  const { rows } = await supplierApplicationsPage(deps.db, {
    supplierId: company.id,
    state: input.state === 'all' ? undefined : input.state,
    query: input.query,
    offset: 0,
    limit: contract.SUPPLIER_APPLICATIONS_REPORT_LIMIT,
  });
  const lines = await supplierLines(
    deps.db,
    company.id,
    rows.map((row) => row.id),
  );
  return { company: company.title, items: rows.map((row) => itemOf(row, lines)) };
}

export async function supplierDeliveriesList(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { status: string; page: number },
) {
  const company = await companyOf(deps, session);
  const size = contract.SUPPLIER_APPLICATIONS_PAGE_SIZE;
  const { rows, total } = company
    ? await supplierApplicationsPage(deps.db, {
        supplierId: company.id,
        deliveries: { status: input.status === 'all' ? undefined : input.status },
        offset: (input.page - 1) * size,
        limit: size,
      })
    : { rows: [], total: 0 };
  const lines = company
    ? await supplierLines(
        deps.db,
        company.id,
        rows.map((row) => row.id),
      )
    : [];
  const items = await Promise.all(
    rows.map(async (row) => {
      const item = itemOf(row, lines);
      const order = row.dealId === null ? undefined : await orderOfDeal(deps.db, row.dealId);
      const delivery = item.delivery ?? {
        id: row.dealId ?? 0,
        status: 'awaiting' as const,
        status_title: DELIVERY_STATUS_TITLE.awaiting,
        url: `${contract.SHIPPING_PAGE}/${row.dealId}`,
      };
      return { ...item, delivery, date_planned_shipment: order?.datePlannedShipment ?? null };
    }),
  );
  return {
    success: true as const,
    items,
    count_collection: total,
    waiting: company ? await waitingDeliveries(deps.db, company.id) : 0,
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
  };
}

export async function supplierApplicationCard(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: number; page_document: number },
) {
  const company = await companyOf(deps, session);
  const row = company ? await findSupplierApplication(deps.db, company.id, input.id_object) : undefined;
  // Another supplier's application (or one without this supplier's machines) is not found.
  if (!company || !row) throw new AppError('NOT_FOUND', 'Заявка не найдена');
  const item = itemOf(row, await supplierLines(deps.db, company.id, [row.id]));
  const order = row.dealId === null ? undefined : await orderOfDeal(deps.db, row.dealId);
  const delivery = row.dealId === null ? undefined : await findDelivery(deps.db, row.dealId, company.id);
  const size = contract.SUPPLIER_DOCUMENTS_PAGE_SIZE;
  const total = delivery ? await deliveryDocumentCount(deps.db, delivery.id) : 0;
  const pages = pageCount(total, size);
  const page = Math.min(input.page_document, pages);
  const documents = delivery
    ? await deliveryDocuments(deps.db, [delivery.id], { offset: (page - 1) * size, limit: size })
    : [];
  return {
    success: true as const,
    item,
    todo: supplierTodo(item.state, item.delivery?.status ?? null),
    contract: order
      ? {
          name: order.contractName,
          date: order.contractDate,
          date_planned_shipment: order.datePlannedShipment,
          supply_code: order.supplyCode,
        }
      : null,
    documents: documents.map(deliveryDocumentOf),
    page_document: page,
    documents_pages: pages,
    documents_count: total,
  };
}

async function deliveryContext(deps: { db: DbExecutor }, session: SessionRecord, dealId: number) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const row = company ? await findSupplierDeal(deps.db, company.id, dealId) : undefined;
  // A deal without this supplier's machines, or not signed yet, is not found.
  if (!company || !row || row.dealId === null || row.dealStage === null) {
    throw new AppError('NOT_FOUND', 'Поставка не найдена');
  }
  const order = await orderOfDeal(deps.db, row.dealId);
  if (!order) throw new AppError('NOT_FOUND', 'Поставка не найдена');
  return { company, row, order, dealId: row.dealId, dealStage: row.dealStage };
}

async function deliveryCard(deps: { db: DbExecutor }, session: SessionRecord, dealId: number) {
  const { company, row, order, dealStage } = await deliveryContext(deps, session, dealId);
  const recorded = await findDelivery(deps.db, dealId, company.id);
  const documents = recorded ? await deliveryDocuments(deps.db, [recorded.id]) : [];
  const application = itemOf(row, await supplierLines(deps.db, company.id, [row.id]));
  const delivery = deliveryOf(company.title, dealId, dealStage, recorded, documents);
  return {
    success: true as const,
    card: {
      application,
      contract: {
        name: order.contractName,
        date: order.contractDate,
        date_planned_shipment: order.datePlannedShipment,
        supply_code: order.supplyCode,
      },
      delivery,
      todo: supplierTodo(application.state as TSupplierApplicationState, delivery.status),
      // Once the manager hands the machine over, the delivery is history.
      can_edit: dealStage === 'shipment' && delivery.status !== 'delivered',
    },
  };
}

export async function supplierDeliveryCard(deps: SupplierDeps, session: SessionRecord, dealId: number) {
  return deliveryCard(deps, session, dealId);
}

function editable(dealStage: string, row: DeliveryRow): void {
  if (dealStage !== 'shipment' || row.status === 'delivered') {
    throw new AppError('CONFLICT', 'Поставка уже завершена: изменить её нельзя');
  }
}

export async function saveSupplierDelivery(
  deps: SupplierDeps,
  session: SessionRecord,
  input: {
    id_object: number;
    shipped_on: string | null;
    delivered_on: string | null;
    waybill: string;
    comment: string;
  },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { company, order, dealId, dealStage, row } = await deliveryContext(
      { db: tx },
      session,
      input.id_object,
    );
    const delivery = await ensureDelivery(tx, dealId, company.id, now);
    editable(dealStage, delivery);
    const documents = await deliveryDocuments(tx, [delivery.id]);
    const checked = checkDelivery(
      { shippedOn: input.shipped_on, deliveredOn: input.delivered_on },
      {
        today: moscowDay(now),
        contractDate: order.contractDate,
        documentKinds: documents.map((one) => one.kind),
      },
    );
    if (checked.problems.length > 0) {
      throw new AppError('VALIDATION', checked.problems[0]?.error ?? 'Проверьте даты', {
        fieldErrors: checked.problems,
      });
    }
    await updateDelivery(tx, delivery.id, {
      status: checked.status,
      shippedOn: input.shipped_on,
      deliveredOn: input.delivered_on,
      waybill: input.waybill,
      comment: input.comment,
      accountId: session.accountId,
      updatedAt: now,
    });
    if (checked.status !== delivery.status) {
      await postToFeed(tx, row.clientAccountId, {
        title: `Сделка ${row.dealCode}: ${checked.status === 'delivered' ? 'техника поставлена' : 'техника отгружена'}`,
        body:
          checked.status === 'delivered'
            ? `${company.title} отметил поставку ${formatMoscowDate(input.delivered_on, '')} и приложил документы. Они в разделе сделки.`
            : `${company.title} отгрузил технику ${formatMoscowDate(input.shipped_on, '')}${input.waybill ? `, накладная ${input.waybill}` : ''}.`,
        entity: 'deal',
        entityId: dealId,
        kind: 'delivery',
      });
    }
  });
  return deliveryCard(deps, session, input.id_object);
}

export async function addSupplierDeliveryDocument(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: number; id_File: number; kind: TDeliveryDocumentKind },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { company, dealId, dealStage } = await deliveryContext({ db: tx }, session, input.id_object);
    // Only the supplier's own upload: another account's file is 404.
    const file = await ownFile(tx, session.accountId, input.id_File);
    const delivery = await ensureDelivery(tx, dealId, company.id, now);
    editable(dealStage, delivery);
    await addDeliveryDocument(tx, delivery.id, file.id, input.kind, now);
    await updateDelivery(tx, delivery.id, { updatedAt: now });
  });
  return deliveryCard(deps, session, input.id_object);
}

/**
 * A delivery document's bytes: for the supplier that attached it, the deal's client and the
 * manager; anyone else 404.
 */
export async function deliveryDocumentFile(
  deps: { db: DbExecutor; files: FileStorage },
  session: SessionRecord,
  id: number,
) {
  const row = await findDeliveryDocument(deps.db, id);
  const role = session.account.role;
  const allowed =
    row !== undefined &&
    (role === 'manager' ||
      (role === 'client' && row.clientAccountId === session.accountId) ||
      (role === 'supplier' && session.account.isAccredited && row.supplierInn === session.account.inn));
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'Документ не найден');
  const file = await anyFile(deps.db, row.fileId);
  return { file, bytes: await fileBytes({ db: deps.db, files: deps.files }, file) };
}
