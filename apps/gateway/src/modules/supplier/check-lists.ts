import { supplierReports as contract, files as filesContract } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  CHECK_LIST_KIND_TITLE,
  CHECK_LIST_KINDS,
  checkListFileProblem,
  isCheckListKind,
  pageCount,
  personalManagerOf,
} from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { fileBytes, ownFile, unpacksWithin } from '../files/index.ts';
import type { PartnerSender } from '../partner-mail/index.ts';
import { type PartnerMailDeps, quoted, sendPartnerLetter, unlinked } from '../partner-mail/index.ts';
import {
  type CheckListListRow,
  checkListsOfDeal,
  checkListsPage,
  findOwnCheckList,
  insertCheckList,
  markCheckListSent,
  supplierProductChoices,
} from './check-lists-queries.ts';
import { findSupplierDeal, isBuyerOfSupplier, supplierApplicationsPage } from './deliveries-queries.ts';
import { findSupplierProduct, supplierOfInn } from './queries.ts';

const kindTitle = (kind: string) => CHECK_LIST_KIND_TITLE[isCheckListKind(kind) ? kind : 'other'];

/**
 * The supplier's check lists (decision 0100): an uploaded XLSX or PDF kept for one of its
 * machines or deliveries, and mailed with the file attached as a partner letter (decision 0153).
 */

export interface CheckListDeps {
  db: Database;
  clock: Clock;
  files: FileStorage;
}

/** The choices of the upload form: at most this many machines and deliveries. */
const CHOICES_LIMIT = 200;

function itemOf(row: CheckListListRow): contract.TCheckListItem {
  const kind = isCheckListKind(row.row.kind) ? row.row.kind : 'other';
  return {
    id: row.row.id,
    title: row.row.title,
    kind,
    kind_title: kindTitle(kind),
    file: {
      id: row.file.id,
      title: row.file.title,
      mime_type: row.file.mimeType,
      size: row.file.size,
      src: filesContract.fileDownloadPath(row.file.id),
    },
    product:
      row.row.productId && row.productTitle ? { id: row.row.productId, title: row.productTitle } : null,
    deal:
      row.row.dealId && row.dealCode
        ? { id: row.row.dealId, code: row.dealCode, client: row.dealClient ?? '' }
        : null,
    comment: row.row.comment,
    created: row.row.createdAt.toISOString(),
    sent_to: row.row.sentTo,
    sent: row.row.sentAt?.toISOString() ?? null,
    sent_count: row.row.sentCount,
  };
}

async function ownCheckList(deps: Pick<CheckListDeps, 'db'>, session: SessionRecord, id: number) {
  const row = await findOwnCheckList(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Чек-лист не найден');
  return row;
}

export async function supplierCheckLists(
  deps: CheckListDeps,
  session: SessionRecord,
  input: { kind?: string; page: number },
) {
  const size = contract.CHECK_LISTS_PAGE_SIZE;
  const company = await supplierOfInn(deps.db, session.account.inn);
  const [{ rows, total }, products, deals] = await Promise.all([
    checkListsPage(deps.db, {
      accountId: session.accountId,
      kind: input.kind,
      offset: (input.page - 1) * size,
      limit: size,
    }),
    company ? supplierProductChoices(deps.db, company.id, CHOICES_LIMIT) : [],
    company
      ? supplierApplicationsPage(deps.db, {
          supplierId: company.id,
          deliveries: {},
          offset: 0,
          limit: CHOICES_LIMIT,
        }).then((page) => page.rows)
      : [],
  ]);
  return {
    success: true as const,
    items: rows.map(itemOf),
    count_collection: total,
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
    kinds: CHECK_LIST_KINDS.map((value) => ({ value, title: CHECK_LIST_KIND_TITLE[value] })),
    products,
    deals: deals.flatMap((row) =>
      row.dealId && row.dealCode ? [{ id: row.dealId, code: row.dealCode, client: row.client }] : [],
    ),
    default_email: personalManagerOf(session.accountId).email,
  };
}

/** What an XLSX check list may unpack to: a real one of 15 MB unpacks to a few times that. */
const CHECK_LIST_UNPACKED_LIMIT = 64 * 1024 * 1024;

/** An XLSX check list must open as a workbook: a Word file named .xlsx is refused. */
async function isWorkbook(bytes: Buffer): Promise<boolean> {
  try {
    // Loaded on the first workbook: exceljs is 8 MB of every worker's heap (decision 0158).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook.worksheets.length > 0;
  } catch {
    return false;
  }
}

const badFile = (error: string) =>
  new AppError('VALIDATION', error, { fieldErrors: [{ prop: 'id_File', error }] });

export async function createSupplierCheckList(
  deps: CheckListDeps,
  session: SessionRecord,
  input: {
    id_File: number;
    title: string;
    kind: string;
    id_product?: number;
    id_deal?: number;
    comment: string;
  },
) {
  // Only the supplier's own upload: another account's file is 404.
  const file = await ownFile(deps.db, session.accountId, input.id_File);
  const problem = checkListFileProblem(file);
  if (problem) throw badFile(problem);
  if (file.mimeType === XLSX_MIME) {
    const bytes = await fileBytes(deps, file);
    // Checked before exceljs unpacks the whole file into memory: a zip bomb stops here.
    if (!unpacksWithin(bytes, CHECK_LIST_UNPACKED_LIMIT)) {
      throw badFile(
        `Таблица Excel больше ${CHECK_LIST_UNPACKED_LIMIT / 1024 / 1024} МБ в распакованном виде или повреждена`,
      );
    }
    if (!(await isWorkbook(bytes))) throw badFile('Файл не открывается как таблица Excel');
  }
  const company = await supplierOfInn(deps.db, session.account.inn);
  if (input.id_product !== undefined) {
    const product = company ? await findSupplierProduct(deps.db, company.id, input.id_product) : undefined;
    if (!product) throw new AppError('NOT_FOUND', 'Техника не найдена');
  }
  if (input.id_deal !== undefined) {
    const deal = company ? await findSupplierDeal(deps.db, company.id, input.id_deal) : undefined;
    if (!deal) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  }
  const id = await insertCheckList(deps.db, {
    accountId: session.accountId,
    fileId: file.id,
    title: input.title,
    kind: input.kind,
    productId: input.id_product ?? null,
    dealId: input.id_deal ?? null,
    comment: input.comment,
    createdAt: deps.clock.now(),
  });
  return { success: true as const, item: itemOf(await ownCheckList(deps, session, id)) };
}

/**
 * The letter carries the file; without an address it goes to the supplier's personal manager.
 * It leaves through the partner letters' policy (decision 0153): the supplier's company, our
 * managers and its buyers freely, a few new addresses a day; the supplier's title and comment are
 * quoted in the body, never the subject.
 */
export async function sendSupplierCheckList(
  deps: CheckListDeps,
  partnerMail: PartnerMailDeps,
  sender: PartnerSender,
  session: SessionRecord,
  input: { id_object: number; email?: string },
) {
  const row = await ownCheckList(deps, session, input.id_object);
  const file = await ownFile(deps.db, session.accountId, row.file.id);
  const item = itemOf(row);
  const about = [
    item.product ? `техника: ${quoted(item.product.title)}` : '',
    item.deal ? `сделка ${unlinked(item.deal.code)} (${unlinked(item.deal.client)})` : '',
  ].filter(Boolean);
  const company = await supplierOfInn(deps.db, session.account.inn);
  const { to } = await sendPartnerLetter(partnerMail, sender, {
    kind: 'supplier-check-list',
    to: input.email ?? personalManagerOf(session.accountId).email,
    subject: `Агролизинг: чек-лист поставщика, ИНН ${session.account.inn}`,
    lines: [
      'Здравствуйте!',
      `Поставщик направляет чек-лист (${item.kind_title.toLowerCase()}) под названием ${quoted(item.title)}.`,
      ...(about.length > 0 ? [`К чему относится: ${about.join('; ')}.`] : []),
      ...(item.comment ? [`Комментарий поставщика: ${quoted(item.comment)}`] : []),
      'Файл чек-листа — во вложении.',
    ],
    attachments: [{ filename: file.title, contentType: file.mimeType, content: await fileBytes(deps, file) }],
    isCounterparty: (accountIds) =>
      company ? isBuyerOfSupplier(deps.db, company.id, accountIds) : Promise.resolve(false),
    field: 'email',
  });
  await markCheckListSent(deps.db, row.row.id, to, deps.clock.now());
  return {
    success: true as const,
    item: itemOf(await ownCheckList(deps, session, row.row.id)),
    sent_to: to,
  };
}

/** The back office's deal card: what the suppliers' check lists about the deal say (decision 0100). */
export async function dealCheckLists(db: Database, dealId: number) {
  const rows = await checkListsOfDeal(db, dealId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind_title: kindTitle(row.kind),
    supplier: row.supplier,
    file: { title: row.fileTitle, src: filesContract.fileDownloadPath(row.fileId) },
    created: row.createdAt.toISOString(),
  }));
}
