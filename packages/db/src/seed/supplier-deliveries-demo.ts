import { applicationCode, dealCode, moscowDay } from '@agrolease/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicationProducts, applications, cabinetOrders, deals, offers } from '../schema/cabinet.ts';
import { products, suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';
import { supplierDeliveries } from '../schema/supplier-deliveries.ts';

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function at(day: string): Date {
  return new Date(`${day}T10:00:00+03:00`);
}

/**
 * The demo supplier's applications and deliveries (issue 13, decision 0090). The farm
 * «Агрофирма Заречье» (login `agent-client`) leases the demo supplier's machines: one application
 * under review, one deal whose contract is signed and waits for the supplier's shipment, and one
 * deal delivered and handed over. Runs after the supplier's company and the farm exist.
 */
export async function seedSupplierDeliveriesDemo(db: DbExecutor, today: Date): Promise<void> {
  const [supplierAccount] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  const [farm] = await db.select().from(accounts).where(eq(accounts.login, 'agent-client')).limit(1);
  if (!supplierAccount || !farm) return;
  const [company] = await db.select().from(suppliers).where(eq(suppliers.inn, supplierAccount.inn)).limit(1);
  if (!company) return;
  const machines = await db
    .select({ id: products.id, title: products.title, price: products.price })
    .from(products)
    .where(eq(products.supplierId, company.id))
    .orderBy(asc(products.id))
    .limit(3);
  const [first, second, third] = machines;
  if (!first || !second || !third) return;
  const day = moscowDay(today);

  async function application(
    status: string,
    sentDaysAgo: number,
    machine: { id: number; price: number },
    quantity: number,
  ) {
    const [row] = await db
      .insert(applications)
      .values({
        accountId: farm?.id ?? 0,
        status,
        step: 8,
        maxStep: 8,
        isFinished: status === 'offer_accepted',
        submittedAt: at(shiftDays(day, -sentDaysAgo)),
        createdAt: at(shiftDays(day, -sentDaysAgo - 1)),
        updatedAt: at(shiftDays(day, -sentDaysAgo)),
      })
      .returning();
    if (!row) throw new Error('applications insert returned no row');
    await db
      .update(applications)
      .set({ code: applicationCode(row.id) })
      .where(eq(applications.id, row.id));
    await db
      .insert(applicationProducts)
      .values({ applicationId: row.id, productId: machine.id, quantity, price: machine.price });
    return row;
  }

  async function deal(
    applicationId: number,
    machine: { title: string; price: number },
    quantity: number,
    stage: string,
    contractDay: string,
    contractName: string,
  ) {
    const sum = machine.price * quantity;
    const [offer] = await db
      .insert(offers)
      .values({
        applicationId,
        accountId: farm?.id ?? 0,
        sum,
        advancePercent: 20,
        termMonths: 36,
        scheduleType: 'annuity',
        status: 'accepted',
        decidedAt: at(shiftDays(contractDay, -7)),
        createdAt: at(shiftDays(contractDay, -9)),
      })
      .returning();
    const [row] = await db
      .insert(deals)
      .values({
        accountId: farm?.id ?? 0,
        applicationId,
        offerId: offer?.id ?? null,
        code: 'Д-pending',
        title: machine.title,
        productsSum: sum,
        stage,
        step: 8,
        createdAt: at(shiftDays(contractDay, -7)),
        updatedAt: at(contractDay),
      })
      .returning();
    if (!row) throw new Error('deals insert returned no row');
    await db
      .update(deals)
      .set({ code: dealCode(row.id) })
      .where(eq(deals.id, row.id));
    await db.insert(cabinetOrders).values({
      accountId: farm?.id ?? 0,
      dealId: row.id,
      contractName,
      contractDate: contractDay,
      status: stage === 'shipment' ? 'Ожидает поставки' : 'Техника передана, договор действует',
      isCsp: true,
      datePlannedShipment: stage === 'shipment' ? shiftDays(day, 10) : shiftDays(contractDay, 14),
      supplyCode: `П-${contractName.slice(3)}-01`,
      sum: Math.round(sum * 1.3),
    });
    return row;
  }

  // Under review: nothing to do yet but to keep the machine.
  await application('submitted', 3, first, 1);
  // Signed and waiting for the supplier's shipment.
  const waiting = await application('offer_accepted', 30, second, 2);
  await deal(waiting.id, second, 2, 'shipment', shiftDays(day, -12), 'ДЛ-2026/0631');
  // Delivered and handed over a month ago.
  const done = await application('offer_accepted', 90, third, 1);
  const handed = await deal(done.id, third, 1, 'handover', shiftDays(day, -70), 'ДЛ-2026/0517');
  await db.insert(supplierDeliveries).values({
    dealId: handed.id,
    supplierId: company.id,
    status: 'delivered',
    shippedOn: shiftDays(day, -58),
    deliveredOn: shiftDays(day, -55),
    waybill: 'ТН-0517-1',
    accountId: supplierAccount.id,
    createdAt: at(shiftDays(day, -58)),
    updatedAt: at(shiftDays(day, -55)),
  });
}
