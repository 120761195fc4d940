import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Whether a row whose owner is `column` belongs to the company `viewer` acts for (decision
 * 0162): the viewer's own rows, and — once the viewer's company is confirmed — the rows of every
 * confirmed account of the same role and INN. An unconfirmed or detached account sees its own
 * rows only, so a claim of an INN never opens the company's applications, deals, documents or
 * payments. `viewer` is an account id, or a `sql.placeholder` of a prepared query.
 */
export function ownedByCompanyOf(column: AnyColumn, viewer: number | Placeholder): SQL {
  return sql`${column} in (select ${viewer}::integer union all select colleague.id from accounts viewer join accounts colleague on colleague.inn = viewer.inn and colleague.role = viewer.role and colleague.company_status = 'confirmed' where viewer.id = ${viewer}::integer and viewer.company_status = 'confirmed' and viewer.inn <> '')`;
}
