import type { cabinet } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  applicationProductsSum,
  DEAL_STAGE_TITLE,
  isApplicationFinished,
  isApplicationStatus,
  isDealStage,
  isPaymentOverdue,
  NEW_APPLICATION_TITLE,
  orderFeed,
  roublesToKopecks,
} from '@agrolease/domain';
import {
  type ApplicationProductRow,
  type ApplicationRow,
  accountApplications,
  accountDeals,
  accountOrders,
  accountPayments,
  type DealRow,
  type OrderRow,
  type PaymentRow,
  productsOfAccountApplications,
} from './queries.ts';

/**
 * Everything of one client account the dashboard and the lists are built from. A client has
 * tens of applications and a few contracts of at most a few dozen payments each, so the
 * lists filter and page in memory (decision 0061).
 */
export interface AccountSnapshot {
  today: string;
  applications: ApplicationRow[];
  productsByApplication: Map<number, ApplicationProductRow[]>;
  deals: DealRow[];
  orders: OrderRow[];
  payments: PaymentRow[];
}

export async function loadSnapshot(
  db: DbExecutor,
  accountId: number,
  today: string,
): Promise<AccountSnapshot> {
  const [applications, deals, orders, payments, productRows] = await Promise.all([
    accountApplications(db, accountId),
    accountDeals(db, accountId),
    accountOrders(db, accountId),
    accountPayments(db, accountId),
    productsOfAccountApplications(db, accountId),
  ]);
  const productsByApplication = new Map<number, ApplicationProductRow[]>();
  for (const row of productRows) {
    const list = productsByApplication.get(row.applicationId) ?? [];
    list.push(row);
    productsByApplication.set(row.applicationId, list);
  }
  return { today, applications, productsByApplication, deals, orders, payments };
}

export function statusTitle(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_TITLE[status] : status;
}

export function isFinishedStatus(status: string): boolean {
  return isApplicationStatus(status) && isApplicationFinished(status);
}

export function applicationItem(snapshot: AccountSnapshot, row: ApplicationRow): cabinet.TApplicationItem {
  const rows = snapshot.productsByApplication.get(row.id) ?? [];
  return {
    id: row.id,
    extcode: row.code ?? NEW_APPLICATION_TITLE,
    status: row.status,
    OrderStatus: statusTitle(row.status),
    step: row.step,
    productsSumm: applicationProductsSum(rows),
    products: rows.map((product) => product.title),
    appDate: (row.submittedAt ?? row.createdAt).toISOString(),
    isfinished: isFinishedStatus(row.status) ? 1 : 0,
    can_delete: row.status === 'draft',
  };
}

/**
 * Payments as the client sees them: numbered within their order's schedule, overdue marked, and
 * due (to pay now: overdue, or the order's next payment) marked too.
 */
/** What is paid of a payment and what remains, in roubles with kopecks (decision 0184). */
function paidAndRemaining(payment: { sum: number; paidAt: string | null; paidKopecks: number }) {
  const dueKopecks = roublesToKopecks(payment.sum);
  const paid = payment.paidAt ? dueKopecks : Math.min(dueKopecks, payment.paidKopecks);
  return { paid_sum: paid / 100, remaining_sum: (dueKopecks - paid) / 100 };
}

export function paymentItems(snapshot: AccountSnapshot): cabinet.TPaymentItem[] {
  const contractOf = new Map(snapshot.orders.map((order) => [order.id, order.contractName]));
  const numberInOrder = new Map<number, number>();
  const items = snapshot.payments.map((payment) => {
    const number = (numberInOrder.get(payment.orderId) ?? 0) + 1;
    numberInOrder.set(payment.orderId, number);
    return {
      id: payment.id,
      id_order: payment.orderId,
      contract_name: contractOf.get(payment.orderId) ?? '',
      number,
      payment_date: payment.dueDate,
      payment_sum: payment.sum,
      paid_at: payment.paidAt,
      ...paidAndRemaining(payment),
      isOverdue: isPaymentOverdue(payment, snapshot.today),
      isDue: false,
    };
  });
  const next = new Set([...nextPayments(items).values()].map((item) => item.id));
  return items.map((item) => ({ ...item, isDue: item.isOverdue || next.has(item.id) }));
}

/** The first unpaid payment not yet overdue of each order. */
export function nextPayments(items: readonly cabinet.TPaymentItem[]): Map<number, cabinet.TPaymentItem> {
  const next = new Map<number, cabinet.TPaymentItem>();
  for (const item of items) {
    if (item.paid_at === null && !item.isOverdue && !next.has(item.id_order)) next.set(item.id_order, item);
  }
  return next;
}

/** A sum of roubles with kopecks, added in kopecks so that no float error creeps in. */
export function roublesOf<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((sum, item) => sum + roublesToKopecks(value(item)), 0) / 100;
}

export function orderItems(snapshot: AccountSnapshot): cabinet.TOrderItem[] {
  const items = paymentItems(snapshot);
  const next = nextPayments(items);
  return snapshot.orders.map((order) => {
    const own = items.filter((item) => item.id_order === order.id);
    const overdue = own.filter((item) => item.isOverdue);
    return {
      id: order.id,
      contract_name: order.contractName,
      contractdate: order.contractDate,
      StatusSherp: order.status,
      isCSP: order.isCsp ? 1 : 0,
      datePlannedShipment: order.datePlannedShipment,
      supplyCode: order.supplyCode,
      id_deal: order.dealId,
      sum: order.sum,
      isOverdue: overdue.length > 0,
      overdue_sum: roublesOf(overdue, (item) => item.remaining_sum),
      paid_sum: roublesOf(own, (item) => item.paid_sum),
      next_payment: next.get(order.id) ?? null,
    };
  });
}

/**
 * The event feed of spec 1 §3: applications, deals, orders and payments. Payments in it are
 * the paid ones (history only), the overdue ones and the next one of each order; overdue
 * payments first, then newest first (an order with a debt keeps its place, marked).
 */
export function eventFeed(snapshot: AccountSnapshot, options: { withPaid: boolean }): cabinet.TFeedEvent[] {
  const events: cabinet.TFeedEvent[] = [];
  for (const row of snapshot.applications) {
    const item = applicationItem(snapshot, row);
    events.push({
      type: 'CabinetApplication',
      id: row.id,
      date: item.appDate,
      isOverdue: false,
      extcode: item.extcode,
      OrderStatus: item.OrderStatus,
      status: row.status,
      productsSumm: item.productsSumm,
      appDate: item.appDate,
    });
  }
  for (const deal of snapshot.deals) {
    events.push({
      type: 'CabinetDeal',
      id: deal.id,
      date: deal.createdAt.toISOString(),
      isOverdue: false,
      title: deal.title,
      code: deal.code,
      productsSumm: deal.productsSum,
      stage: isDealStage(deal.stage) ? DEAL_STAGE_TITLE[deal.stage] : deal.stage,
    });
  }
  const orders = orderItems(snapshot);
  for (const order of orders) {
    events.push({
      type: 'CabinetOrder',
      id: order.id,
      date: order.contractdate,
      isOverdue: order.isOverdue,
      contract_name: order.contract_name,
      StatusSherp: order.StatusSherp,
      contractdate: order.contractdate,
    });
  }
  const payments = paymentItems(snapshot);
  const next = new Set([...nextPayments(payments).values()].map((item) => item.id));
  for (const payment of payments) {
    const isPaid = payment.paid_at !== null;
    if (!(payment.isOverdue || next.has(payment.id) || (options.withPaid && isPaid))) continue;
    events.push({
      type: 'CabinetPayment',
      id: payment.id,
      date: payment.payment_date,
      isOverdue: payment.isOverdue,
      id_order: payment.id_order,
      contract_name: payment.contract_name,
      payment_sum: payment.payment_sum,
      payment_date: payment.payment_date,
      isPaid,
    });
  }
  return orderFeed(events, (event) => event.type === 'CabinetPayment' && event.isOverdue);
}
