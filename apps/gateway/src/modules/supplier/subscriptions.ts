import type { DbExecutor } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events.ts';

const { supplierCartLeads } = schema;

/**
 * A signed-in client put machines in its cart: each is a lead of the machine's supplier (decision
 * 0106), kept by this module from the cart's event (decision 0183) rather than read from the
 * cart's table. The same client and machine stay one lead, with the quantity last put.
 */
async function onCartLinesPut(tx: DbExecutor, event: DomainEventMap['cart.lines-put']): Promise<void> {
  if (event.lines.length === 0) return;
  await tx
    .insert(supplierCartLeads)
    .values(
      event.lines.map((line) => ({
        accountId: event.accountId,
        productId: line.productId,
        quantity: line.quantity,
        createdAt: event.at,
        updatedAt: event.at,
      })),
    )
    .onConflictDoUpdate({
      target: [supplierCartLeads.accountId, supplierCartLeads.productId],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`excluded.updated_at` },
    });
}

/** The client took machines out of its cart: no interest is left to follow up. */
async function onCartLinesRemoved(
  tx: DbExecutor,
  event: DomainEventMap['cart.lines-removed'],
): Promise<void> {
  await tx
    .delete(supplierCartLeads)
    .where(
      and(
        eq(supplierCartLeads.accountId, event.accountId),
        inArray(supplierCartLeads.productId, event.productIds),
      ),
    );
}

/** What the supplier's cabinet reacts to in other modules (decision 0178). */
export function supplierSubscriptions(events: DomainEvents): void {
  events.subscribe('cart.lines-put', onCartLinesPut);
  events.subscribe('cart.lines-removed', onCartLinesRemoved);
}
