import type { offers as offersContract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  applicationCode,
  canMoveApplication,
  dealCode,
  isApplicationStatus,
  isOfferScheduleType,
  moscowDay,
  NEW_APPLICATION_TITLE,
  OFFER_ANNUAL_RATE_PERCENT,
  OFFER_SCHEDULE_TITLE,
  offerLeasing,
  productsTotal,
  type TApplicationStatus,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { accrueAgentCommission } from '../agent/index.ts';
import { type ApplicationRow, findOwnApplication } from '../application/index.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { documentsOf, toDealDocument } from '../documents/index.ts';
import { tellOfferAnswer } from './offer-answer-events.ts';
import {
  type ApplicationLine,
  applicationLines,
  decidePendingOffer,
  findDealOfOffer,
  findOfferOfApplication,
  type OfferRow,
} from './queries.ts';
import { toDealProduct } from './views.ts';

const { applications, deals } = schema;

export interface OfferDeps {
  db: DbExecutor;
  clock: Clock;
}

export const OFFER_STATUS_TITLE: Record<string, string> = {
  pending: 'Ожидает ответа',
  accepted: 'Принято',
  rejected: 'Отклонено',
};

const roubles = (kopecks: number) => Math.round(kopecks) / 100;

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function isoDay(date: Date): string {
  return moscowDay(date);
}

/** The offer as the client and the manager see it; the preview schedule starts today. */
export function toOffer(
  row: OfferRow,
  application: ApplicationRow,
  idDeal: number | null,
  today: string,
): offersContract.TOffer {
  const scheduleType = isOfferScheduleType(row.scheduleType) ? row.scheduleType : 'annuity';
  const conditions = {
    sum: row.sum,
    advancePercent: row.advancePercent,
    termMonths: row.termMonths,
    scheduleType,
    seasonalMonths: row.seasonalMonths,
  };
  const leasing = offerLeasing(conditions, today);
  return {
    id: row.id,
    id_application: row.applicationId,
    code: application.code ?? applicationCode(application.id),
    status: row.status as 'pending' | 'accepted' | 'rejected',
    status_title: OFFER_STATUS_TITLE[row.status] ?? row.status,
    sum: row.sum,
    advance_percent: row.advancePercent,
    advance: roubles(leasing.advance),
    term_months: row.termMonths,
    schedule_type: scheduleType,
    schedule_title: OFFER_SCHEDULE_TITLE[scheduleType],
    seasonal_months: scheduleType === 'seasonal' ? row.seasonalMonths : [],
    rate: OFFER_ANNUAL_RATE_PERCENT,
    monthly_payment: roubles(leasing.monthlyPayment),
    total: roubles(leasing.total),
    overpayment: roubles(leasing.overpayment),
    comment: row.comment,
    created: row.createdAt.toISOString(),
    decided: row.decidedAt?.toISOString() ?? null,
    schedule: [
      ...(leasing.advance > 0 ? [{ number: 0, date: today, payment: roubles(leasing.advance) }] : []),
      ...leasing.schedule.map((item) => ({
        number: item.number,
        date: item.date,
        payment: roubles(item.payment),
      })),
    ],
    id_deal: idDeal,
  };
}

/** The offer of one of the caller's applications, or 404 (none yet, or another client's). */
async function ownOffer(db: DbExecutor, session: SessionRecord, applicationId: number) {
  const application = await findOwnApplication(db, session.accountId, applicationId);
  const offer = await findOfferOfApplication(db, application.id);
  if (!offer) throw new AppError('NOT_FOUND', 'Предложение по заявке не найдено');
  return { application, offer };
}

export async function getOffer(deps: OfferDeps, session: SessionRecord, applicationId: number) {
  const { application, offer } = await ownOffer(deps.db, session, applicationId);
  const idDeal = await findDealOfOffer(deps.db, offer.id);
  return { success: true as const, offer: toOffer(offer, application, idDeal, isoDay(deps.clock.now())) };
}

function moveOrConflict(application: ApplicationRow, to: TApplicationStatus, message: string): void {
  if (!isApplicationStatus(application.status) || !canMoveApplication(application.status, to)) {
    throw new AppError('CONFLICT', message);
  }
}

/** "Культиватор КПС-4 и ещё 1": the deal's title from its machinery. */
export function dealTitle(lines: readonly ApplicationLine[]): string {
  const [first] = lines;
  if (!first) return 'Сделка';
  return lines.length === 1 ? first.title : `${first.title} и ещё ${lines.length - 1}`;
}

/**
 * RALOffer/Accept: the offer accepted, the application offer_accepted and a deal opened at
 * the conditions stage, with the client's feed entry, in one transaction. A second accept
 * finds the offer decided and answers 409.
 */
export async function acceptOffer(deps: OfferDeps, session: SessionRecord, applicationId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { application, offer } = await ownOffer(tx, session, applicationId);
    const message = 'Предложение уже рассмотрено';
    moveOrConflict(application, 'offer_accepted', message);
    const decided = await decidePendingOffer(tx, offer.id, 'accepted', now);
    if (!decided) throw new AppError('CONFLICT', message);
    await tx
      .update(applications)
      .set({ status: 'offer_accepted', isFinished: true, updatedAt: now })
      .where(eq(applications.id, application.id));
    const lines = await applicationLines(tx, application.id);
    const [deal] = await tx
      .insert(deals)
      .values({
        accountId: application.accountId,
        applicationId: application.id,
        offerId: offer.id,
        code: '',
        title: dealTitle(lines),
        productsSum: productsTotal(lines),
        stage: 'conditions',
        step: 3,
      })
      .returning({ id: deals.id, applicationId: deals.applicationId, productsSum: deals.productsSum });
    if (!deal) throw new Error('deals insert returned no row');
    const code = dealCode(deal.id);
    await tx.update(deals).set({ code }).where(eq(deals.id, deal.id));
    // The deal of an application an agent brought accrues its commission (decision 0101).
    await accrueAgentCommission(tx, deal, now);
    const appCode = application.code ?? applicationCode(application.id);
    await postToFeed(tx, application.accountId, {
      title: `Предложение по заявке ${appCode} принято`,
      body: `Открыта сделка ${code}. Статус заявки: ${APPLICATION_STATUS_TITLE.offer_accepted.toLowerCase()}.`,
      entity: 'deal',
      entityId: deal.id,
    });
    await tellOfferAnswer(
      tx,
      { id: application.id, code: appCode },
      { accepted: true, dealId: deal.id, dealCode: code },
    );
    return {
      success: true as const,
      offer: toOffer(decided, application, deal.id, isoDay(now)),
      id_deal: deal.id,
    };
  });
}

/** RALOffer/Reject: the offer rejected, the application offer_rejected; 409 when already answered. */
export async function rejectOffer(deps: OfferDeps, session: SessionRecord, applicationId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { application, offer } = await ownOffer(tx, session, applicationId);
    const message = 'Предложение уже рассмотрено';
    moveOrConflict(application, 'offer_rejected', message);
    const decided = await decidePendingOffer(tx, offer.id, 'rejected', now);
    if (!decided) throw new AppError('CONFLICT', message);
    await tx
      .update(applications)
      .set({ status: 'offer_rejected', isFinished: true, updatedAt: now })
      .where(eq(applications.id, application.id));
    const appCode = application.code ?? applicationCode(application.id);
    await postToFeed(tx, application.accountId, {
      title: `Предложение по заявке ${appCode} отклонено`,
      body: `Вы отклонили предложение. Статус заявки: ${APPLICATION_STATUS_TITLE.offer_rejected.toLowerCase()}.`,
      entity: 'application',
      entityId: application.id,
    });
    await tellOfferAnswer(tx, { id: application.id, code: appCode }, { accepted: false });
    return { success: true as const, offer: toOffer(decided, application, null, isoDay(now)) };
  });
}

/** CabinetApplicationCard: one of the caller's applications with its offer (404 for another's). */
export async function clientApplication(deps: OfferDeps, session: SessionRecord, applicationId: number) {
  const application = await findOwnApplication(deps.db, session.accountId, applicationId);
  const lines = await applicationLines(deps.db, application.id);
  const documents = await documentsOf(deps.db, 'application', application.id);
  const offer = await findOfferOfApplication(deps.db, application.id);
  const idDeal = offer ? await findDealOfOffer(deps.db, offer.id) : null;
  const status = application.status;
  return {
    success: true as const,
    application: {
      id: application.id,
      code: application.code ?? NEW_APPLICATION_TITLE,
      status,
      status_title: isApplicationStatus(status) ? APPLICATION_STATUS_TITLE[status] : status,
      manager_comment: application.managerComment,
      submitted: application.submittedAt?.toISOString() ?? null,
      products: lines.map(toDealProduct),
      productSumm: productsTotal(lines),
      documents: documents.map(toDealDocument),
      offer: offer ? toOffer(offer, application, idDeal, isoDay(deps.clock.now())) : null,
      id_deal: idDeal,
    },
  };
}
