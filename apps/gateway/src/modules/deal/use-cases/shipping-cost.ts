import type { DbExecutor } from '@agrolease/db';
import { formatRoubles } from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { findOwnApplication, shippingOfApplication } from '../../application/index.ts';
import { findOwnOrder } from '../../cabinet/index.ts';
import { applicationLines } from '../../offers/index.ts';
import { type DealDeps, ownDeal } from '../deal-memory.ts';
import { dealDeliveries } from '../deliveries-of-deal.ts';
import type { DealRow, OrderRow } from '../queries.ts';

/** GetShippingCost: the shipping of a deal's order (id_shipping = order id), per machine. */
export async function dealShippingCost(deps: DealDeps, session: SessionRecord, orderId: number) {
  const order = await findOwnOrder(deps.db, session.accountId, orderId);
  if (!order || order.dealId === null) throw new AppError('NOT_FOUND', 'Поставка не найдена');
  const deal = await ownDeal(deps.db, session, order.dealId);
  const application =
    deal.applicationId === null
      ? undefined
      : await findOwnApplication(deps.db, session.accountId, deal.applicationId);
  return shippingCostOf(deps.db, order, deal, application);
}

/** The shipping reply of an order the caller may see (the client's or the agent's deal). */
export async function shippingCostOf(
  db: DbExecutor,
  order: OrderRow,
  deal: DealRow,
  application: Parameters<typeof shippingOfApplication>[1] | undefined,
) {
  const lines = application ? await applicationLines(db, application.id) : [];
  const costs = application ? await shippingOfApplication(db, application) : new Map<number, number>();
  const items = lines.map((line) => ({
    id_crmproduct: line.id,
    title: line.title,
    quantity: line.quantity,
    cost: costs.get(line.productId) ?? 0,
  }));
  const total = items.reduce((sum, item) => sum + item.cost, 0);
  return {
    success: true as const,
    id_shipping: order.id,
    items,
    initialValues: Object.fromEntries(items.map((item) => [String(item.id_crmproduct), item.quantity])),
    cost: items.map((item) => ({ id_crmproduct: item.id_crmproduct, cost: item.cost })),
    isCalculated: true,
    isLoading: false,
    is_shipping_approved: order.datePlannedShipment !== null,
    shipping_cost: total,
    shipping_cost_formatted: formatRoubles(total),
    id_crmproduct: items[0]?.id_crmproduct ?? null,
    datePlannedShipment: order.datePlannedShipment,
    // The suppliers' shipments appear once the contract is signed (decision 0090).
    deliveries: ['shipment', 'handover', 'closed'].includes(deal.stage)
      ? await dealDeliveries(db, deal.id, deal.stage)
      : [],
  };
}
