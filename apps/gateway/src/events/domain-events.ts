import type { DbExecutor } from '@agrolease/db';

/**
 * The domain events one module publishes and another reacts to (decision 0178), by name, with
 * their payload: plain data, so that this infrastructure knows no business module. A module that
 * needs another to react to its change publishes an event here instead of calling it; the
 * module that reacts subscribes when the app is built (modules/subscriptions.ts).
 */
export interface DomainEventMap {
  /** The back office closed a deal (deal/stages.ts): the agent who brought it earns its commission. */
  'deal.closed': {
    deal: { id: number; code: string; applicationId: number | null; productsSum: number };
    at: Date;
  };
  /**
   * A manager decided a sent lease application (backoffice/service.ts), in the decision's
   * transaction: the fund's waiting support requests of it follow (reo/subscriptions.ts).
   */
  'application.decided': {
    application: { id: number; code: string; accountId: number };
    decision: 'documents' | 'approve' | 'reject';
    comment: string;
    at: Date;
  };
  /**
   * A regional fund decided a support request (reo/service.ts), in the decision's transaction:
   * the farm of the lease application it was asked for is told there (application/subscriptions.ts).
   */
  'fund.request-decided': {
    request: { id: number; code: string; program: string; supportSum: number; applicationId: number | null };
    fundTitle: string;
    decision: 'approve' | 'cancel';
    comment: string;
  };
  /**
   * A signed-in client's cart holds these machines now (put, their quantity set, or carried over
   * from the guest cart at sign-in; cart module): the suppliers' leads (supplier/subscriptions.ts).
   * A guest's cart names nobody and publishes nothing.
   */
  'cart.lines-put': {
    accountId: number;
    lines: { productId: number; quantity: number }[];
    at: Date;
  };
  /** A signed-in client took these machines out of its cart: their leads from the cart go. */
  'cart.lines-removed': { accountId: number; productIds: number[] };
}

export type DomainEventName = keyof DomainEventMap;

/** A subscriber: runs in the publisher's transaction, so its work and the change commit together. */
export type DomainEventHandler<N extends DomainEventName> = (
  tx: DbExecutor,
  event: DomainEventMap[N],
) => Promise<void>;

export interface DomainEvents {
  /** Adds a handler of one event; handlers run in the order they subscribed. */
  subscribe<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void;
  /**
   * Runs every handler of the event, one after the other, in the caller's transaction: a handler
   * that fails fails the change, so no reaction is lost and none happens without the change.
   */
  publish<N extends DomainEventName>(tx: DbExecutor, name: N, event: DomainEventMap[N]): Promise<void>;
}

/** An in-process event bus: one per gateway instance, filled at build time. */
export function createDomainEvents(): DomainEvents {
  const handlers = new Map<DomainEventName, DomainEventHandler<DomainEventName>[]>();
  return {
    subscribe(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as DomainEventHandler<DomainEventName>);
      handlers.set(name, list);
    },
    async publish(tx, name, event) {
      for (const handler of handlers.get(name) ?? []) await handler(tx, event);
    },
  };
}
