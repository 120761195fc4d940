import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';

const { factoringRegisters, factoringInvoices, accounts, cabinetFiles } = schema;

export type RegisterRow = typeof factoringRegisters.$inferSelect & {
  supplierTitle: string;
  supplierInn: string;
  supplierOgrn: string;
  supplierKpp: string;
  supplierPerson: string;
  supplierSince: Date;
  customerRegistered: boolean;
};
export type InvoiceRow = typeof factoringInvoices.$inferSelect & {
  registerNumber: string;
  scan: { title: string; mimeType: string; size: number } | null;
};

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
  /** A factoring customer's account has the register's INN (decision 0114). */
  customerRegistered: sql<boolean>`exists (select 1 from ${accounts} as customer where customer.inn = ${factoringRegisters.customerInn} and customer.role = 'factoring-customer')`,
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

export async function invoicesOf(db: DbExecutor, registerIds: readonly number[]): Promise<InvoiceRow[]> {
  if (registerIds.length === 0) return [];
  const rows = await db
    .select({
      id: factoringInvoices.id,
      registerId: factoringInvoices.registerId,
      number: factoringInvoices.number,
      issued: factoringInvoices.issued,
      due: factoringInvoices.due,
      delivery: factoringInvoices.delivery,
      amount: factoringInvoices.amount,
      scanFileId: factoringInvoices.scanFileId,
      createdAt: factoringInvoices.createdAt,
      registerNumber: factoringRegisters.number,
      scanTitle: cabinetFiles.title,
      scanMime: cabinetFiles.mimeType,
      scanSize: cabinetFiles.size,
    })
    .from(factoringInvoices)
    .innerJoin(factoringRegisters, eq(factoringRegisters.id, factoringInvoices.registerId))
    .leftJoin(cabinetFiles, eq(cabinetFiles.id, factoringInvoices.scanFileId))
    .where(inArray(factoringInvoices.registerId, [...registerIds]))
    .orderBy(desc(factoringInvoices.issued), desc(factoringInvoices.id));
  return rows.map(({ scanTitle, scanMime, scanSize, ...row }) => ({
    ...row,
    scan:
      scanTitle !== null && scanMime !== null && scanSize !== null
        ? { title: scanTitle, mimeType: scanMime, size: scanSize }
        : null,
  }));
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

/** An invoice with what decides who may reach its scan: its register's supplier, customer and status. */
export async function invoiceWithRegister(db: DbExecutor, invoiceId: number) {
  const [row] = await db
    .select({
      id: factoringInvoices.id,
      registerId: factoringInvoices.registerId,
      scanFileId: factoringInvoices.scanFileId,
      supplierAccountId: factoringRegisters.supplierAccountId,
      customerInn: factoringRegisters.customerInn,
      status: factoringRegisters.status,
    })
    .from(factoringInvoices)
    .innerJoin(factoringRegisters, eq(factoringRegisters.id, factoringInvoices.registerId))
    .where(eq(factoringInvoices.id, invoiceId))
    .limit(1);
  return row;
}

/**
 * Attaches the scan while the invoice's register is still a draft: answers the scan it replaces
 * (null: none), or undefined when the register was sent first. Call it in a transaction: the
 * invoice row stays locked until the commit, so two uploads cannot both replace the same scan.
 */
export async function setInvoiceScan(
  db: DbExecutor,
  invoiceId: number,
  fileId: number,
): Promise<{ previousFileId: number | null } | undefined> {
  const [before] = await db
    .select({ scanFileId: factoringInvoices.scanFileId })
    .from(factoringInvoices)
    .where(eq(factoringInvoices.id, invoiceId))
    .for('update');
  if (!before) return undefined;
  const rows = await db
    .update(factoringInvoices)
    .set({ scanFileId: fileId })
    .where(
      and(
        eq(factoringInvoices.id, invoiceId),
        sql`exists (select 1 from ${factoringRegisters} where ${factoringRegisters.id} = ${factoringInvoices.registerId} and ${factoringRegisters.status} = 'draft')`,
      ),
    )
    .returning({ id: factoringInvoices.id });
  return rows.length > 0 ? { previousFileId: before.scanFileId } : undefined;
}

/** Whether a factoring customer's account has this INN. */
export async function customerRegistered(db: DbExecutor, inn: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.inn, inn), eq(accounts.role, 'factoring-customer')))
    .limit(1);
  return row !== undefined;
}

/** An invoice's register and amount, before it is corrected or deleted. */
async function invoiceAmount(db: DbExecutor, invoiceId: number) {
  const [row] = await db
    .select({ registerId: factoringInvoices.registerId, amount: factoringInvoices.amount })
    .from(factoringInvoices)
    .where(eq(factoringInvoices.id, invoiceId));
  return row;
}

/**
 * Corrects an invoice while its register is a draft, the register's total moved by the
 * difference; false when the register was sent first. The register row is locked by the update.
 */
export async function changeInvoice(
  db: DbExecutor,
  invoiceId: number,
  values: Omit<typeof factoringInvoices.$inferInsert, 'registerId'>,
): Promise<boolean> {
  const before = await invoiceAmount(db, invoiceId);
  if (!before) return false;
  const moved = await db
    .update(factoringRegisters)
    .set({ total: sql`${factoringRegisters.total} - ${before.amount} + ${values.amount}` })
    .where(and(eq(factoringRegisters.id, before.registerId), eq(factoringRegisters.status, 'draft')))
    .returning({ id: factoringRegisters.id });
  if (moved.length === 0) return false;
  await db.update(factoringInvoices).set(values).where(eq(factoringInvoices.id, invoiceId));
  return true;
}

/** Deletes an invoice while its register is a draft, its amount taken off the total; false when sent. */
export async function removeInvoice(db: DbExecutor, invoiceId: number): Promise<boolean> {
  const before = await invoiceAmount(db, invoiceId);
  if (!before) return false;
  const moved = await db
    .update(factoringRegisters)
    .set({ total: sql`${factoringRegisters.total} - ${before.amount}` })
    .where(and(eq(factoringRegisters.id, before.registerId), eq(factoringRegisters.status, 'draft')))
    .returning({ id: factoringRegisters.id });
  if (moved.length === 0) return false;
  await db.delete(factoringInvoices).where(eq(factoringInvoices.id, invoiceId));
  return true;
}
