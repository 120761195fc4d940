/**
 * PostgreSQL's LISTEN/NOTIFY as the gateway hears it (decision 0169): a signal sent with
 * `pg_notify` in a transaction reaches every instance listening on the same database once that
 * transaction commits. The bell's live count is fed by it.
 */
export interface DatabaseSignals {
  readonly name: string;
  /** Calls `onSignal` with each payload sent on `channel` until the returned stop is called. */
  listen(channel: string, onSignal: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
