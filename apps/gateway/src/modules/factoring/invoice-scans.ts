import type { factoring as contract } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { detectCabinetFileType, invoiceScanProblem } from '@agrolease/domain';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { anyFile, dropReplacedFile, fileBytes, removeStoredFile, storeUpload } from '../files/index.ts';
import { invoicesOf, invoiceWithRegister, setInvoiceScan } from './queries.ts';
import { invoiceItem } from './service.ts';

/**
 * Scans of the invoices of a register (decision 0114): the supplier attaches one per invoice
 * while the register is a draft; the file is stored as the supplier's cabinet file (checked from
 * its bytes and size by the files module). The supplier, the customer the sent register is
 * addressed to and the back office download it; anyone else's invoice is 404. A scan replaced
 * while the register is a draft is deleted, its row and its bytes (decision 0122).
 */
export interface InvoiceScanDeps {
  db: Database;
  files: FileStorage;
}

const INVOICE_NOT_FOUND = 'Накладная не найдена';

function scanError(message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'file', error: message }] });
}

export async function attachInvoiceScan(
  deps: InvoiceScanDeps,
  session: SessionRecord,
  invoiceId: number,
  upload: UploadedPart | undefined,
): Promise<contract.TFactoringInvoiceScanReply> {
  const invoice = await invoiceWithRegister(deps.db, invoiceId);
  if (!invoice || invoice.supplierAccountId !== session.accountId) {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  }
  if (!upload) throw scanError('Выберите файл скана');
  const type = detectCabinetFileType(upload.bytes.subarray(0, 16), upload.title);
  const problem = invoiceScanProblem(invoice.status, type?.mime);
  if (problem) {
    throw invoice.status === 'draft'
      ? scanError(problem)
      : new AppError('VALIDATION', problem, { fieldErrors: [{ prop: 'id', error: problem }] });
  }
  const attached = await deps.db.transaction(async (tx) => {
    const file = await storeUpload({ db: tx, files: deps.files }, session.accountId, {
      ...upload,
      field: 'file',
    });
    const scan = await setInvoiceScan(tx, invoiceId, file.id);
    if (!scan) return undefined;
    // The replaced scan is nobody's file any more: its row goes with this change.
    const dropped =
      scan.previousFileId === null ? undefined : await dropReplacedFile(tx, scan.previousFileId);
    return { dropped };
  });
  if (!attached) {
    const message = 'Реестр уже отправлен: сканы накладных в нём не меняются';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'id', error: message }] });
  }
  if (attached.dropped) await removeStoredFile(deps, attached.dropped);
  const [row] = (await invoicesOf(deps.db, [invoice.registerId])).filter((one) => one.id === invoiceId);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return { success: true, invoice: invoiceItem(row) };
}

/** Whether this caller may read the invoice's scan: its supplier, its customer once sent, a manager. */
function mayRead(
  session: SessionRecord,
  invoice: NonNullable<Awaited<ReturnType<typeof invoiceWithRegister>>>,
): boolean {
  switch (session.account.role) {
    case 'factoring-supplier':
      return invoice.supplierAccountId === session.accountId;
    case 'factoring-customer':
      return invoice.customerInn === session.account.inn && invoice.status !== 'draft';
    case 'manager':
      return true;
    default:
      return false;
  }
}

export async function invoiceScanFile(deps: InvoiceScanDeps, session: SessionRecord, invoiceId: number) {
  const invoice = await invoiceWithRegister(deps.db, invoiceId);
  if (!invoice || !mayRead(session, invoice) || invoice.scanFileId === null) {
    throw new AppError('NOT_FOUND', 'Скан накладной не найден');
  }
  const row = await anyFile(deps.db, invoice.scanFileId);
  return { row, bytes: await fileBytes(deps, row) };
}
