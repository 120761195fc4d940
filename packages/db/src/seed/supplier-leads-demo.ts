import { moscowDay } from '@agrolease/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { products, suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';
import { serviceRequests } from '../schema/services.ts';
import { supplierConsultants, supplierSpecialOffers } from '../schema/supplier-leads.ts';

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo supplier's leads, offers and consultant (issue 13, decision 0106). Two callbacks asked
 * from the pages of its machines (leads besides the applications of decision 0090), a published
 * special offer on its first machine and one waiting for the manager on its second, and a
 * consultant for all its machines. Runs after the supplier's company exists.
 */
export async function seedSupplierLeadsDemo(db: DbExecutor, today: Date): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  if (!account) return;
  const [company] = await db.select().from(suppliers).where(eq(suppliers.inn, account.inn)).limit(1);
  if (!company) return;
  const machines = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.supplierId, company.id))
    .orderBy(asc(products.id))
    .limit(2);
  const [first, second] = machines;
  if (!first || !second) return;
  const day = moscowDay(today);

  const callbacks = [
    {
      name: 'Пётр Ильич Соколов',
      phone: '+7 910 555-12-34',
      time: 'после 14:00',
      comment: 'Интересует наличие и сроки поставки',
      product: first.id,
      daysAgo: 2,
    },
    {
      name: 'Ольга Романова',
      phone: '+7 920 444-56-78',
      time: '',
      comment: 'Нужна консультация по комплектации',
      product: second.id,
      daysAgo: 1,
    },
  ];
  for (const callback of callbacks) {
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('service_requests', 'id')) as id`,
    )) as unknown as { rows: { id: string | number }[] };
    const id = Number(result.rows[0]?.id);
    await db.insert(serviceRequests).values({
      id,
      kind: 'callback',
      code: `ЗВ-${String(id).padStart(6, '0')}`,
      clientId: null,
      payload: {
        name: callback.name,
        phone: callback.phone,
        time: callback.time,
        comment: callback.comment,
        page: `/catalog/item/${callback.product}/`,
      },
      fingerprint: `demo-supplier-lead-${id}`,
      createdAt: new Date(`${shiftDays(day, -callback.daysAgo)}T11:00:00+03:00`),
    });
  }

  await db.insert(supplierSpecialOffers).values([
    {
      supplierId: company.id,
      accountId: account.id,
      productId: first.id,
      price: Math.round((first.price * 0.9) / 1000) * 1000,
      startsOn: shiftDays(day, -3),
      endsOn: shiftDays(day, 60),
      text: 'Скидка 10% до конца сезона, пусконаладка в подарок',
      status: 'accepted',
      createdAt: new Date(`${shiftDays(day, -5)}T10:00:00+03:00`),
      decidedAt: new Date(`${shiftDays(day, -4)}T10:00:00+03:00`),
    },
    {
      supplierId: company.id,
      accountId: account.id,
      productId: second.id,
      price: Math.round((second.price * 0.95) / 1000) * 1000,
      startsOn: day,
      endsOn: shiftDays(day, 30),
      text: 'Специальная цена при заказе до конца месяца',
      status: 'pending',
      createdAt: new Date(`${shiftDays(day, -1)}T10:00:00+03:00`),
    },
  ]);

  await db.insert(supplierConsultants).values({
    supplierId: company.id,
    categoryId: null,
    name: 'Андрей Викторович Лебедев',
    phone: '+7 473 200-10-20',
    email: 'sales@agrotechnika-vrn.example',
    hours: 'пн–пт 9:00–18:00',
  });
}
