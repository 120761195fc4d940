import type { supplierLeads as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  LEAD_SOURCE_TITLE,
  LEAD_STATE_TITLE,
  LEAD_STATES,
  leadKey,
  pageCount,
  parseLeadKey,
  type TApplicationStatus,
  type TLeadSource,
  type TLeadState,
} from '@agrolease/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { supplierOfInn } from './queries.ts';
import { productUrl, type SupplierDeps } from './service.ts';

const { supplierInterestStates } = schema;
const PAGE_SIZE = 20;
const NOT_FOUND = 'Интерес не найден';

/**
 * The supplier's leads (decision 0106), read from their sources each time, never copied:
 * - a signed-in client's cart line with one of its machines (a guest's cart names nobody), as this
 *   module keeps it from the cart's events (supplier_cart_leads, decision 0183) until the client
 *   takes it out or sends an application with it (then the application's lead stands for it);
 * - a machine of a sent application (a draft is the client's business, decision 0090);
 * - a callback asked from the page of one of its machines (its `page`).
 * What the supplier decides (state, note) is kept in supplier_interest_states; no row: new.
 */
const PRODUCT_PAGE_PATTERN = '^/(?:catalog/item|specialoffers)/([0-9]{1,9})(?:/|$)';
/** Between a callback's time and comment; a parameter, so that the server bundle stays ASCII (decision 0191). */
const CALLBACK_DETAILS_SEPARATOR = ' · ';

function leadsSource(supplierId: number): SQL {
  return sql`(
    select 'cart'::text as source, cl.id as source_id, cl.product_id, cl.updated_at as created_at,
      a.company_title as client, ''::text as contact_name, ''::text as contact_phone,
      ''::text as contact_comment, cl.quantity as quantity, null::text as app_code,
      null::text as app_status, null::integer as app_id
    from supplier_cart_leads cl
    join products p0 on p0.id = cl.product_id and p0.supplier_id = ${supplierId}
    join accounts a on a.id = cl.account_id
    where not exists (
      select 1 from application_products sp
      join applications sa on sa.id = sp.application_id and sa.status <> 'draft'
      where sp.product_id = cl.product_id and sa.account_id = cl.account_id
    )
    union all
    select 'application'::text, ap.id, ap.product_id, coalesce(app.submitted_at, app.created_at),
      a.company_title, '', '', '', ap.quantity, app.code, app.status, app.id
    from application_products ap
    join products p1 on p1.id = ap.product_id and p1.supplier_id = ${supplierId}
    join applications app on app.id = ap.application_id and app.status <> 'draft'
    join accounts a on a.id = app.account_id
    union all
    select 'callback'::text, sr.id,
      cast(substring(sr.payload->>'page' from ${PRODUCT_PAGE_PATTERN}) as integer), sr.created_at,
      coalesce(sr.payload->>'name', ''), coalesce(sr.payload->>'name', ''),
      coalesce(sr.payload->>'phone', ''),
      trim(both ' ' from concat_ws(${CALLBACK_DETAILS_SEPARATOR}::text, nullif(sr.payload->>'time', ''), nullif(sr.payload->>'comment', ''))),
      null, null, null, null
    from service_requests sr
    where sr.kind = 'callback' and sr.payload->>'page' ~ ${PRODUCT_PAGE_PATTERN}
  )`;
}

function leadsQuery(supplierId: number, where: SQL[], tail: SQL): SQL {
  const conditions = [sql`p.supplier_id = ${supplierId}`, ...where];
  return sql`select l.*, p.title as product_title, coalesce(s.state, 'new') as state,
      coalesce(s.note, '') as note, s.updated_at as state_updated
    from ${leadsSource(supplierId)} l
    join products p on p.id = l.product_id
    left join supplier_interest_states s
      on s.supplier_id = ${supplierId} and s.source = l.source and s.source_id = l.source_id
    where ${sql.join(conditions, sql` and `)} ${tail}`;
}

interface LeadRow {
  source: string;
  source_id: number | string;
  product_id: number | string;
  created_at: string | Date;
  client: string;
  contact_name: string;
  contact_phone: string;
  contact_comment: string;
  quantity: number | string | null;
  app_code: string | null;
  app_status: string | null;
  app_id: number | string | null;
  product_title: string;
  state: string;
  note: string;
  state_updated: string | Date | null;
}

async function rowsOf<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer raw statements as { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toLead(row: LeadRow): contract.TLead {
  const source = row.source as TLeadSource;
  const state = (LEAD_STATES as readonly string[]).includes(row.state) ? (row.state as TLeadState) : 'new';
  const productId = Number(row.product_id);
  const quantity = Number(row.quantity ?? 0);
  const detail =
    source === 'cart'
      ? `В корзине: ${quantity} шт.`
      : source === 'application'
        ? `Заявка ${row.app_code ?? ''} · ${quantity} шт. · ${
            APPLICATION_STATUS_TITLE[row.app_status as TApplicationStatus] ?? row.app_status
          }`
        : row.contact_comment || 'Заказал звонок со страницы техники';
  return {
    id: leadKey(source, Number(row.source_id)),
    source,
    source_title: LEAD_SOURCE_TITLE[source],
    state,
    state_title: LEAD_STATE_TITLE[state],
    note: row.note,
    created: iso(row.created_at),
    updated: row.state_updated ? iso(row.state_updated) : null,
    product: { id: productId, title: row.product_title, url: productUrl(productId) },
    client: row.client || 'Клиент',
    contact:
      source === 'callback'
        ? { name: row.contact_name, phone: row.contact_phone, comment: row.contact_comment }
        : null,
    detail,
    link:
      source === 'application' && row.app_id !== null
        ? `/cabinet/v2/supplier/applications/${row.app_id}`
        : null,
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchOf(query: string): SQL[] {
  if (!query) return [];
  const pattern = likePattern(query);
  const matches = [
    sql`p.title ilike ${pattern}`,
    sql`l.client ilike ${pattern}`,
    sql`coalesce(l.app_code, '') ilike ${pattern}`,
  ];
  if (/^\d{1,9}$/.test(query)) matches.push(sql`p.id = ${Number(query)}`);
  return [sql`(${sql.join(matches, sql` or `)})`];
}

async function companyIdOf(deps: SupplierDeps, session: SessionRecord): Promise<number | null> {
  return (await supplierOfInn(deps.db, session.account.inn))?.id ?? null;
}

export async function supplierInterests(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { state?: TLeadState; query: string; page: number },
) {
  const supplierId = await companyIdOf(deps, session);
  const counts = new Map<string, number>();
  let items: contract.TLead[] = [];
  let total = 0;
  if (supplierId !== null) {
    const search = searchOf(input.query);
    const byState = await rowsOf<{ state: string; n: number | string }>(
      deps.db,
      sql`select t.state, count(*) as n from (${leadsQuery(supplierId, search, sql``)}) t group by t.state`,
    );
    for (const row of byState) counts.set(row.state, Number(row.n));
    total = input.state ? (counts.get(input.state) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
    const where = input.state ? [...search, sql`coalesce(s.state, 'new') = ${input.state}`] : search;
    const rows = await rowsOf<LeadRow>(
      deps.db,
      leadsQuery(
        supplierId,
        where,
        sql`order by l.created_at desc, l.source, l.source_id desc limit ${PAGE_SIZE} offset ${(input.page - 1) * PAGE_SIZE}`,
      ),
    );
    items = rows.map(toLead);
  }
  return {
    success: true as const,
    items,
    states: LEAD_STATES.map((state) => ({
      state,
      title: LEAD_STATE_TITLE[state],
      count: counts.get(state) ?? 0,
    })),
    count_collection: total,
    page: input.page,
    pages: pageCount(total, PAGE_SIZE),
    items_pp: PAGE_SIZE,
  };
}

async function findLead(db: DbExecutor, supplierId: number, key: string): Promise<contract.TLead | null> {
  const parsed = parseLeadKey(key);
  if (!parsed) return null;
  const [row] = await rowsOf<LeadRow>(
    db,
    leadsQuery(
      supplierId,
      [sql`l.source = ${parsed.source}`, sql`l.source_id = ${parsed.sourceId}`],
      sql`limit 1`,
    ),
  );
  return row ? toLead(row) : null;
}

/** One lead; another supplier's, or one that no longer exists (the cart line removed), is 404. */
export async function supplierInterest(deps: SupplierDeps, session: SessionRecord, key: string) {
  const supplierId = await companyIdOf(deps, session);
  const item = supplierId === null ? null : await findLead(deps.db, supplierId, key);
  if (!item) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item };
}

export async function saveSupplierInterest(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: string; state: TLeadState; note: string },
) {
  const supplierId = await companyIdOf(deps, session);
  const lead = supplierId === null ? null : await findLead(deps.db, supplierId, input.id_object);
  const parsed = parseLeadKey(input.id_object);
  if (!lead || !parsed || supplierId === null) throw new AppError('NOT_FOUND', NOT_FOUND);
  const now = deps.clock.now();
  await deps.db
    .insert(supplierInterestStates)
    .values({
      supplierId,
      source: parsed.source,
      sourceId: parsed.sourceId,
      state: input.state,
      note: input.note,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        supplierInterestStates.supplierId,
        supplierInterestStates.source,
        supplierInterestStates.sourceId,
      ],
      set: { state: input.state, note: input.note, updatedAt: now },
    });
  const item = await findLead(deps.db, supplierId, input.id_object);
  if (!item) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item };
}
