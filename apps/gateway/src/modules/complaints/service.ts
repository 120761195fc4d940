import { createHash } from 'node:crypto';
import { complaints, files as filesContract, type TCallReply } from '@agrolease/contracts';
import { type Database, type DbExecutor, schema } from '@agrolease/db';
import {
  COMPLAINT_STATUS_TITLE,
  COMPLAINT_TOPICS,
  complaintCode,
  complaintTopicTitle,
  pageCount,
  type TComplaintStatus,
} from '@agrolease/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { findRepeatedRequest, withSender } from '../cabinet-requests/index.ts';
import { storeUpload } from '../files/index.ts';
import { supplierAnswersOf } from '../supplier/index.ts';
import { tellSuppliersOfComplaint } from './complaint-events.ts';
import {
  type ComplaintRow,
  type FileRow,
  filesByIds,
  findAllComplaints,
  findComplaint,
  findComplaintPage,
  findOwnComplaint,
  insertComplaint,
  updateComplaint,
} from './queries.ts';

/**
 * The client's complaints (spec 1 §3 "Complaint"; docs/decisions/0065): posted with an
 * optional file, answered by a manager in the back office; the answer reaches the feed.
 */
export interface ComplaintDeps {
  db: Database;
  adapters: Pick<GatewayAdapters, 'files' | 'clock'>;
}

function statusOf(row: ComplaintRow): TComplaintStatus {
  return row.status in COMPLAINT_STATUS_TITLE ? (row.status as TComplaintStatus) : 'received';
}

export function attachedFile(row: FileRow | undefined): complaints.TAttachedFile | null {
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    src: filesContract.fileDownloadPath(row.id),
    mime_type: row.mimeType,
  };
}

function toListItem(row: ComplaintRow): complaints.TComplaintListItem {
  const status = statusOf(row);
  return {
    id: row.id,
    code: row.code,
    text: row.text,
    id_UListItem: row.topicId,
    topic: complaintTopicTitle(row.topicId) ?? '',
    status,
    status_title: COMPLAINT_STATUS_TITLE[status],
    datePost: row.createdAt.toISOString(),
    has_response: row.response !== '',
  };
}

async function toComplaints(db: DbExecutor, rows: ComplaintRow[]): Promise<complaints.TComplaint[]> {
  const fileRows = await filesByIds(
    db,
    rows.flatMap((row) => [row.fileId, row.responseFileId]),
  );
  const dealIds = [...new Set(rows.flatMap((row) => (row.dealId === null ? [] : [row.dealId])))];
  const dealRows =
    dealIds.length === 0
      ? []
      : await db
          .select({ id: schema.deals.id, code: schema.deals.code })
          .from(schema.deals)
          .where(inArray(schema.deals.id, dealIds));
  const answers = await supplierAnswersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toListItem(row),
    ResponseContent: row.response,
    dateResponse: row.answeredAt?.toISOString() ?? null,
    id_File: attachedFile(row.fileId === null ? undefined : fileRows.get(row.fileId)),
    response_File: attachedFile(row.responseFileId === null ? undefined : fileRows.get(row.responseFileId)),
    deal: dealRows.find((deal) => deal.id === row.dealId) ?? null,
    supplier_answers: answers
      .filter((answer) => answer.complaintId === row.id)
      .map((answer) => ({
        supplier: answer.supplier,
        text: answer.text,
        date: answer.updatedAt.toISOString(),
      })),
  }));
}

export function complaintTopics(): TCallReply<typeof complaints.getComplaintTopics> {
  return { success: true, items: COMPLAINT_TOPICS.map((topic) => ({ id: topic.id, title: topic.title })) };
}

type ListQuery = {
  page: number;
  items_per_page: number;
  sort: 'datePost' | 'code' | 'status';
  by: 'asc' | 'desc';
};

export async function listComplaints(
  deps: ComplaintDeps,
  session: SessionRecord,
  query: ListQuery,
): Promise<TCallReply<typeof complaints.getCabinetComplaints>> {
  const { rows, total } = await findComplaintPage(deps.db, session.accountId, {
    offset: (query.page - 1) * query.items_per_page,
    limit: query.items_per_page,
    sort: query.sort,
    by: query.by,
  });
  const exportQuery = new URLSearchParams({ sort: query.sort, by: query.by });
  return {
    success: true,
    items: rows.map(toListItem),
    count_collection: total,
    page: query.page,
    pages: pageCount(total, query.items_per_page),
    items_per_page: query.items_per_page,
    download_url: `/srv${complaints.COMPLAINTS_EXPORT_PATH}?${exportQuery}`,
  };
}

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole list as CSV for Excel (semicolons, BOM), in the list's order. */
export async function exportComplaints(
  deps: ComplaintDeps,
  session: SessionRecord,
  query: Pick<ListQuery, 'sort' | 'by'>,
): Promise<string> {
  const { rows } = await findComplaintPage(deps.db, session.accountId, { offset: 0, ...query });
  const lines = [['Номер', 'Дата', 'Тема', 'Статус', 'Текст', 'Ответ']];
  for (const row of rows) {
    const item = toListItem(row);
    lines.push([
      item.code,
      item.datePost.slice(0, 10),
      item.topic,
      item.status_title,
      row.text,
      row.response,
    ]);
  }
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export async function getComplaint(
  deps: ComplaintDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof complaints.getCabinetComplaint>> {
  const row = await findOwnComplaint(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Обращение не найдено');
  const [complaint] = await toComplaints(deps.db, [row]);
  if (!complaint) throw new Error('complaint lost');
  return { success: true, ...complaint };
}

/** The attachment of a form or JSON body: base64 (or a data: URL) with an optional name. */
export function decodeBase64File(content: string, name: string | undefined): UploadedPart {
  const match = /^data:[^;,]*(?:;[^,]*)?;base64,/.exec(content);
  const body = (match ? content.slice(match[0].length) : content).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) {
    throw new AppError('VALIDATION', 'Файл должен быть передан в base64', {
      fieldErrors: [{ prop: 'id_File', error: 'Файл должен быть передан в base64' }],
    });
  }
  return { field: 'id_File', title: (name ?? '').slice(0, 255), bytes: Buffer.from(body, 'base64') };
}

export async function postComplaint(
  deps: ComplaintDeps,
  session: SessionRecord,
  input: { text: string; topicId: number; file?: UploadedPart; dealId?: number },
): Promise<z.infer<typeof complaints.ZPostComplaintReply>> {
  if (!complaintTopicTitle(input.topicId)) {
    throw new AppError('VALIDATION', 'Выберите тему обращения', {
      fieldErrors: [{ prop: 'id_UListItem', error: 'Выберите тему обращения' }],
    });
  }
  const fileHash = input.file ? createHash('sha256').update(input.file.bytes).digest('hex') : '';
  const fingerprint = createHash('sha256')
    .update(
      `${session.accountId}\n${input.topicId}\n${input.text}\n${fileHash}${input.dealId === undefined ? '' : `\n${input.dealId}`}`,
    )
    .digest('hex');
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const existing = await findRepeatedRequest(
      tx,
      schema.cabinetComplaints,
      session.accountId,
      fingerprint,
      now,
    );
    if (existing) return { success: true as const, id: existing.id, code: existing.code, duplicate: true };
    if (input.dealId !== undefined) {
      // Only the client's own deal: another's is not found (decision 0107).
      const [deal] = await tx
        .select({ id: schema.deals.id })
        .from(schema.deals)
        .where(and(eq(schema.deals.id, input.dealId), eq(schema.deals.accountId, session.accountId)))
        .limit(1);
      if (!deal) throw new AppError('NOT_FOUND', 'Сделка не найдена');
    }
    const file = input.file
      ? await storeUpload({ db: tx, files: deps.adapters.files }, session.accountId, input.file)
      : undefined;
    const row = await insertComplaint(
      tx,
      {
        accountId: session.accountId,
        topicId: input.topicId,
        text: input.text,
        fileId: file?.id ?? null,
        dealId: input.dealId ?? null,
        fingerprint,
        createdAt: now,
      },
      complaintCode,
    );
    await postToFeed(tx, session.accountId, {
      title: `Обращение ${row.code} зарегистрировано`,
      body: `Тема: ${complaintTopicTitle(row.topicId)}. Ответ придёт в личный кабинет.`,
      entity: 'complaint',
      entityId: row.id,
    });
    await tellSuppliersOfComplaint(tx, row);
    return { success: true as const, id: row.id, code: row.code, duplicate: false };
  });
}

export async function backofficeList(
  deps: ComplaintDeps,
  query: { page: number; items_per_page: number; status?: string },
): Promise<TCallReply<typeof complaints.backofficeComplaints>> {
  const limit = query.items_per_page;
  const { rows, total } = await findAllComplaints(deps.db, {
    offset: (query.page - 1) * limit,
    limit,
    status: query.status || undefined,
  });
  const items = await toComplaints(
    deps.db,
    rows.map((row) => row.complaint),
  );
  return {
    success: true,
    items: withSender(items, rows),
    count: total,
    pages: pageCount(total, limit),
  };
}

/** The manager's answer: text and an optional file; the client hears of it in the feed. */
export async function answerComplaint(
  deps: ComplaintDeps,
  manager: SessionRecord,
  input: { id: number; response: string; file?: UploadedPart },
) {
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findComplaint(tx, input.id);
    if (!row) throw new AppError('NOT_FOUND', 'Обращение не найдено');
    // The file belongs to the client: they read it among their own files.
    const file = input.file
      ? await storeUpload({ db: tx, files: deps.adapters.files }, row.accountId, input.file)
      : undefined;
    const updated = await updateComplaint(tx, row.id, {
      status: 'answered',
      response: input.response,
      responseFileId: file?.id ?? row.responseFileId,
      responderId: manager.accountId,
      answeredAt: now,
    });
    await postToFeed(tx, row.accountId, {
      title: `Ответ на обращение ${row.code}`,
      body: input.response.length > 300 ? `${input.response.slice(0, 297)}…` : input.response,
      entity: 'complaint',
      entityId: row.id,
      fileId: file?.id,
    });
    const [item] = await toComplaints(tx, [updated]);
    if (!item) throw new Error('complaint lost');
    return { success: true as const, item };
  });
}
