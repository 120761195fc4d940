import { payments as contract } from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  allocateIncoming,
  contractsNamedIn,
  daysNamedIn,
  decodeStatement,
  formatIsoDayRu,
  formatKopecks,
  type IncomingAllocation,
  pageCount,
  pageOffset,
  parseStatement,
  roublesToKopecks,
  type StatementDocument,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  findIncoming,
  type IncomingRow,
  incomingDetails,
  incomingPage,
  insertIncoming,
  isTakenBefore,
  markIncomingMatched,
  orderByContractName,
  ordersOfInn,
  payPayments,
  unpaidPaymentsOfOrder,
} from './queries.ts';

export interface IncomingDeps {
  db: Database;
  /** The penalty a day (decision 0168) a late payment's money pays too. */
  penaltyRateMillionths: number;
}

type IncomingDocument = Omit<StatementDocument, 'line'>;

type Order = { id: number; accountId: number; contractName: string };

type Match =
  | { matched: true; order: Order; allocation: IncomingAllocation }
  | { matched: false; orderId: number | null; note: string };

/**
 * What a sum does to a contract's unpaid payments (decision 0184): `allocateIncoming` on the
 * money's day — the named payment first, then the oldest, a smaller sum leaving one partly paid,
 * a late one's penalty taken when it is settled, an overpayment paying ahead, a surplus kept.
 */
async function allocateToOrder(
  db: DbExecutor,
  rateMillionths: number,
  orderId: number,
  doc: { kopecks: number; day: string; purpose: string },
): Promise<IncomingAllocation> {
  const unpaid = await unpaidPaymentsOfOrder(db, orderId);
  return allocateIncoming(
    doc.kopecks,
    unpaid.map((payment) => ({
      id: payment.id,
      dueDay: payment.dueDate,
      kopecks: roublesToKopecks(payment.sum),
      paidKopecks: payment.paidKopecks,
    })),
    { namedDays: daysNamedIn(doc.purpose), onDay: doc.day, rateMillionths },
  );
}

/** What the manager reads of a matched payment that left money over. */
function surplusNote(allocation: IncomingAllocation, contractName: string): string {
  return allocation.surplusKopecks > 0
    ? `Переплата ${formatKopecks(allocation.surplusKopecks)}: по договору ${contractName} больше нечего оплачивать — верните клиенту или зачтите`
    : '';
}

/**
 * Which contract a payment order pays (decisions 0168, 0184): a contract of a client of the payer's
 * INN whose number the purpose (or the manager) names; its unpaid payments then take the money.
 * Anything else waits for the manager, with the reason.
 */
async function matchDocument(
  db: DbExecutor,
  rateMillionths: number,
  doc: IncomingDocument,
  namedContract?: string,
): Promise<Match> {
  const orders = await ordersOfInn(db, doc.payerInn);
  if (orders.length === 0)
    return { matched: false, orderId: null, note: `Нет договоров с клиентом ИНН ${doc.payerInn}` };
  const names = contractsNamedIn(
    namedContract ?? doc.purpose,
    orders.map((order) => order.contractName),
  );
  if (names.length === 0) {
    return {
      matched: false,
      orderId: null,
      note: namedContract
        ? `У клиента ИНН ${doc.payerInn} нет договора ${namedContract}`
        : `В назначении нет номера договора клиента ИНН ${doc.payerInn}`,
    };
  }
  if (names.length > 1) {
    return { matched: false, orderId: null, note: `В назначении несколько договоров: ${names.join(', ')}` };
  }
  const order = orders.find((row) => row.contractName === names[0]);
  if (!order) return { matched: false, orderId: null, note: 'Договор не найден' };
  const allocation = await allocateToOrder(db, rateMillionths, order.id, doc);
  if (allocation.allocations.length === 0) {
    return {
      matched: false,
      orderId: order.id,
      note: `По договору ${order.contractName} нет неоплаченных платежей`,
    };
  }
  return { matched: true, order, allocation };
}

/** «Платёж получен» in the client's feed (and by letter, decision 0164), in the payment's transaction. */
function tellPaid(
  db: DbExecutor,
  order: Order,
  doc: { kopecks: number; number: string; day: string },
  allocation: IncomingAllocation,
): Promise<void> {
  const partly = allocation.allocations.find((one) => !one.settles);
  return postToFeed(db, order.accountId, {
    title: partly ? 'Платёж получен частично' : 'Платёж получен',
    body: `Поступила оплата ${formatKopecks(doc.kopecks)} по договору ${order.contractName} (платёжное поручение № ${doc.number} от ${formatIsoDayRu(doc.day)}). ${
      partly ? 'Платёж оплачен частично: остаток — на странице «Платежи». ' : ''
    }Спасибо!`,
    entity: 'order',
    entityId: order.id,
  });
}

/** The incoming row's part of a match: where the money went. */
async function putMoney(db: DbExecutor, match: Extract<Match, { matched: true }>, day: string) {
  const changed = new Set(await payPayments(db, match.allocation.allocations, day));
  const allocations = match.allocation.allocations.filter((one) => changed.has(one.id));
  return {
    paidPaymentIds: allocations.map((one) => one.id),
    allocations: allocations.map((one) => ({
      id: one.id,
      kopecks: one.kopecks,
      settles: one.settles,
      penalty_kopecks: one.penaltyKopecks,
    })),
    penaltyKopecks: match.allocation.penaltyKopecks,
    surplusKopecks: match.allocation.surplusKopecks,
    note: surplusNote(match.allocation, match.order.contractName),
  };
}

type Taken = { kind: 'duplicate' } | { kind: 'taken'; row: IncomingRow };

/** One payment order, in one transaction: skipped when taken before, else stored and put to its payments. */
async function takeDocument(
  deps: IncomingDeps,
  doc: IncomingDocument,
  options: {
    source: 'statement' | 'manual';
    managerId: number;
    namedContract?: string;
    refuseUnmatched?: boolean;
  },
): Promise<Taken> {
  return deps.db.transaction(async (tx) => {
    if (await isTakenBefore(tx, doc)) return { kind: 'duplicate' as const };
    const match = await matchDocument(tx, deps.penaltyRateMillionths, doc, options.namedContract);
    if (!match.matched && options.refuseUnmatched) {
      throw new AppError('VALIDATION', match.note, {
        fieldErrors: [{ prop: 'contract_name', error: match.note }],
      });
    }
    const put = match.matched ? await putMoney(tx, match, doc.day) : undefined;
    const row = await insertIncoming(tx, {
      source: options.source,
      number: doc.number,
      day: doc.day,
      kopecks: doc.kopecks,
      payerInn: doc.payerInn,
      payerName: doc.payerName,
      purpose: doc.purpose,
      orderId: match.matched ? match.order.id : match.orderId,
      status: match.matched ? 'matched' : 'unmatched',
      note: match.matched ? '' : match.note,
      ...put,
      managerId: options.managerId,
    });
    if (!row) return { kind: 'duplicate' as const };
    if (match.matched && put && put.paidPaymentIds.length > 0) {
      await tellPaid(tx, match.order, doc, match.allocation);
    }
    return { kind: 'taken' as const, row };
  });
}

async function incomingItems(
  db: DbExecutor,
  rows: readonly IncomingRow[],
): Promise<contract.TIncomingPayment[]> {
  const details = await incomingDetails(db, rows);
  return rows.map((row) => {
    const order = row.orderId ? details.orders.get(row.orderId) : undefined;
    return {
      id: row.id,
      source: row.source === 'manual' ? 'manual' : 'statement',
      number: row.number,
      date: row.day,
      sum_kopecks: row.kopecks,
      payer_inn: row.payerInn,
      payer_name: row.payerName,
      purpose: row.purpose,
      status: row.status === 'matched' ? 'matched' : 'unmatched',
      note: row.note,
      contract: order ? { id: order.id, contract_name: order.contractName, company: order.company } : null,
      paid_payments: row.paidPaymentIds.flatMap((id) => {
        const payment = details.payments.get(id);
        const put = row.allocations.find((one) => one.id === id);
        if (!payment) return [];
        return [
          {
            id,
            payment_date: payment.dueDate,
            payment_sum: payment.sum,
            paid_kopecks: put?.kopecks ?? roublesToKopecks(payment.sum),
            settled: put?.settles ?? true,
          },
        ];
      }),
      penalty_kopecks: row.penaltyKopecks,
      surplus_kopecks: row.surplusKopecks,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function listIncoming(
  deps: IncomingDeps,
  input: { page: number; state: (typeof contract.INCOMING_STATES)[number] },
  size = contract.INCOMING_PAGE_SIZE,
) {
  const { rows, count, unmatched } = await incomingPage(deps.db, {
    status: input.state === 'all' ? undefined : input.state,
    offset: pageOffset(input.page, size),
    limit: size,
  });
  return {
    success: true as const,
    items: await incomingItems(deps.db, rows),
    count,
    pages: pageCount(count, size),
    page: input.page,
    unmatched_count: unmatched,
  };
}

/** A payment the manager records by hand: it must pay a contract of the payer, or it is refused. */
export async function recordIncoming(
  deps: IncomingDeps,
  manager: SessionRecord,
  input: {
    contract_name: string;
    number: string;
    date: string;
    sum: number;
    payer_inn: string;
    purpose: string;
  },
) {
  const doc: IncomingDocument = {
    number: input.number,
    day: input.date,
    kopecks: input.sum,
    payerInn: input.payer_inn,
    payerName: '',
    purpose: input.purpose || `Оплата по договору ${input.contract_name}`,
  };
  const taken = await takeDocument(deps, doc, {
    source: 'manual',
    managerId: manager.accountId,
    namedContract: input.contract_name,
    refuseUnmatched: true,
  });
  if (taken.kind === 'duplicate') {
    throw new AppError(
      'CONFLICT',
      `Платёжное поручение № ${input.number} от этого дня на эту сумму уже учтено`,
    );
  }
  const [payment] = await incomingItems(deps.db, [taken.row]);
  if (!payment) throw new AppError('NOT_FOUND', 'Платёж не найден');
  return { success: true as const, payment };
}

/**
 * An unmatched payment the manager puts to a contract (a purpose without the number, a third party
 * paying for the client): it pays the contract's payments as a matched one would (decision 0184).
 */
export async function assignIncoming(
  deps: IncomingDeps,
  manager: SessionRecord,
  input: { id_incoming: number; contract_name: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const incoming = await findIncoming(tx, input.id_incoming);
    if (!incoming) throw new AppError('NOT_FOUND', 'Поступление не найдено');
    if (incoming.status === 'matched') throw new AppError('CONFLICT', 'Это поступление уже зачтено');
    const refuse = (message: string) =>
      new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'contract_name', error: message }] });
    const order = await orderByContractName(tx, input.contract_name);
    if (!order) throw refuse(`Договор ${input.contract_name} не найден`);
    const allocation = await allocateToOrder(tx, deps.penaltyRateMillionths, order.id, incoming);
    if (allocation.allocations.length === 0) {
      throw refuse(`По договору ${order.contractName} нет неоплаченных платежей`);
    }
    const match = { matched: true as const, order, allocation };
    const put = await putMoney(tx, match, incoming.day);
    const matched = await markIncomingMatched(tx, incoming.id, {
      orderId: order.id,
      ...put,
      managerId: manager.accountId,
    });
    await tellPaid(tx, order, incoming, allocation);
    return matched;
  });
  if (!row) throw new AppError('NOT_FOUND', 'Поступление не найдено');
  const [payment] = await incomingItems(deps.db, [row]);
  if (!payment) throw new AppError('NOT_FOUND', 'Поступление не найдено');
  return { success: true as const, payment };
}

/** A bank statement in the 1C format: every payment order taken once, the unmatched listed. */
export async function importStatement(
  deps: IncomingDeps,
  manager: SessionRecord,
  file: { bytes: Buffer } | undefined,
): Promise<contract.TImportReply> {
  if (!file || file.bytes.length === 0) {
    throw new AppError('VALIDATION', 'Выберите файл выписки', {
      fieldErrors: [{ prop: 'file', error: 'Выберите файл выписки' }],
    });
  }
  const parsed = parseStatement(decodeStatement(file.bytes));
  if (!parsed.ok) {
    throw new AppError('VALIDATION', parsed.message, {
      fieldErrors: [{ prop: 'file', error: parsed.message }],
    });
  }
  const taken: IncomingRow[] = [];
  const duplicates: contract.TImportReply['duplicates'] = [];
  for (const { line: _line, ...doc } of parsed.documents) {
    const result = await takeDocument(deps, doc, { source: 'statement', managerId: manager.accountId });
    if (result.kind === 'taken') taken.push(result.row);
    else
      duplicates.push({
        number: doc.number,
        date: doc.day,
        sum_kopecks: doc.kopecks,
        payer_inn: doc.payerInn,
      });
  }
  const items = await incomingItems(deps.db, taken);
  return {
    success: true,
    documents: parsed.documents.length,
    matched: items.filter((item) => item.status === 'matched'),
    unmatched: items.filter((item) => item.status === 'unmatched'),
    duplicates,
    problems: parsed.problems,
  };
}
