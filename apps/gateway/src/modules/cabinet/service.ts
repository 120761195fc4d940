import { type cabinet, files as filesContract, type TCallReply } from '@agrolease/contracts';
import type { TAccreditationItem } from '@agrolease/contracts/accreditation';
import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  APPLICATION_STATUSES,
  DEAL_STAGE_TITLE,
  isApplicationStatus,
  isDealStage,
  moscowDay,
  pageCount,
  pageOffset,
  paymentChart,
  personalManagerOf,
  preApprovedLimit,
} from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import { readOncePerRender, type SessionRecord } from '../../http/session.ts';
import { signalFeedChanged } from '../cabinet-feed/index.ts';
import { fileBytes, ownFile } from '../files/index.ts';
import {
  type AccountSnapshot,
  applicationItem,
  eventFeed,
  isFinishedStatus,
  loadSnapshot,
  orderItems,
  paymentItems,
  roublesOf,
} from './account-snapshot.ts';
import {
  accountOffers,
  acknowledgeNotifications,
  deleteDraft,
  findDeal,
  findOwnMessage,
  latestMessages,
  type MessageRow,
  markMessageRead,
  messagesPage,
  offerCards,
  productCards,
  undeliveredNotifications,
} from './queries.ts';

/**
 * What the dashboard shows of modules above the cabinet, given to it when the gateway is built
 * (decision 0181): the supplier's accreditation, the accreditation module's read. A port, so
 * that the cabinet, which the application and the agent read, imports no accreditation.
 */
export interface CabinetPorts {
  accreditationItem?: (db: DbExecutor, session: SessionRecord) => Promise<TAccreditationItem>;
}

export interface CabinetDeps extends CabinetPorts {
  db: DbExecutor;
  files: FileStorage;
  now: () => Date;
}

function page<T>(items: readonly T[], pageNumber: number, size: number) {
  return {
    items: items.slice(pageOffset(pageNumber, size), pageOffset(pageNumber, size) + size),
    count: items.length,
    pages: pageCount(items.length, size),
    page: pageNumber,
  };
}

/** The account's snapshot, read once for the calls of one page render. */
function snapshotOf(deps: CabinetDeps, session: SessionRecord): Promise<AccountSnapshot> {
  const today = moscowDay(deps.now());
  return readOncePerRender(session, `cabinet-snapshot ${today}`, () =>
    loadSnapshot(deps.db, session.accountId, today),
  );
}

function messageItem(row: MessageRow): cabinet.TMessageItem {
  const preview = row.body.length > 140 ? `${row.body.slice(0, 139).trimEnd()}…` : row.body;
  return {
    id_message: row.id,
    title: row.title,
    preview,
    date: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    hasDocument: row.fileId !== null,
    entity: row.entity,
    id_entity: row.entityId,
  };
}

function productCard(row: { id: number; title: string; price: number; image: string }): cabinet.TProductCard {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    image: row.image,
    href: `/catalog/item/${row.id}/`,
  };
}

/**
 * Recommendations: machines of the categories the client applied for (other than those it
 * chose), else the special offers; recommendationsKeyMap says which category each came from.
 */
async function recommendationsOf(
  deps: CabinetDeps,
  snapshot: AccountSnapshot,
  specialOffers: () => Promise<readonly Awaited<ReturnType<typeof productCards>>[number][]>,
) {
  const categoryIds = [
    ...new Set([...snapshot.productsByApplication.values()].flat().map((row) => row.categoryId)),
  ];
  const chosen = new Set([...snapshot.productsByApplication.values()].flat().map((row) => row.title));
  const rows =
    categoryIds.length > 0
      ? (await productCards(deps.db, { categoryIds, limit: 12 })).filter((row) => !chosen.has(row.title))
      : await specialOffers();
  const picked = rows.slice(0, 6);
  const keyMap: Record<string, number[]> = {};
  for (const row of picked) {
    const key = categoryIds.length > 0 ? row.categoryTitle : 'Популярное';
    keyMap[key] = [...(keyMap[key] ?? []), row.id];
  }
  return { recommendations: picked.map(productCard), recommendationsKeyMap: keyMap };
}

/**
 * A dashboard's messages card: of the newest three, the unread ones (all three when none is),
 * with the account's unread count.
 */
export async function dashboardMessages(
  db: DbExecutor,
  accountId: number,
): Promise<{ unread: number; items: cabinet.TMessageItem[] }> {
  const { rows, unread } = await latestMessages(db, accountId, 3);
  const unreadFirst = rows.filter((row) => row.readAt === null);
  return { unread, items: (unreadFirst.length > 0 ? unreadFirst : rows).map(messageItem) };
}

export async function cabinetMain(
  deps: CabinetDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof cabinet.cabinetMain>> {
  const snapshot = await snapshotOf(deps, session);
  const payments = paymentItems(snapshot);
  const overdue = payments.filter((item) => item.isOverdue);
  const upcoming = payments.filter((item) => item.paid_at === null && !item.isOverdue);
  // One round trip each: the newest three messages with the unread count, and the monthly and
  // special offers together (the recommendations fall back to the special ones).
  const cards = offerCards(deps.db, { monthly: 4, special: 6 });
  const [messages, offerRows, recommended, { monthly: promo, special }] = await Promise.all([
    dashboardMessages(deps.db, session.accountId),
    accountOffers(deps.db, session.accountId),
    recommendationsOf(deps, snapshot, () => cards.then((found) => found.special)),
    cards,
  ]);
  const promotions = special.slice(0, 4);
  const orders = orderItems(snapshot);
  return {
    success: true,
    account: {
      id: session.accountId,
      title: session.account.companyTitle,
      inn: session.account.inn,
      name: session.account.personName,
    },
    manager: personalManagerOf(session.accountId),
    charts: { payments: paymentChart(snapshot.payments, snapshot.today) },
    messages,
    orders: orders.filter((order) => order.StatusSherp !== 'Закрыт'),
    payments: {
      upcoming: upcoming.slice(0, 5),
      overdue,
      overdue_sum: roublesOf(overdue, (item) => item.remaining_sum),
    },
    apps: snapshot.applications.slice(0, 5).map((row) => applicationItem(snapshot, row)),
    prelimit: preApprovedLimit({
      contractSums: snapshot.orders.map((order) => order.sum),
      paidSum: roublesOf(payments, (item) => item.paid_sum),
      overdueCount: overdue.length,
    }),
    accreditation:
      session.account.role === 'supplier' && deps.accreditationItem
        ? [await deps.accreditationItem(deps.db, session)]
        : [],
    ...recommended,
    promo: promo.map(productCard),
    promotions: promotions.map(productCard),
    offers: offerRows.map((offer) => ({
      id: offer.id,
      id_application: offer.applicationId,
      sum: offer.sum,
      advance_percent: offer.advancePercent,
      term_months: offer.termMonths,
      status: offer.status,
    })),
    predict: { next_payment: upcoming[0] ?? null },
    feed: eventFeed(snapshot, { withPaid: false }).slice(0, 10),
  };
}

const SORT_KEY: Record<string, (item: cabinet.TApplicationItem) => string | number> = {
  appDate: (item) => item.appDate,
  code: (item) => item.extcode,
  status: (item) => item.OrderStatus,
  productsSumm: (item) => item.productsSumm,
};

export async function cabinetApplications(
  deps: CabinetDeps,
  session: SessionRecord,
  input: {
    page: number;
    items_per_page: number;
    isfinished: 0 | 1;
    status?: string;
    code?: string;
    appdatefrom?: string;
    appdateto?: string;
    sort: string;
    direction: 'asc' | 'desc';
  },
) {
  if (input.status !== undefined && !isApplicationStatus(input.status)) {
    throw new AppError('VALIDATION', 'Неизвестный статус заявки', {
      fieldErrors: [{ prop: 'status', error: 'Неизвестный статус заявки' }],
    });
  }
  if (input.appdatefrom && input.appdateto && input.appdatefrom > input.appdateto) {
    throw new AppError('VALIDATION', 'Дата «с» позже даты «по»', {
      fieldErrors: [{ prop: 'appdatefrom', error: 'Дата «с» позже даты «по»' }],
    });
  }
  const snapshot = await snapshotOf(deps, session);
  const code = input.code?.toLowerCase();
  const day = (iso: string) => moscowDay(new Date(iso));
  const items = snapshot.applications
    .filter((row) => (input.isfinished === 1) === isFinishedStatus(row.status))
    .map((row) => applicationItem(snapshot, row))
    .filter((item) => input.status === undefined || item.status === input.status)
    .filter((item) => code === undefined || item.extcode.toLowerCase().includes(code))
    .filter((item) => input.appdatefrom === undefined || day(item.appDate) >= input.appdatefrom)
    .filter((item) => input.appdateto === undefined || day(item.appDate) <= input.appdateto);
  const key = SORT_KEY[input.sort] ?? ((item: cabinet.TApplicationItem) => item.appDate);
  const sign = input.direction === 'asc' ? 1 : -1;
  items.sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === right) return sign * (a.id - b.id);
    return left < right ? -sign : sign;
  });
  return {
    success: true as const,
    ...page(items, input.page, input.items_per_page),
    // The status filter offers what the tab can hold: «Текущие» never «Отклонена» (issue 39).
    statuses: APPLICATION_STATUSES.filter(
      (value) => (input.isfinished === 1) === isFinishedStatus(value),
    ).map((value) => ({ value, title: APPLICATION_STATUS_TITLE[value] })),
  };
}

/** Deletes an unsent draft of the caller: 404 if it is not theirs, 409 once it was sent. */
export async function deleteUncompletedApplication(deps: CabinetDeps, session: SessionRecord, id: number) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: schema.applications.status, accountId: schema.applications.accountId })
      .from(schema.applications)
      .where(
        and(
          eq(schema.applications.id, id),
          ownedByCompanyOf(schema.applications.accountId, session.accountId),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Заявка не найдена');
    if (row.status !== 'draft') throw new AppError('CONFLICT', 'Отправленную заявку удалить нельзя');
    await deleteDraft(tx, session.accountId, id);
    return { success: true as const, id_object: id };
  });
}

export async function cabinetMessages(
  deps: CabinetDeps,
  session: SessionRecord,
  input: { page: number; items_per_page: number; sort: 'asc' | 'desc' },
) {
  const result = await messagesPage(deps.db, session.accountId, {
    limit: input.items_per_page,
    offset: pageOffset(input.page, input.items_per_page),
    oldestFirst: input.sort === 'asc',
  });
  return {
    success: true as const,
    items: result.rows.map(messageItem),
    unread: result.unread,
    count: result.total,
    pages: pageCount(result.total, input.items_per_page),
    page: input.page,
  };
}

async function ownMessage(deps: CabinetDeps, session: SessionRecord, id: number): Promise<MessageRow> {
  const row = await findOwnMessage(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Сообщение не найдено');
  return row;
}

export async function cabinetMessage(deps: CabinetDeps, session: SessionRecord, id: number) {
  const row = await ownMessage(deps, session, id);
  if (row.readAt === null) {
    await markMessageRead(deps.db, row.id, deps.now());
    // The bell counts one fewer (decision 0169).
    await signalFeedChanged(deps.db, session.accountId);
  }
  const file = row.fileId === null ? undefined : await ownFile(deps.db, session.accountId, row.fileId);
  return {
    success: true as const,
    message: {
      ...messageItem({ ...row, readAt: row.readAt ?? deps.now() }),
      body: row.body,
      document: file
        ? {
            id: file.id,
            title: file.title,
            mime_type: file.mimeType,
            src: filesContract.fileDownloadPath(file.id),
          }
        : null,
    },
  };
}

export async function cabinetMessageDocument(deps: CabinetDeps, session: SessionRecord, id: number) {
  const row = await ownMessage(deps, session, id);
  if (row.fileId === null) throw new AppError('NOT_FOUND', 'К сообщению не приложен документ');
  const file = await ownFile(deps.db, session.accountId, row.fileId);
  const bytes = await fileBytes(deps, file);
  return {
    success: true as const,
    title: file.title,
    content: bytes.toString('base64'),
    mime_type: file.mimeType,
  };
}

export async function userNotifications(deps: CabinetDeps, session: SessionRecord) {
  const rows = await undeliveredNotifications(deps.db, session.accountId);
  return {
    success: true as const,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      date: row.createdAt.toISOString(),
    })),
  };
}

/** The browser showed the notifications up to this id (decision 0098). */
export async function acknowledgeUserNotifications(deps: CabinetDeps, session: SessionRecord, upTo: number) {
  const acknowledged = await acknowledgeNotifications(deps.db, session.accountId, upTo, deps.now());
  return { success: true as const, acknowledged };
}

export async function cabinetOrders(
  deps: CabinetDeps,
  session: SessionRecord,
  input: { page: number; items_per_page: number },
) {
  const snapshot = await snapshotOf(deps, session);
  return { success: true as const, ...page(orderItems(snapshot), input.page, input.items_per_page) };
}

export async function cabinetOrder(deps: CabinetDeps, session: SessionRecord, id: number) {
  const snapshot = await snapshotOf(deps, session);
  const order = orderItems(snapshot).find((item) => item.id === id);
  if (!order) throw new AppError('NOT_FOUND', 'Договор не найден');
  const schedule = paymentItems(snapshot).filter((item) => item.id_order === id);
  const row = snapshot.orders.find((item) => item.id === id);
  const deal = row?.dealId ? await findDeal(deps.db, row.dealId) : undefined;
  // Partly paid payments count by their parts (decision 0184).
  const paidOf = (items: typeof schedule) => roublesOf(items, (item) => item.paid_sum);
  const dueOf = (items: typeof schedule) => roublesOf(items, (item) => item.remaining_sum);
  return {
    success: true as const,
    order,
    deal: deal
      ? {
          id: deal.id,
          code: deal.code,
          title: deal.title,
          stage: isDealStage(deal.stage) ? DEAL_STAGE_TITLE[deal.stage] : deal.stage,
          products_sum: deal.productsSum,
        }
      : null,
    schedule,
    totals: {
      paid: paidOf(schedule),
      due: dueOf(schedule),
      overdue: dueOf(schedule.filter((item) => item.isOverdue)),
    },
  };
}

export async function cabinetPayments(
  deps: CabinetDeps,
  session: SessionRecord,
  input: { page: number; items_per_page: number; state: string; id_order?: number },
) {
  const snapshot = await snapshotOf(deps, session);
  if (input.id_order !== undefined && !snapshot.orders.some((order) => order.id === input.id_order)) {
    throw new AppError('NOT_FOUND', 'Договор не найден');
  }
  const all = paymentItems(snapshot).filter(
    (item) => input.id_order === undefined || item.id_order === input.id_order,
  );
  const overdue = all.filter((item) => item.isOverdue);
  const upcoming = all.filter((item) => item.paid_at === null && !item.isOverdue);
  const byState: Record<string, typeof all> = {
    all: [...all].sort((a, b) =>
      a.payment_date < b.payment_date ? -1 : a.payment_date > b.payment_date ? 1 : a.id - b.id,
    ),
    overdue,
    upcoming: [...upcoming].sort((a, b) => (a.payment_date < b.payment_date ? -1 : 1)),
    paid: all
      .filter((item) => item.paid_at !== null)
      .sort((a, b) => (a.payment_date < b.payment_date ? 1 : -1)),
  };
  return {
    success: true as const,
    ...page(byState[input.state] ?? all, input.page, input.items_per_page),
    totals: {
      overdue: roublesOf(overdue, (item) => item.remaining_sum),
      overdue_count: overdue.length,
      upcoming: roublesOf(upcoming, (item) => item.remaining_sum),
    },
  };
}

export async function cabinetHistory(
  deps: CabinetDeps,
  session: SessionRecord,
  input: { page: number; items_per_page: number },
) {
  const snapshot = await snapshotOf(deps, session);
  return {
    success: true as const,
    ...page(eventFeed(snapshot, { withPaid: true }), input.page, input.items_per_page),
  };
}
