import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';

const { factoringRegisters, factoringInvoices, accounts } = schema;

export type RegisterRow = typeof factoringRegisters.$inferSelect & {
  supplierTitle: string;
  supplierInn: string;
  supplierOgrn: string;
  supplierKpp: string;
  supplierPerson: string;
  supplierSince: Date;
};
export type InvoiceRow = typeof factoringInvoices.$inferSelect & { registerNumber: string };

const registerColumns = {
  id: factoringRegisters.id,
  supplierAccountId: factoringRegisters.supplierAccountId,
  number: factoringRegisters.number,
  customerInn: factoringRegisters.customerInn,
  customerTitle: factoringRegisters.customerTitle,
  status: factoringRegisters.status,
  total: factoringRegisters.total,
  financedSum: factoringRegisters.financedSum,
  customerComment: factoringRegisters.customerComment,
  sentAt: factoringRegisters.sentAt,
  answeredAt: factoringRegisters.answeredAt,
  financedAt: factoringRegisters.financedAt,
  createdAt: factoringRegisters.createdAt,
  supplierTitle: accounts.companyTitle,
  supplierInn: accounts.inn,
  supplierOgrn: accounts.ogrn,
  supplierKpp: accounts.kpp,
  supplierPerson: accounts.personName,
  supplierSince: accounts.createdAt,
};

function registers(db: DbExecutor) {
  return db
    .select(registerColumns)
    .from(factoringRegisters)
    .innerJoin(accounts, eq(accounts.id, factoringRegisters.supplierAccountId));
}

export function registersOfSupplier(
  db: DbExecutor,
  supplierId: number,
  statuses?: readonly string[],
): Promise<RegisterRow[]> {
  const conditions = [eq(factoringRegisters.supplierAccountId, supplierId)];
  if (statuses) conditions.push(inArray(factoringRegisters.status, [...statuses]));
  return registers(db)
    .where(and(...conditions))
    .orderBy(desc(factoringRegisters.createdAt), desc(factoringRegisters.id));
}

/** The supplier's register; another supplier's is none (404). */
export async function registerOfSupplier(db: DbExecutor, supplierId: number, id: number) {
  const [row] = await registers(db)
    .where(and(eq(factoringRegisters.id, id), eq(factoringRegisters.supplierAccountId, supplierId)))
    .limit(1);
  return row;
}

/** Registers addressed to the customer's INN; drafts stay the supplier's own. */
export function registersOfCustomer(db: DbExecutor, customerInn: string): Promise<RegisterRow[]> {
  return registers(db)
    .where(and(eq(factoringRegisters.customerInn, customerInn), ne(factoringRegisters.status, 'draft')))
    .orderBy(desc(factoringRegisters.sentAt), desc(factoringRegisters.id));
}

export async function registerOfCustomer(db: DbExecutor, customerInn: string, id: number) {
  const [row] = await registers(db)
    .where(
      and(
        eq(factoringRegisters.id, id),
        eq(factoringRegisters.customerInn, customerInn),
        ne(factoringRegisters.status, 'draft'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRegister(db: DbExecutor, values: typeof factoringRegisters.$inferInsert) {
  const [row] = await db.insert(factoringRegisters).values(values).returning({ id: factoringRegisters.id });
  return row;
}

export async function invoiceCounts(
  db: DbExecutor,
  registerIds: readonly number[],
): Promise<Map<number, number>> {
  if (registerIds.length === 0) return new Map();
  const rows = await db
    .select({ registerId: factoringInvoices.registerId, n: count() })
    .from(factoringInvoices)
    .where(inArray(factoringInvoices.registerId, [...registerIds]))
    .groupBy(factoringInvoices.registerId);
  return new Map(rows.map((row) => [row.registerId, Number(row.n)]));
}

export function invoicesOf(db: DbExecutor, registerIds: readonly number[]): Promise<InvoiceRow[]> {
  if (registerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: factoringInvoices.id,
      registerId: factoringInvoices.registerId,
      number: factoringInvoices.number,
      issued: factoringInvoices.issued,
      due: factoringInvoices.due,
      delivery: factoringInvoices.delivery,
      amount: factoringInvoices.amount,
      createdAt: factoringInvoices.createdAt,
      registerNumber: factoringRegisters.number,
    })
    .from(factoringInvoices)
    .innerJoin(factoringRegisters, eq(factoringRegisters.id, factoringInvoices.registerId))
    .where(inArray(factoringInvoices.registerId, [...registerIds]))
    .orderBy(desc(factoringInvoices.issued), desc(factoringInvoices.id));
}

/** Adds the invoice and its amount to the register's total, only while the register is a draft. */
export async function addInvoice(
  db: DbExecutor,
  registerId: number,
  values: Omit<typeof factoringInvoices.$inferInsert, 'registerId'>,
): Promise<number | undefined> {
  const updated = await db
    .update(factoringRegisters)
    .set({ total: sql`${factoringRegisters.total} + ${values.amount}` })
    .where(and(eq(factoringRegisters.id, registerId), eq(factoringRegisters.status, 'draft')))
    .returning({ id: factoringRegisters.id });
  if (updated.length === 0) return undefined;
  const [row] = await db
    .insert(factoringInvoices)
    .values({ ...values, registerId })
    .returning({ id: factoringInvoices.id });
  return row?.id;
}

/** Moves a register from one status to the next; false when another request moved it first. */
export async function moveRegister(
  db: DbExecutor,
  id: number,
  from: string,
  values: Partial<typeof factoringRegisters.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(factoringRegisters)
    .set(values)
    .where(and(eq(factoringRegisters.id, id), eq(factoringRegisters.status, from)))
    .returning({ id: factoringRegisters.id });
  return rows.length > 0;
}

/** Every supplier's registers past the draft, for the back office; oldest sent first. */
export function registersForManager(db: DbExecutor, status?: string): Promise<RegisterRow[]> {
  const conditions = [ne(factoringRegisters.status, 'draft')];
  if (status) conditions.push(eq(factoringRegisters.status, status));
  return registers(db)
    .where(and(...conditions))
    .orderBy(desc(factoringRegisters.sentAt), desc(factoringRegisters.id));
}

export async function registerById(db: DbExecutor, id: number) {
  const [row] = await registers(db)
    .where(and(eq(factoringRegisters.id, id), ne(factoringRegisters.status, 'draft')))
    .limit(1);
  return row;
}
