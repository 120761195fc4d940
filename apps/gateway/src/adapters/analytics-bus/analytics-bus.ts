/**
 * Where analytics events go (ARCHITECTURE.md §1): NATS JetStream when NATS_URL is set, else
 * straight into the database. Either way events end up written by one handler, the
 * analytics module's table writer, which `consume` registers.
 */
export interface BusEvent {
  guid: string;
  [key: string]: unknown;
}

export interface AnalyticsBus {
  readonly kind: 'nats' | 'table';
  publish(event: BusEvent): Promise<void>;
  /** Starts delivering published events to `handle`; returns once delivery is set up. */
  consume(handle: (event: BusEvent) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
