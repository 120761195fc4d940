import { supplierDeliveries as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import { complaintTopicTitle, pageCount, SUPPLIER_COMPLAINT_STATUS_TITLE } from '@agrolease/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

const { accounts, applicationProducts, cabinetComplaints, deals, products, supplierComplaintAnswers } =
  schema;

/**
 * Complaints about the supplier's deliveries (decision 0107): a client's complaint that names one
 * of its deals (cabinet_complaints.deal_id) reaches every supplier whose machines the deal buys.
 * The supplier answers it (one answer per complaint and supplier, corrected in place); each answer
 * reaches the client's cabinet as a message. The manager's own answer stays the back office's.
 */

function aboutSupplier(supplierId: number): SQL {
  return sql`exists (select 1 from ${applicationProducts} ap join ${products} p on p.id = ap.product_id
    where ap.application_id = ${deals.applicationId} and p.supplier_id = ${supplierId})`;
}

const columns = {
  id: cabinetComplaints.id,
  code: cabinetComplaints.code,
  topicId: cabinetComplaints.topicId,
  text: cabinetComplaints.text,
  createdAt: cabinetComplaints.createdAt,
  clientAccountId: cabinetComplaints.accountId,
  client: accounts.companyTitle,
  dealId: deals.id,
  dealCode: deals.code,
  applicationId: deals.applicationId,
  answer: supplierComplaintAnswers.text,
  answeredAt: supplierComplaintAnswers.updatedAt,
};
type ComplaintRow = {
  id: number;
  code: string;
  topicId: number;
  text: string;
  createdAt: Date;
  clientAccountId: number;
  client: string;
  dealId: number;
  dealCode: string;
  applicationId: number | null;
  answer: string | null;
  answeredAt: Date | null;
};

function base(db: DbExecutor, supplierId: number, select: Record<string, unknown>) {
  return db
    .select(select as typeof columns)
    .from(cabinetComplaints)
    .innerJoin(deals, eq(deals.id, cabinetComplaints.dealId))
    .innerJoin(accounts, eq(accounts.id, cabinetComplaints.accountId))
    .leftJoin(
      supplierComplaintAnswers,
      and(
        eq(supplierComplaintAnswers.complaintId, cabinetComplaints.id),
        eq(supplierComplaintAnswers.supplierId, supplierId),
      ),
    );
}

function statusFilter(status: string): SQL | undefined {
  if (status === 'new') return isNull(supplierComplaintAnswers.id);
  if (status === 'answered') return isNotNull(supplierComplaintAnswers.id);
  return undefined;
}

async function machinesOf(db: DbExecutor, supplierId: number, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ applicationId: applicationProducts.applicationId, title: products.title })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(
      and(inArray(applicationProducts.applicationId, applicationIds), eq(products.supplierId, supplierId)),
    )
    .orderBy(asc(applicationProducts.id));
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.applicationId, [...(map.get(row.applicationId) ?? []), row.title]);
  return map;
}

function itemOf(row: ComplaintRow, machines: Map<number, string[]>): contract.TSupplierComplaintItem {
  const status = row.answer === null ? 'new' : 'answered';
  return {
    id: row.id,
    code: row.code,
    topic: complaintTopicTitle(row.topicId) ?? '',
    text: row.text,
    client: row.client,
    deal: { id: row.dealId, code: row.dealCode },
    products: row.applicationId === null ? [] : (machines.get(row.applicationId) ?? []),
    status,
    status_title: SUPPLIER_COMPLAINT_STATUS_TITLE[status],
    created: row.createdAt.toISOString(),
    answer: row.answer ?? '',
    answered: row.answeredAt?.toISOString() ?? null,
    url: `${contract.SUPPLIER_COMPLAINTS_PAGE}/${row.id}`,
  };
}

export async function supplierComplaintsList(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { status: string; page: number },
) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const size = contract.SUPPLIER_APPLICATIONS_PAGE_SIZE;
  if (!company) {
    return {
      success: true as const,
      items: [],
      unanswered: 0,
      count_collection: 0,
      page: input.page,
      pages: 1,
      items_pp: size,
    };
  }
  const own = aboutSupplier(company.id);
  const where = and(own, statusFilter(input.status));
  const rows = (await base(deps.db, company.id, columns)
    .where(where)
    .orderBy(
      sql`case when ${supplierComplaintAnswers.id} is null then 0 else 1 end`,
      desc(cabinetComplaints.createdAt),
      desc(cabinetComplaints.id),
    )
    .offset((input.page - 1) * size)
    .limit(size)) as ComplaintRow[];
  const [total] = (await base(deps.db, company.id, { value: count() }).where(where)) as unknown as {
    value: number;
  }[];
  const [unanswered] = (await base(deps.db, company.id, { value: count() }).where(
    and(own, statusFilter('new')),
  )) as unknown as { value: number }[];
  const machines = await machinesOf(
    deps.db,
    company.id,
    rows.flatMap((row) => (row.applicationId === null ? [] : [row.applicationId])),
  );
  const totalCount = Number(total?.value ?? 0);
  return {
    success: true as const,
    items: rows.map((row) => itemOf(row, machines)),
    unanswered: Number(unanswered?.value ?? 0),
    count_collection: totalCount,
    page: input.page,
    pages: pageCount(totalCount, size),
    items_pp: size,
  };
}

async function findOne(db: DbExecutor, supplierId: number, id: number) {
  const [row] = (await base(db, supplierId, columns)
    .where(and(eq(cabinetComplaints.id, id), aboutSupplier(supplierId)))
    .limit(1)) as ComplaintRow[];
  return row;
}

async function complaintContext(deps: { db: DbExecutor }, session: SessionRecord, id: number) {
  const company = await supplierOfInn(deps.db, session.account.inn);
  const row = company ? await findOne(deps.db, company.id, id) : undefined;
  // A complaint about another supplier's machines (or about none) is not found.
  if (!company || !row) throw new AppError('NOT_FOUND', 'Рекламация не найдена');
  return { company, row };
}

export async function supplierComplaintCard(deps: SupplierDeps, session: SessionRecord, id: number) {
  const { company, row } = await complaintContext(deps, session, id);
  const machines = await machinesOf(
    deps.db,
    company.id,
    row.applicationId === null ? [] : [row.applicationId],
  );
  return { success: true as const, item: itemOf(row, machines) };
}

export async function answerSupplierComplaint(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: number; text: string },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { company, row } = await complaintContext({ db: tx }, session, input.id_object);
    await tx
      .insert(supplierComplaintAnswers)
      .values({
        complaintId: row.id,
        supplierId: company.id,
        accountId: session.accountId,
        text: input.text,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [supplierComplaintAnswers.complaintId, supplierComplaintAnswers.supplierId],
        set: { text: input.text, accountId: session.accountId, updatedAt: now },
      });
    await postToFeed(tx, row.clientAccountId, {
      title: `${row.answer === null ? 'Ответ' : 'Уточнённый ответ'} поставщика на обращение ${row.code}`,
      body: `${company.title}: ${input.text.length > 300 ? `${input.text.slice(0, 297)}…` : input.text}`,
      entity: 'complaint',
      entityId: row.id,
    });
  });
  return supplierComplaintCard(deps, session, input.id_object);
}

/** The suppliers' answers to a client's complaints: the client's complaint page shows them. */
export async function supplierAnswersOf(db: DbExecutor, complaintIds: number[]) {
  if (complaintIds.length === 0) return [];
  return db
    .select({
      complaintId: supplierComplaintAnswers.complaintId,
      supplier: schema.suppliers.title,
      text: supplierComplaintAnswers.text,
      updatedAt: supplierComplaintAnswers.updatedAt,
    })
    .from(supplierComplaintAnswers)
    .innerJoin(schema.suppliers, eq(schema.suppliers.id, supplierComplaintAnswers.supplierId))
    .where(inArray(supplierComplaintAnswers.complaintId, complaintIds))
    .orderBy(asc(supplierComplaintAnswers.id));
}
