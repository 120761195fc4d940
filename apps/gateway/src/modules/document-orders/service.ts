import { createHash } from 'node:crypto';
import type { documentOrders as contract, TCallReply } from '@agrolease/contracts';
import type { TFormItem } from '@agrolease/contracts/wizard';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  checkDocumentOrder,
  DOCUMENT_ORDER_STATUS_TITLE,
  type DocumentOrderField,
  documentOrderCode,
  isDocumentOrderStatus,
  PSD_DELIVERY_TYPES,
  PSD_TYPES,
  pageCount,
  type TDocumentOrderStatus,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { findRepeatedRequest, withSender } from '../cabinet-requests/index.ts';
import { attachedFile, type ComplaintDeps, filesByIds } from '../complaints/index.ts';
import { storeUpload } from '../files/index.ts';
import {
  type DocumentOrderRow,
  findAllDocumentOrders,
  findAnsweredDocumentOrders,
  findCompanyOrders,
  findContactsOf,
  findDocumentOrder,
  findDocumentOrderPage,
  findOrdersByIds,
  findOrdersOf,
  findOwnContact,
  insertDocumentOrder,
  updateDocumentOrder,
} from './queries.ts';

/**
 * Document orders (PSD; docs/decisions/0065): the client orders copies, statements or
 * certificates about its orders, chooses how to receive them, and the back office answers
 * with a status and the documents; every answer reaches the feed.
 */
export type DocumentOrderDeps = ComplaintDeps;

const PAGE_SIZE = 20;

function toFormItem(field: DocumentOrderField): TFormItem {
  return {
    field: field.field,
    type: 'text',
    title: field.title,
    value: '',
    error: '',
    group: '',
    code: '',
    required: field.required,
    props:
      field.kind === 'date'
        ? { inputKind: 'date', placeholder: 'ДД.ММ.ГГГГ' }
        : field.kind === 'number'
          ? { inputKind: 'number', min: 1, max: 20 }
          : { multiline: true },
  };
}

const typeTitle = (id: number) => PSD_TYPES.find((type) => type.id === id)?.title ?? '';
const deliveryTitle = (id: number) => PSD_DELIVERY_TYPES.find((type) => type.id === id)?.title ?? '';
const statusOf = (row: DocumentOrderRow): TDocumentOrderStatus =>
  isDocumentOrderStatus(row.status) ? row.status : 'new';

export async function psdScheme(
  deps: DocumentOrderDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.psdScheme>> {
  const [contactRows, orderRows] = await Promise.all([
    findContactsOf(deps.db, session.accountId),
    findOrdersOf(deps.db, session.accountId),
  ]);
  return {
    success: true,
    types: PSD_TYPES.map((type) => ({ id: type.id, title: type.title, fields: type.fields.map(toFormItem) })),
    delivery_types: PSD_DELIVERY_TYPES.map((type) => ({ id: type.id, title: type.title })),
    contacts: contactRows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone })),
    orders: orderRows.map((row) => ({
      id: row.id,
      contract_name: row.contractName,
      contract_date: row.contractDate,
      status: row.status,
    })),
  };
}

async function toItems(db: DbExecutor, rows: DocumentOrderRow[]): Promise<contract.TPsdItem[]> {
  const [files, orders] = await Promise.all([
    filesByIds(
      db,
      rows.map((row) => row.responseFileId),
    ),
    findOrdersByIds(db, [...new Set(rows.flatMap((row) => row.orderIds))]),
  ]);
  const orderName = new Map(orders.map((order) => [order.id, order.contractName]));
  return rows.map((row) => {
    const status = statusOf(row);
    return {
      id: row.id,
      code: row.code,
      id_type: row.typeId,
      type: typeTitle(row.typeId),
      PSDDeliveryType: row.deliveryType,
      delivery: deliveryTitle(row.deliveryType),
      post_addr: row.postAddress?.text ?? '',
      delivery_contact: row.deliveryContact,
      delivery_contact_phone: row.deliveryContactPhone,
      isemail: row.isEmail === 1,
      id_Contact: row.contactId,
      id_CabinetOrder: row.orderIds,
      orders: row.orderIds.map((id) => orderName.get(id) ?? `№ ${id}`),
      fields: row.fields,
      status,
      status_title: DOCUMENT_ORDER_STATUS_TITLE[status],
      response: row.response,
      response_File: attachedFile(row.responseFileId === null ? undefined : files.get(row.responseFileId)),
      datePost: row.createdAt.toISOString(),
      dateResponse: row.respondedAt?.toISOString() ?? null,
    };
  });
}

/** The multipart fields of SetPSD, read by the route. */
export interface SetPsdInput {
  typeId: number;
  deliveryType: number;
  postAddress: { text: string; json?: Record<string, unknown> } | undefined;
  deliveryContact: string;
  deliveryContactPhone: string;
  isEmail: boolean;
  contactId?: number;
  orderIds: number[];
  fields: Record<string, string>;
}

export async function setPsd(deps: DocumentOrderDeps, session: SessionRecord, input: SetPsdInput) {
  const orders = await findCompanyOrders(deps.db, session.accountId, input.orderIds);
  // Someone else's order looks like a missing one (issue 6: ownership answers 404).
  if (orders.length !== new Set(input.orderIds).size) {
    throw new AppError('NOT_FOUND', 'Договор не найден', {
      fieldErrors: [{ prop: 'id_CabinetOrder', error: 'Договор не найден' }],
    });
  }
  const contact =
    input.contactId === undefined
      ? undefined
      : await findOwnContact(deps.db, session.accountId, input.contactId);
  if (input.contactId !== undefined && !contact) {
    throw new AppError('NOT_FOUND', 'Контактное лицо не найдено', {
      fieldErrors: [{ prop: 'id_Contact', error: 'Контактное лицо не найдено' }],
    });
  }
  const { problems, value } = checkDocumentOrder({
    ...input,
    postAddress: input.postAddress?.text ?? '',
    contactEmail: contact?.email,
  });
  if (problems.length > 0) {
    throw new AppError('VALIDATION', problems[0]?.error ?? 'Проверьте заполнение формы', {
      fieldErrors: problems,
    });
  }
  const deliveryType = input.deliveryType;
  const record = {
    typeId: input.typeId,
    deliveryType,
    postAddress: deliveryType === 3 ? (input.postAddress ?? null) : null,
    deliveryContact: deliveryType === 1 ? '' : input.deliveryContact.trim(),
    deliveryContactPhone: deliveryType === 1 ? '' : value.deliveryContactPhone,
    isEmail: input.isEmail || deliveryType === 1 ? 1 : 0,
    contactId: contact?.id ?? null,
    orderIds: [...input.orderIds].sort((a, b) => a - b),
    fields: value.fields,
  };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ account: session.accountId, ...record }))
    .digest('hex');
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const existing = await findRepeatedRequest(
      tx,
      schema.documentOrders,
      session.accountId,
      fingerprint,
      now,
    );
    if (existing) return { success: true as const, id: existing.id, code: existing.code, duplicate: true };
    const row = await insertDocumentOrder(
      tx,
      { accountId: session.accountId, ...record, fingerprint, createdAt: now },
      documentOrderCode,
    );
    await postToFeed(tx, session.accountId, {
      title: `Заказ документов ${row.code} принят`,
      body: `${typeTitle(row.typeId)}. Способ получения: ${deliveryTitle(row.deliveryType).toLowerCase()}.`,
      entity: 'document_order',
      entityId: row.id,
    });
    return { success: true as const, id: row.id, code: row.code, duplicate: false };
  });
}

export async function listPsds(
  deps: DocumentOrderDeps,
  session: SessionRecord,
  page: number,
): Promise<TCallReply<typeof contract.getPsds>> {
  const { rows, total } = await findDocumentOrderPage(deps.db, session.accountId, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return {
    success: true,
    items: await toItems(deps.db, rows),
    types: PSD_TYPES.map((type) => ({ id: type.id, title: type.title })),
    statuses: Object.entries(DOCUMENT_ORDER_STATUS_TITLE).map(([value, title]) => ({
      value: value as TDocumentOrderStatus,
      title,
    })),
    count: total,
    pages: pageCount(total, PAGE_SIZE),
  };
}

export async function psdResponses(
  deps: DocumentOrderDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.cabinetPsdResponses>> {
  const items = await toItems(deps.db, await findAnsweredDocumentOrders(deps.db, session.accountId));
  return {
    success: true,
    items: items.map((item) => ({
      id_psd: item.id,
      code: item.code,
      type: item.type,
      status: item.status,
      status_title: item.status_title,
      response: item.response,
      dateResponse: item.dateResponse ?? item.datePost,
      file: item.response_File,
    })),
  };
}

export async function backofficeDocumentOrders(
  deps: DocumentOrderDeps,
  { page, items_per_page: size }: { page: number; items_per_page: number },
): Promise<TCallReply<typeof contract.backofficeDocumentOrders>> {
  const { rows, total } = await findAllDocumentOrders(deps.db, {
    offset: (page - 1) * size,
    limit: size,
  });
  const items = await toItems(
    deps.db,
    rows.map((row) => row.order),
  );
  return {
    success: true,
    items: withSender(items, rows),
    count: total,
    pages: pageCount(total, size),
  };
}

/** The back office's answer: a status, a note and optionally the documents; the client's feed hears of it. */
export async function respondDocumentOrder(
  deps: DocumentOrderDeps,
  manager: SessionRecord,
  input: { id: number; status: 'in_progress' | 'ready' | 'rejected'; response: string; file?: UploadedPart },
) {
  if (input.status === 'rejected' && !input.response) {
    throw new AppError('VALIDATION', 'Укажите причину отказа', {
      fieldErrors: [{ prop: 'response', error: 'Укажите причину отказа' }],
    });
  }
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findDocumentOrder(tx, input.id);
    if (!row) throw new AppError('NOT_FOUND', 'Заказ документов не найден');
    const file = input.file
      ? await storeUpload({ db: tx, files: deps.adapters.files }, row.accountId, input.file)
      : undefined;
    const updated = await updateDocumentOrder(tx, row.id, {
      status: input.status,
      response: input.response,
      responseFileId: file?.id ?? row.responseFileId,
      responderId: manager.accountId,
      respondedAt: now,
    });
    await postToFeed(tx, row.accountId, {
      title: `Заказ документов ${row.code}: ${DOCUMENT_ORDER_STATUS_TITLE[input.status].toLowerCase()}`,
      body: input.response || `${typeTitle(row.typeId)}.`,
      entity: 'document_order',
      entityId: row.id,
      fileId: file?.id,
    });
    const [item] = await toItems(tx, [updated]);
    if (!item) throw new Error('document order lost');
    return { success: true as const, item };
  });
}
