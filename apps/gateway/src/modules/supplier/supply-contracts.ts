import { supplierDeliveries as contract } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import {
  DELIVERY_STATUS_TITLE,
  LESSOR,
  pageCount,
  SUPPLY_CONTRACT_STATE_TITLE,
  supplyContractNumber,
  supplyContractState,
  supplyDeliveryTerms,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { effectiveDeliveryStatus } from '../deal/index.ts';
import {
  findSupplierDeal,
  orderOfDeal,
  type SupplierApplicationRow,
  supplierApplicationsPage,
  supplierLines,
} from './deliveries-queries.ts';
import { type SupplierRow, supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';
import { renderSupplyContractPdf } from './supply-contract-pdf.ts';

/**
 * The supply contracts tab (decision 0107): for each deal whose lease contract is signed and that
 * buys the supplier's machines, the lessor's supply contract with the supplier. Derived from the
 * deal, its lease contract (cabinet_orders) and the delivery; nothing of it is stored.
 */

type Line = Awaited<ReturnType<typeof supplierLines>>[number];
type Order = NonNullable<Awaited<ReturnType<typeof orderOfDeal>>>;

function linesOf(row: SupplierApplicationRow, lines: Line[]) {
  return lines
    .filter((line) => line.applicationId === row.id)
    .map((line) => {
      const complect = line.complect.reduce((sum, item) => sum + item.price * item.quantity, 0);
      return {
        id_product: line.productId,
        title: line.title,
        quantity: line.quantity,
        price: line.price + complect,
        sum: (line.price + complect) * line.quantity,
      };
    });
}

function itemOf(row: SupplierApplicationRow, order: Order, lines: Line[]): contract.TSupplyContractItem {
  const dealId = row.dealId ?? 0;
  const products = linesOf(row, lines);
  const state = supplyContractState(effectiveDeliveryStatus(row.dealStage, row.deliveryStatus));
  return {
    id: dealId,
    number: supplyContractNumber(order.supplyCode, order.contractName),
    date: order.contractDate,
    buyer: LESSOR.title,
    lessee: row.client,
    lease_contract: order.contractName,
    deal_code: row.dealCode ?? '',
    products,
    sum: products.reduce((total, line) => total + line.sum, 0),
    state,
    state_title: SUPPLY_CONTRACT_STATE_TITLE[state],
    url: `${contract.SUPPLY_CONTRACTS_PAGE}/${dealId}`,
    pdf_url: contract.supplyContractPdfPath(dealId),
  };
}

export async function supplyContractsList(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { page: number },
) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const size = contract.SUPPLIER_APPLICATIONS_PAGE_SIZE;
  const { rows, total } = company
    ? await supplierApplicationsPage(deps.db, {
        supplierId: company.id,
        deliveries: {},
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
  const items: contract.TSupplyContractItem[] = [];
  for (const row of rows) {
    const order = row.dealId === null ? undefined : await orderOfDeal(deps.db, row.dealId);
    if (order) items.push(itemOf(row, order, lines));
  }
  return {
    success: true as const,
    items,
    count_collection: total,
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
  };
}

async function contractContext(deps: SupplierDeps, session: SessionRecord, dealId: number) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const row = company ? await findSupplierDeal(deps.db, company.id, dealId) : undefined;
  const order = row?.dealId ? await orderOfDeal(deps.db, row.dealId) : undefined;
  // Another supplier's deal, or one not signed yet, has no supply contract for this supplier.
  if (!company || !row || !order) throw new AppError('NOT_FOUND', 'Договор поставки не найден');
  const lines = await supplierLines(deps.db, company.id, [row.id]);
  const [lessee] = await deps.db
    .select({ inn: schema.accounts.inn })
    .from(schema.accounts)
    .where(eq(schema.accounts.id, row.clientAccountId))
    .limit(1);
  return { company, row, order, item: itemOf(row, order, lines), lesseeInn: lessee?.inn ?? '' };
}

function partyOf(company: SupplierRow) {
  return {
    title: company.title,
    inn: company.inn,
    kpp: company.kpp,
    ogrn: company.ogrn,
    address: company.city,
  };
}

export async function supplyContractCard(deps: SupplierDeps, session: SessionRecord, dealId: number) {
  const { company, row, order, item, lesseeInn } = await contractContext(deps, session, dealId);
  const delivery = effectiveDeliveryStatus(row.dealStage, row.deliveryStatus);
  return {
    success: true as const,
    item,
    buyer: {
      title: LESSOR.title,
      inn: LESSOR.inn,
      kpp: LESSOR.kpp,
      ogrn: LESSOR.ogrn,
      address: LESSOR.address,
    },
    supplier: partyOf(company),
    lessee: { title: row.client, inn: lesseeInn },
    date_planned_shipment: order.datePlannedShipment,
    terms: supplyDeliveryTerms(order.datePlannedShipment),
    delivery: {
      id: item.id,
      status: delivery,
      status_title: DELIVERY_STATUS_TITLE[delivery],
      url: `${contract.SHIPPING_PAGE}/${item.id}`,
    },
  };
}

/** The supply contract as a PDF, formed on request. */
export async function supplyContractPdf(deps: SupplierDeps, session: SessionRecord, dealId: number) {
  const { company, order, item, lesseeInn } = await contractContext(deps, session, dealId);
  const bytes = await renderSupplyContractPdf({
    number: item.number,
    date: item.date,
    leaseContract: order.contractName,
    supplier: company,
    lessee: { title: item.lessee, inn: lesseeInn },
    items: item.products,
    sum: item.sum,
    terms: supplyDeliveryTerms(order.datePlannedShipment),
  });
  return { bytes, fileName: `supply-contract-${item.number.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf` };
}
