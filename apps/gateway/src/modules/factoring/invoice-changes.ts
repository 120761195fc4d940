import type { factoring as contract, TCallReply } from '@agrolease/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { changeInvoice, invoiceWithRegister, removeInvoice } from './queries.ts';
import { type FactoringDeps, fieldError, showRegister } from './service.ts';

const INVOICE_NOT_FOUND = 'Накладная не найдена';
const SENT = 'Реестр уже отправлен: накладные в нём не меняются';

/** The supplier's own invoice (another's is 404) whose register is still a draft. */
async function draftInvoice(deps: FactoringDeps, session: SessionRecord, id: number) {
  const invoice = await invoiceWithRegister(deps.db, id);
  if (!invoice || invoice.supplierAccountId !== session.accountId) {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  }
  if (invoice.status !== 'draft') throw fieldError('id', SENT);
  return invoice;
}

/** FactoringInvoices/Edit: an invoice of a draft register corrected (issue 39, decision 0179). */
export async function editRegisterInvoice(
  deps: FactoringDeps,
  session: SessionRecord,
  input: { id: number; number: string; issued: string; due: string; amount: number; delivery: string },
): Promise<TCallReply<typeof contract.factoringInvoiceEdit>> {
  const invoice = await draftInvoice(deps, session, input.id);
  if (input.due < input.issued) throw fieldError('due', 'Срок оплаты — не раньше даты накладной');
  const { id, ...values } = input;
  const changed = await deps.db.transaction((tx) => changeInvoice(tx, id, values));
  if (!changed) throw fieldError('id', SENT);
  const shown = await showRegister(deps, session, invoice.registerId);
  const edited = shown.invoices.find((item) => item.id === id);
  if (!edited) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return { success: true, item: shown.item, invoice: edited };
}

/** FactoringInvoices/Delete: an invoice of a draft register deleted (issue 39, decision 0179). */
export async function deleteRegisterInvoice(
  deps: FactoringDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.factoringInvoiceDelete>> {
  const invoice = await draftInvoice(deps, session, id);
  const removed = await deps.db.transaction((tx) => removeInvoice(tx, id));
  if (!removed) throw fieldError('id', SENT);
  return { success: true, item: (await showRegister(deps, session, invoice.registerId)).item };
}
