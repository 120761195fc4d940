import { type Database, preparedQuery, schema } from '@agrolease/db';
import { moscowDay } from '@agrolease/domain';
import { eq, sql } from 'drizzle-orm';
import { findLiveSession } from '../../http/session-store.ts';

const { accountGeneration, catalogueGeneration } = schema;

/** Both generations in one round trip: the catalogue's single row and the account's, if any. */
const generationsOfAccount = preparedQuery('account_page_generations', (db) =>
  db
    .select({ catalogue: catalogueGeneration.value, account: accountGeneration.value })
    .from(catalogueGeneration)
    .leftJoin(accountGeneration, eq(accountGeneration.accountId, sql.placeholder('accountId')))
    .limit(1),
);

/**
 * What a page kept for a signed-in visitor is keyed by (decision 0131): the account of the live
 * session, the account's and the catalogue's generations, and the Moscow day (overdue payments
 * and the payment chart are counted from today). Undefined when the token has no live session:
 * such a request is rendered (and sent to sign in). The session's expiry slides as for any call.
 */
export async function accountPageVersion(
  db: Database,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const session = await findLiveSession(db, token, now);
  if (!session) return undefined;
  const [generations] = await generationsOfAccount(db, { accountId: session.accountId });
  return `${session.accountId}.${generations?.account ?? 0}.${generations?.catalogue ?? 0}.${moscowDay(now)}`;
}
