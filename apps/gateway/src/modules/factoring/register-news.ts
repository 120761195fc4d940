import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq } from 'drizzle-orm';
import { postToFeed } from '../cabinet-feed/index.ts';
import type { RegisterRow } from './queries.ts';

const { accounts } = schema;

/** A register's move that the other party is told of (issue 37, decision 0174). */
export type RegisterNews = 'sent' | 'confirmed' | 'disputed' | 'financed';

const rubles = (sum: number) => `${sum.toLocaleString('ru-RU')} ₽`;

/** The factoring customer's accounts of an INN: each reads the registers addressed to it. */
async function customerAccountsOf(db: DbExecutor, inn: string): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.inn, inn), eq(accounts.role, 'factoring-customer')))
    .orderBy(asc(accounts.id));
  return rows.map((row) => row.id);
}

/**
 * Tells the other party of a register's move, in the move's own transaction: a sent register
 * goes to its customer (every factoring customer's account of the INN; none yet, no one), the
 * customer's answer to the supplier, the factor's financing to both — the supplier gets the
 * money, the customer now pays the factor.
 */
export async function tellRegisterNews(
  db: DbExecutor,
  register: RegisterRow,
  news: RegisterNews,
): Promise<void> {
  const about = { entity: 'factoring_register', entityId: register.id };
  const named = `Реестр ${register.number}`;
  if (news === 'sent') {
    for (const accountId of await customerAccountsOf(db, register.customerInn)) {
      await postToFeed(db, accountId, {
        ...about,
        title: `${register.supplierTitle} прислал реестр ${register.number} на подтверждение`,
        body: `${named} на ${rubles(register.total)} (поставщик ${register.supplierTitle}, ИНН ${register.supplierInn}). Подтвердите поставки или оспорьте реестр с причиной.`,
      });
    }
    return;
  }
  if (news === 'confirmed' || news === 'disputed') {
    await postToFeed(db, register.supplierAccountId, {
      ...about,
      title: `${register.customerTitle} ${news === 'confirmed' ? 'подтвердил' : 'оспорил'} реестр ${register.number}`,
      body:
        news === 'confirmed'
          ? `${named} на ${rubles(register.total)} подтверждён покупателем и передан на финансирование.`
          : `${named} на ${rubles(register.total)} оспорен покупателем${register.customerComment ? `: ${register.customerComment}` : ''}.`,
    });
    return;
  }
  await postToFeed(db, register.supplierAccountId, {
    ...about,
    title: `${named} профинансирован`,
    body: `По реестру ${register.number} (${register.customerTitle}) перечислено ${rubles(register.financedSum)}.`,
  });
  for (const accountId of await customerAccountsOf(db, register.customerInn)) {
    await postToFeed(db, accountId, {
      ...about,
      title: `${named} профинансирован`,
      body: `Реестр ${register.number} поставщика ${register.supplierTitle} профинансирован АО «Агролизинг»: оплату по его накладным ждёт фактор.`,
    });
  }
}
