import { type DbExecutor, schema } from '@agrolease/db';
import {
  DEAL_REPAYMENT_TITLE,
  DEAL_STAGE_TITLE,
  dealContractPayments,
  dealLeasing,
  formatMoscowDate,
  isDealStage,
  isOfferScheduleType,
  LeasingInputInvalid,
  moscowDay,
  nextDealStage,
  type TDealStage,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock/clock.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { storeGeneratedFile } from '../files/index.ts';
import { applicationLines } from '../offers/index.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { tellDealStageParties } from './deal-events.ts';
import { undeliveredSuppliers } from './deliveries-of-deal.ts';
import { type DealRow, findDeal, findOfferById, findOrderOfDeal, moveDealStage } from './queries.ts';
import { conditionBasisOf, termsOnBasis } from './service.ts';

const { accounts, cabinetDocuments, cabinetOrders, payments } = schema;

export interface DealStageDeps {
  db: DbExecutor;
  clock: Clock;
  files: FileStorage;
  events: DomainEvents;
}

/** The order's StatusSherp at each stage (decision 0064). */
export const ORDER_STATUS_AT: Record<TDealStage, string> = {
  conditions: 'Договор на подписании',
  contract: 'Договор на подписании',
  shipment: 'Ожидает поставки',
  handover: 'Техника передана, договор действует',
  closed: 'Договор исполнен',
};

export interface NextStageInput {
  /** The stage the manager saw. */
  stage: string;
  datePlannedShipment?: string;
  supplyCode: string;
}

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function isoDay(date: Date): string {
  return moscowDay(date);
}

/**
 * conditions → contract: one order (lease contract) with its payment schedule from the offer,
 * and the contract PDF to sign. Runs inside the move's transaction.
 */
async function makeContract(deps: DealStageDeps, tx: DbExecutor, deal: DealRow, now: Date): Promise<void> {
  // The manager's manual conditions (decision 0113) when set, else the offer's (or the client's own
  // conditions changed in the deal wizard, decision 0095).
  const on = await conditionBasisOf(tx, deal);
  const offer = await findOfferById(tx, deal.offerId);
  if (!on || (!on.manual && (!offer || !isOfferScheduleType(offer.scheduleType)))) {
    throw new AppError('CONFLICT', 'У сделки нет одобренных условий: договор не из чего составить');
  }
  if (await findOrderOfDeal(tx, deal.id)) throw new AppError('CONFLICT', 'Договор по сделке уже составлен');
  const terms = termsOnBasis(deal, on);
  const { sum } = on.basis;
  const contractDate = isoDay(now);
  let schedule: ReturnType<typeof dealContractPayments>;
  try {
    schedule = dealContractPayments(sum, terms, contractDate, on.ratePercent);
  } catch (error) {
    if (!(error instanceof LeasingInputInvalid)) throw error;
    throw new AppError('CONFLICT', `Условия клиента больше не сходятся: ${error.message}`);
  }
  const total = schedule.reduce((sum, payment) => sum + payment.sum, 0);
  const [order] = await tx
    .insert(cabinetOrders)
    .values({
      accountId: deal.accountId,
      dealId: deal.id,
      contractName: '',
      contractDate,
      status: ORDER_STATUS_AT.contract,
      isCsp: false,
      sum: total,
    })
    .returning();
  if (!order) throw new Error('cabinet_orders insert returned no row');
  const contractName = `ДЛ-${contractDate.slice(0, 4)}/${order.id}`;
  await tx.update(cabinetOrders).set({ contractName }).where(eq(cabinetOrders.id, order.id));
  await tx.insert(payments).values(
    schedule.map((payment) => ({
      accountId: deal.accountId,
      orderId: order.id,
      dueDate: payment.dueDate,
      sum: payment.sum,
    })),
  );
  const [lessee] = await tx.select().from(accounts).where(eq(accounts.id, deal.accountId)).limit(1);
  const lines = deal.applicationId === null ? [] : await applicationLines(tx, deal.applicationId);
  const { leasing } = dealLeasing(sum, terms, contractDate, on.ratePercent);
  const bytes = await renderContractPdf({
    contractName,
    contractDate,
    lessee: {
      title: lessee?.companyTitle ?? '',
      inn: lessee?.inn ?? '',
      kpp: lessee?.kpp ?? '',
      ogrn: lessee?.ogrn ?? '',
    },
    machinery: lines.map((line) => ({ title: line.title, quantity: line.quantity, price: line.price })),
    sum,
    advancePercent: terms.advancePercent,
    advance: Math.round(leasing.advance / 100),
    termMonths: terms.termMonths,
    scheduleTitle: DEAL_REPAYMENT_TITLE[terms.repayment],
    rate: on.ratePercent,
    total,
    payments: schedule,
  });
  const title = `Договор лизинга ${contractName}`;
  const file = await storeGeneratedFile({ db: tx, files: deps.files }, deal.accountId, {
    title: `${title}.pdf`,
    bytes,
    mimeType: 'application/pdf',
    extension: 'pdf',
  });
  await tx.insert(cabinetDocuments).values({
    accountId: deal.accountId,
    entity: 'order',
    entityId: order.id,
    title,
    fileId: file.id,
    needsSignature: true,
  });
}

const FEED_BODY: Record<TDealStage, string> = {
  conditions: '',
  contract: 'Договор лизинга составлен и ждёт подписания в разделе «Документы».',
  shipment: 'Договор подписан, техника готовится к поставке.',
  handover: 'Техника передана. Платите по графику в разделе «Платежи».',
  closed: 'Сделка закрыта. Спасибо, что выбрали Агролизинг!',
};

/**
 * The manager moves a deal to its next stage (back office): one transaction with the
 * client's feed entry. A deal no longer at the stage the manager saw answers 409.
 */
export async function moveDealToNextStage(
  deps: DealStageDeps,
  dealId: number,
  input: NextStageInput,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const deal = await findDeal(tx, dealId);
    if (!deal) throw new AppError('NOT_FOUND', 'Сделка не найдена');
    if (!isDealStage(deal.stage) || deal.stage !== input.stage) {
      throw new AppError('CONFLICT', 'Сделка уже на другом этапе: обновите страницу');
    }
    const next = nextDealStage(deal.stage);
    if (!next) throw new AppError('CONFLICT', 'Сделка уже закрыта');
    if (next === 'shipment') {
      if (!input.datePlannedShipment)
        throw fieldError('date_planned_shipment', 'Укажите плановую дату поставки');
      if (!input.supplyCode) throw fieldError('supply_code', 'Укажите номер поставки');
    }
    if (next === 'handover') {
      // The handover waits for the suppliers who record their delivery in their cabinet (decision 0090).
      const waiting = await undeliveredSuppliers(tx, deal.id);
      if (waiting.length > 0) {
        throw new AppError('CONFLICT', `Поставщик ещё не отметил поставку: ${waiting.join(', ')}`);
      }
    }
    const moved = await moveDealStage(tx, deal.id, deal.stage, next, now);
    if (!moved) throw new AppError('CONFLICT', 'Сделка уже на другом этапе: обновите страницу');
    if (next === 'contract') {
      await makeContract(deps, tx, deal, now);
    } else {
      const order = await findOrderOfDeal(tx, deal.id);
      if (!order) throw new AppError('CONFLICT', 'По сделке нет договора');
      await tx
        .update(cabinetOrders)
        .set({
          status: ORDER_STATUS_AT[next],
          ...(next === 'shipment'
            ? { datePlannedShipment: input.datePlannedShipment, supplyCode: input.supplyCode }
            : {}),
        })
        .where(eq(cabinetOrders.id, order.id));
    }
    // Closing the deal earns the commission of the agent who brought it (decision 0101) and tells
    // the agent so: the agent module subscribes (decision 0178).
    if (next === 'closed') {
      const { id, code, applicationId, productsSum } = deal;
      await deps.events.publish(tx, 'deal.closed', {
        deal: { id, code, applicationId, productsSum },
        at: now,
      });
    }
    await postToFeed(tx, deal.accountId, {
      title: `Сделка ${deal.code}: ${DEAL_STAGE_TITLE[next].toLowerCase()}`,
      body:
        next === 'shipment'
          ? `${FEED_BODY.shipment} Плановая дата поставки: ${formatMoscowDate(input.datePlannedShipment, '')}, номер поставки ${input.supplyCode}.`
          : FEED_BODY[next],
      entity: 'deal',
      entityId: deal.id,
      // The contract waits for the client's signature: a legally required notice (decision 0169).
      kind: next === 'contract' ? 'document-to-sign' : 'deal',
    });
    await tellDealStageParties(tx, deal, next, input);
  });
}
