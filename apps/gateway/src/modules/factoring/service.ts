import { factoring as contract, type TCallReply } from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  FACTORING_STATUS_TITLE,
  factoringAdvance,
  factoringAnswerProblem,
  factoringCustomerNote,
  factoringSendProblem,
  isFactoringStatus,
  isValidInn,
  queueItemMatches,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import {
  addInvoice,
  customerRegistered,
  type InvoiceRow,
  insertRegister,
  invoiceCounts,
  invoicesOf,
  moveRegister,
  type RegisterRow,
  registerById,
  registerOfCustomer,
  registerOfSupplier,
  registersForManager,
  registersOfCustomer,
  registersOfSupplier,
} from './queries.ts';
import { type RegisterNews, tellRegisterNews } from './register-news.ts';

export interface FactoringDeps {
  db: Database;
}

export const REGISTER_NOT_FOUND = 'Реестр не найден';
/** The registers the factor finances or has financed (the supplier's «Финансирование»). */
const FINANCING_STATUSES = ['sent', 'confirmed', 'financed', 'paid'] as const;

export function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

export function registerItem(row: RegisterRow, invoices: number): contract.TFactoringRegister {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_title: isFactoringStatus(row.status) ? FACTORING_STATUS_TITLE[row.status] : row.status,
    supplier: { title: row.supplierTitle, inn: row.supplierInn },
    customer: { title: row.customerTitle, inn: row.customerInn },
    customer_registered: Boolean(row.customerRegistered),
    invoices,
    total: row.total,
    advance: factoringAdvance(row.total),
    financed_sum: row.financedSum,
    customer_comment: row.customerComment,
    created: row.createdAt.toISOString(),
    sent: row.sentAt?.toISOString() ?? null,
    answered: row.answeredAt?.toISOString() ?? null,
    financed: row.financedAt?.toISOString() ?? null,
  };
}

export function invoiceItem(row: InvoiceRow): contract.TFactoringInvoice {
  return {
    id: row.id,
    register_id: row.registerId,
    register_number: row.registerNumber,
    number: row.number,
    issued: row.issued,
    due: row.due,
    delivery: row.delivery,
    amount: row.amount,
    scan: row.scan
      ? {
          title: row.scan.title,
          mime_type: row.scan.mimeType,
          size: row.scan.size,
          url: contract.factoringInvoiceScanUrl(row.id),
        }
      : null,
  };
}

async function registerItems(db: Database, rows: RegisterRow[]) {
  const counts = await invoiceCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => registerItem(row, counts.get(row.id) ?? 0));
}

async function supplierRegister(deps: FactoringDeps, session: SessionRecord, id: number) {
  const row = await registerOfSupplier(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  const invoices = await invoicesOf(deps.db, [row.id]);
  return { item: registerItem(row, invoices.length), invoices: invoices.map(invoiceItem) };
}

export async function listRegisters(
  deps: FactoringDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.factoringRegisters>> {
  return {
    success: true,
    items: await registerItems(deps.db, await registersOfSupplier(deps.db, session.accountId)),
  };
}

export async function createRegister(
  deps: FactoringDeps,
  session: SessionRecord,
  input: { number: string; customer_inn: string; customer_title: string },
): Promise<TCallReply<typeof contract.factoringRegisterCreate>> {
  if (!isValidInn(input.customer_inn)) {
    throw fieldError('customer_inn', 'Неверный ИНН: не сходится контрольное число');
  }
  const created = await insertRegister(deps.db, {
    supplierAccountId: session.accountId,
    number: input.number,
    customerInn: input.customer_inn,
    customerTitle: input.customer_title,
  });
  if (!created) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  const registered = await customerRegistered(deps.db, input.customer_inn);
  return {
    success: true,
    item: (await supplierRegister(deps, session, created.id)).item,
    note: factoringCustomerNote({ inn: input.customer_inn, registered }),
  };
}

export async function showRegister(
  deps: FactoringDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.factoringRegister>> {
  return { success: true, ...(await supplierRegister(deps, session, id)) };
}

export async function addRegisterInvoice(
  deps: FactoringDeps,
  session: SessionRecord,
  input: {
    id_register: number;
    number: string;
    issued: string;
    due: string;
    amount: number;
    delivery: string;
  },
): Promise<TCallReply<typeof contract.factoringInvoiceAdd>> {
  const register = await registerOfSupplier(deps.db, session.accountId, input.id_register);
  if (!register) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  if (input.due < input.issued) throw fieldError('due', 'Срок оплаты — не раньше даты накладной');
  const invoiceId = await deps.db.transaction((tx) =>
    addInvoice(tx, register.id, {
      number: input.number,
      issued: input.issued,
      due: input.due,
      amount: input.amount,
      delivery: input.delivery,
    }),
  );
  if (invoiceId === undefined)
    throw fieldError('id_register', 'Реестр уже отправлен: накладные в нём не меняются');
  const shown = await supplierRegister(deps, session, register.id);
  const invoice = shown.invoices.find((item) => item.id === invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  return { success: true, item: shown.item, invoice };
}

/** The register as it moved, told to the other party in the move's transaction (decision 0174). */
async function tellOfMove(tx: DbExecutor, id: number, news: RegisterNews): Promise<void> {
  const moved = await registerById(tx, id);
  if (moved) await tellRegisterNews(tx, moved, news);
}

export async function sendRegister(
  deps: FactoringDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.factoringRegisterSend>> {
  const shown = await supplierRegister(deps, session, id);
  const problem = factoringSendProblem(shown.item.status, shown.invoices.length);
  if (problem) throw fieldError('id', problem);
  const sent = await deps.db.transaction(async (tx) => {
    if (!(await moveRegister(tx, id, 'draft', { status: 'sent', sentAt: new Date() }))) return false;
    await tellOfMove(tx, id, 'sent');
    return true;
  });
  if (!sent) throw fieldError('id', 'Реестр уже отправлен');
  return { success: true, item: (await supplierRegister(deps, session, id)).item };
}

export async function listInvoices(
  deps: FactoringDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.factoringInvoices>> {
  const rows = await registersOfSupplier(deps.db, session.accountId);
  const invoices = await invoicesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return { success: true, items: invoices.map(invoiceItem) };
}

export async function listFinancing(
  deps: FactoringDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.factoringFinancing>> {
  const items = await registerItems(
    deps.db,
    await registersOfSupplier(deps.db, session.accountId, FINANCING_STATUSES),
  );
  return {
    success: true,
    items,
    totals: {
      advance: items.reduce((sum, item) => sum + item.advance, 0),
      financed: items.reduce((sum, item) => sum + item.financed_sum, 0),
    },
  };
}

export async function listCustomerRegisters(
  deps: FactoringDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.factoringCustomerRegisters>> {
  const rows = await registersOfCustomer(deps.db, session.account.inn);
  const invoices = await invoicesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    success: true,
    items: rows.map((row) => {
      const own = invoices.filter((invoice) => invoice.registerId === row.id);
      return { ...registerItem(row, own.length), invoice_list: own.map(invoiceItem) };
    }),
  };
}

export async function answerRegister(
  deps: FactoringDeps,
  session: SessionRecord,
  input: { id: number; decision: 'confirm' | 'dispute'; comment: string },
): Promise<TCallReply<typeof contract.factoringCustomerAnswer>> {
  const row = await registerOfCustomer(deps.db, session.account.inn, input.id);
  if (!row) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  const comment = input.comment.trim();
  const problem = factoringAnswerProblem(row.status, input.decision, comment);
  if (problem) throw fieldError(problem.prop, problem.error);
  const status = input.decision === 'confirm' ? 'confirmed' : 'disputed';
  const moved = await deps.db.transaction(async (tx) => {
    if (
      !(await moveRegister(tx, row.id, 'sent', { status, customerComment: comment, answeredAt: new Date() }))
    ) {
      return false;
    }
    await tellOfMove(tx, row.id, status);
    return true;
  });
  if (!moved) throw fieldError('id', 'Ответ по реестру уже дан');
  const answered = await registerOfCustomer(deps.db, session.account.inn, row.id);
  if (!answered) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  const counts = await invoiceCounts(deps.db, [row.id]);
  return { success: true, item: registerItem(answered, counts.get(row.id) ?? 0) };
}

async function withInvoices(db: Database, rows: RegisterRow[]) {
  const invoices = await invoicesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = invoices.filter((invoice) => invoice.registerId === row.id);
    return { ...registerItem(row, own.length), invoice_list: own.map(invoiceItem) };
  });
}

export async function managerRegisters(
  deps: FactoringDeps,
  input: { status?: string | undefined; query?: string | undefined },
): Promise<TCallReply<typeof contract.backofficeFactoringRegisters>> {
  const rows = await registersForManager(deps.db, input.status);
  const found = rows.filter((row) =>
    queueItemMatches(
      [row.number, row.supplierTitle, row.supplierInn, row.customerTitle, row.customerInn],
      input.query ?? '',
    ),
  );
  return { success: true, items: await withInvoices(deps.db, found) };
}

async function managerRegister(deps: FactoringDeps, id: number) {
  const row = await registerById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  const counts = await invoiceCounts(deps.db, [id]);
  return registerItem(row, counts.get(id) ?? 0);
}

/** The factor finances a confirmed register: no more than its advance. */
export async function financeRegister(
  deps: FactoringDeps,
  input: { id: number; amount: number },
): Promise<TCallReply<typeof contract.backofficeFactoringFinance>> {
  const item = await managerRegister(deps, input.id);
  if (item.status !== 'confirmed') {
    throw fieldError('id', 'Финансировать можно только подтверждённый покупателем реестр');
  }
  if (input.amount > item.advance) {
    throw fieldError('amount', `Не больше аванса: ${item.advance} ₽ (90% суммы реестра)`);
  }
  const moved = await deps.db.transaction(async (tx) => {
    const financed = await moveRegister(tx, input.id, 'confirmed', {
      status: 'financed',
      financedSum: input.amount,
      financedAt: new Date(),
    });
    if (financed) await tellOfMove(tx, input.id, 'financed');
    return financed;
  });
  if (!moved) throw fieldError('id', 'Реестр уже профинансирован');
  return { success: true, item: await managerRegister(deps, input.id) };
}

export async function markPaid(
  deps: FactoringDeps,
  id: number,
): Promise<TCallReply<typeof contract.backofficeFactoringPaid>> {
  const item = await managerRegister(deps, id);
  if (item.status !== 'financed' || !(await moveRegister(deps.db, id, 'financed', { status: 'paid' }))) {
    throw fieldError('id', 'Оплату отмечают по профинансированному реестру');
  }
  return { success: true, item: await managerRegister(deps, id) };
}
