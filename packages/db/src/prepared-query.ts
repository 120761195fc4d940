import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.ts';

/** What a Drizzle query built with `sql.placeholder` parameters turns into once prepared. */
interface Preparable<Rows> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Rows> };
}

type Prepared<Rows> = ReturnType<Preparable<Rows>['prepare']>;

const preparedByDatabase = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A query whose SQL is built once per database handle instead of on every call: Drizzle's query
 * building (the column walk, the `is` checks, the SQL string) was about a tenth of a dashboard's
 * CPU (decision 0127). Its parameters are `sql.placeholder`s filled by each call; on PostgreSQL
 * it is a named statement, parsed once per pooled connection. The name must be unique in the
 * process and stand for one SQL text. Inside a transaction the query is built as before.
 */
export function preparedQuery<Rows>(
  name: string,
  build: (db: DbExecutor) => Preparable<Rows>,
): (db: DbExecutor, values?: Record<string, unknown>) => Promise<Rows> {
  return (db, values) => {
    if (is(db, PgTransaction)) return build(db).prepare(name).execute(values);
    let prepared = preparedByDatabase.get(db);
    if (!prepared) {
      prepared = new Map();
      preparedByDatabase.set(db, prepared);
    }
    let query = prepared.get(name) as Prepared<Rows> | undefined;
    if (!query) {
      query = build(db).prepare(name);
      prepared.set(name, query);
    }
    return query.execute(values);
  };
}
