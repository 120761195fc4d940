import type { Database, DbExecutor } from '@agrolease/db';
import { addDays, formatMoscowDate, moscowDay } from '@agrolease/domain';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  type AnnouncedEvent,
  activeAttorneysExpiring,
  claimAnnouncement,
  companyPeopleOf,
  unpaidPaymentsDue,
} from './queries.ts';

/** Days before its date a payment is announced as due (issue 37: «due in 3 days»). */
export const PAYMENT_DUE_NOTICE_DAYS = 3;
/**
 * How far back an unpaid payment is still told as overdue: one overdue longer than this when the
 * sweep first meets it (a database the sweep came to late, a stale demo schedule) was overdue
 * before there was a sweep to tell it, and a flood of old SMS would bury the news.
 */
export const PAYMENT_OVERDUE_LOOKBACK_DAYS = 30;
/** Days before its end an attorney in force is announced as expiring (issue 37). */
export const ATTORNEY_EXPIRY_NOTICE_DAYS = 14;

export interface SweepTally {
  paymentsDue: number;
  paymentsOverdue: number;
  attorneysExpiring: number;
}

const rubles = (sum: number) => `${sum.toLocaleString('ru-RU')} ₽`;

/** «через 3 дня», «через 2 дня», «завтра», «сегодня»: the wording of the days left. */
export function inDays(days: number): string {
  if (days <= 0) return 'сегодня';
  if (days === 1) return 'завтра';
  const tens = days % 100;
  const ones = days % 10;
  const word =
    tens >= 11 && tens <= 14 ? 'дней' : ones === 1 ? 'день' : ones >= 2 && ones <= 4 ? 'дня' : 'дней';
  return `через ${days} ${word}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Tells an event of a subject once (decision 0174): the claim of announced_events and the messages
 * go in one transaction, so a failed post leaves the event to the next sweep and a told one is
 * never told again. Returns whether it was told now.
 */
async function announceOnce(
  db: Database,
  event: AnnouncedEvent,
  subjectId: number,
  post: (tx: DbExecutor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimAnnouncement(tx, event, subjectId))) return false;
    await post(tx);
    return true;
  });
}

/**
 * The reminders a day brings, by the Moscow calendar (issue 37): unpaid payments due within
 * PAYMENT_DUE_NOTICE_DAYS and those overdue (up to PAYMENT_OVERDUE_LOOKBACK_DAYS) go to the payment's company (its account and
 * confirmed colleagues, decision 0162), attorneys in force ending within ATTORNEY_EXPIRY_NOTICE_DAYS
 * to the account that holds them. Each at most once per subject and event, whatever instance
 * sweeps and however often; a missed day is caught up by the next sweep.
 */
export async function sweepReminders(db: Database, now: Date): Promise<SweepTally> {
  const today = moscowDay(now);
  const tally: SweepTally = { paymentsDue: 0, paymentsOverdue: 0, attorneysExpiring: 0 };

  for (const payment of await unpaidPaymentsDue(db, {
    from: today,
    to: addDays(today, PAYMENT_DUE_NOTICE_DAYS),
  })) {
    const told = await announceOnce(db, 'payment-due', payment.id, async (tx) => {
      for (const accountId of await companyPeopleOf(tx, payment.accountId)) {
        await postToFeed(tx, accountId, {
          title: `Платёж по договору ${payment.contractName} ${inDays(daysBetween(today, payment.dueDate))}`,
          body: `${formatMoscowDate(payment.dueDate)} — срок лизингового платежа ${rubles(payment.sum)} по договору ${payment.contractName}. Счёт на оплату — в разделе «Платежи».`,
          entity: 'order',
          entityId: payment.orderId,
          kind: 'payment-due',
        });
      }
    });
    if (told) tally.paymentsDue += 1;
  }

  for (const payment of await unpaidPaymentsDue(db, {
    from: addDays(today, -PAYMENT_OVERDUE_LOOKBACK_DAYS),
    to: today,
    before: true,
  })) {
    const told = await announceOnce(db, 'payment-overdue', payment.id, async (tx) => {
      for (const accountId of await companyPeopleOf(tx, payment.accountId)) {
        await postToFeed(tx, accountId, {
          title: `Платёж по договору ${payment.contractName} просрочен`,
          body: `Лизинговый платёж ${rubles(payment.sum)} по договору ${payment.contractName} нужно было оплатить до ${formatMoscowDate(payment.dueDate)}. За каждый день просрочки начисляются пени: оплатите его как можно скорее.`,
          entity: 'order',
          entityId: payment.orderId,
          kind: 'payment-overdue',
        });
      }
    });
    if (told) tally.paymentsOverdue += 1;
  }

  for (const attorney of await activeAttorneysExpiring(
    db,
    today,
    addDays(today, ATTORNEY_EXPIRY_NOTICE_DAYS),
  )) {
    const told = await announceOnce(db, 'attorney-expiring', attorney.id, async (tx) => {
      await postToFeed(tx, attorney.accountId, {
        title: `Доверенность ${attorney.number} истекает ${inDays(daysBetween(today, attorney.expiresOn))}`,
        body: `Доверенность ${attorney.number} (${attorney.contact}) действует до ${formatMoscowDate(attorney.expiresOn)}. Чтобы ${attorney.contact} мог и дальше подписывать документы, добавьте новую на странице «Мои данные».`,
        entity: 'attorney',
        entityId: attorney.id,
      });
    });
    if (told) tally.attorneysExpiring += 1;
  }
  return tally;
}
