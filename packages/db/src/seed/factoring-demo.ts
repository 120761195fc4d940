import { completeInn, moscowDay } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { factoringInvoices, factoringRegisters } from '../schema/factoring.ts';
import { accounts } from '../schema/identity.ts';

function at(day: string, shift: number): Date {
  const date = new Date(`${day}T10:00:00+03:00`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date;
}

function isoDay(day: string, shift: number): string {
  return at(day, shift).toISOString().slice(0, 10);
}

const GOODS = [
  'Запчасти к зерноуборочным комбайнам',
  'Сошники и диски для сеялок',
  'Ремни и цепи приводов',
  'Фильтры и масла',
  'Ножи жаток',
];

/**
 * Factoring (issue 14, decision 0088): the demo `factoring-supplier` (АО «ЗерноМаш») has a
 * register in each state, all but one addressed to the demo `factoring-customer`; the waiting
 * one (sent) is the customer's to confirm or dispute.
 */
export async function seedFactoringDemo(db: DbExecutor, today: Date): Promise<void> {
  const [supplier] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.login, 'factoring-supplier'))
    .limit(1);
  const [customer] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.login, 'factoring-customer'))
    .limit(1);
  if (!supplier || !customer) return;
  const day = moscowDay(today);
  const other = { inn: completeInn('615400123'), title: 'ООО «Донской элеватор»' };
  const registers = [
    { status: 'draft', shift: -2, invoices: 2, buyer: customer },
    { status: 'sent', shift: -6, invoices: 3, buyer: customer },
    { status: 'confirmed', shift: -15, invoices: 2, buyer: customer },
    { status: 'disputed', shift: -20, invoices: 1, buyer: customer },
    { status: 'financed', shift: -40, invoices: 4, buyer: customer },
    { status: 'paid', shift: -90, invoices: 2, buyer: null },
  ] as const;
  let invoiceNo = 310;
  for (const [index, plan] of registers.entries()) {
    const buyer = plan.buyer ? { inn: plan.buyer.inn, title: plan.buyer.companyTitle } : other;
    const amounts = Array.from(
      { length: plan.invoices },
      (_, n) => 180_000 + ((index * 7 + n * 13) % 9) * 95_000,
    );
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    const sent = plan.status === 'draft' ? null : at(day, plan.shift + 1);
    const financed = plan.status === 'financed' || plan.status === 'paid';
    const [register] = await db
      .insert(factoringRegisters)
      .values({
        supplierAccountId: supplier.id,
        number: `Р-2026/${String(40 + index).padStart(3, '0')}`,
        customerInn: buyer.inn,
        customerTitle: buyer.title,
        status: plan.status,
        total,
        financedSum: financed ? Math.floor((total * 90) / 100) : 0,
        customerComment:
          plan.status === 'disputed' ? 'Накладная не подписана нашим складом: поставка не получена' : '',
        sentAt: sent,
        answeredAt: ['confirmed', 'disputed', 'financed', 'paid'].includes(plan.status)
          ? at(day, plan.shift + 3)
          : null,
        financedAt: financed ? at(day, plan.shift + 5) : null,
        createdAt: at(day, plan.shift),
      })
      .returning();
    if (!register) continue;
    await db.insert(factoringInvoices).values(
      amounts.map((amount, n) => {
        invoiceNo += 1;
        return {
          registerId: register.id,
          number: `ТН-${invoiceNo}`,
          issued: isoDay(day, plan.shift - 3 + n),
          due: isoDay(day, plan.shift + 57 + n),
          delivery: GOODS[(index + n) % GOODS.length] ?? '',
          amount,
          createdAt: at(day, plan.shift),
        };
      }),
    );
  }
}
