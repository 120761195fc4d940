import {
  addMonths,
  applicationCode,
  contractPayments,
  contractTotal,
  dealCode,
  formatMoscowDate,
  moscowDay,
  type OfferConditions,
} from '@agrolease/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import {
  applicationProducts,
  applications,
  cabinetMessages,
  cabinetOrders,
  deals,
  notifications,
  offers,
  payments,
} from '../schema/cabinet.ts';
import { products } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';

/** Days before (negative) or after the anchor day, as an ISO day. */
function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function at(day: string, hour = 10): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+03:00`);
}

/**
 * The demo client's cabinet (decision 0061), anchored to the seed's day so that its overdue
 * payment is always overdue: a draft at step 3, a rejected application, an accepted offer
 * with its deal at the shipment stage and a signed contract ДЛ-2026/0412 whose 36-month
 * schedule began five months ago with the latest past payment unpaid, an older contract
 * paid in full, five messages and two notifications already shown. No sent application:
 * the application helpers seed that one.
 */
export async function seedCabinetDemo(db: DbExecutor, today: Date): Promise<void> {
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  if (!client) return;
  const accountId = client.id;
  const day = moscowDay(today);
  const machines = await db
    .select({ id: products.id, title: products.title, price: products.price })
    .from(products)
    .orderBy(asc(products.id))
    .limit(3);
  const [first, second, third] = machines;
  if (!first || !second || !third) return;

  // A draft left at step 3 of the wizard.
  const [draft] = await db
    .insert(applications)
    .values({
      accountId,
      status: 'draft',
      step: 3,
      maxStep: 3,
      form: { title: 'Новая заявка' },
      createdAt: at(shiftDays(day, -2)),
      updatedAt: at(shiftDays(day, -2)),
    })
    .returning();
  if (!draft) return;
  await db
    .insert(applicationProducts)
    .values({ applicationId: draft.id, productId: first.id, quantity: 1, price: first.price });

  // A rejected one.
  const rejectedDay = shiftDays(day, -75);
  const [rejected] = await db
    .insert(applications)
    .values({
      accountId,
      status: 'rejected',
      step: 8,
      maxStep: 8,
      isFinished: true,
      managerComment: 'Недостаточный срок деятельности по направлению животноводства.',
      submittedAt: at(rejectedDay),
      createdAt: at(shiftDays(rejectedDay, -1)),
      updatedAt: at(shiftDays(rejectedDay, 5)),
    })
    .returning();
  if (!rejected) return;
  await db
    .update(applications)
    .set({ code: applicationCode(rejected.id) })
    .where(eq(applications.id, rejected.id));
  await db
    .insert(applicationProducts)
    .values({ applicationId: rejected.id, productId: second.id, quantity: 2, price: second.price });

  // Accepted offer → deal at the shipment stage → signed contract ДЛ-2026/0412. Its figures come
  // from the offer's schedule maths, as a contract the back office makes (deal/stages.ts): the
  // machine's price financed, 20 % advance, 36 months; the contract's sum and payments from
  // contractTotal and contractPayments of the same conditions (decision 0093).
  const scheduleStart = `${addMonths(`${day.slice(0, 7)}-15`, -5)}`;
  const contractDay = addMonths(scheduleStart, -1);
  const [accepted] = await db
    .insert(applications)
    .values({
      accountId,
      status: 'offer_accepted',
      step: 8,
      maxStep: 8,
      isFinished: true,
      submittedAt: at(shiftDays(contractDay, -30)),
      createdAt: at(shiftDays(contractDay, -31)),
      updatedAt: at(shiftDays(contractDay, -10)),
    })
    .returning();
  if (!accepted) return;
  await db
    .update(applications)
    .set({ code: applicationCode(accepted.id) })
    .where(eq(applications.id, accepted.id));
  await db
    .insert(applicationProducts)
    .values({ applicationId: accepted.id, productId: third.id, quantity: 1, price: third.price });
  const term = 36;
  const conditions: OfferConditions = {
    sum: third.price,
    advancePercent: 20,
    termMonths: term,
    scheduleType: 'annuity',
  };
  const [offer] = await db
    .insert(offers)
    .values({
      applicationId: accepted.id,
      accountId,
      sum: conditions.sum,
      advancePercent: conditions.advancePercent,
      termMonths: conditions.termMonths,
      scheduleType: conditions.scheduleType,
      status: 'accepted',
      decidedAt: at(shiftDays(contractDay, -10)),
      createdAt: at(shiftDays(contractDay, -14)),
    })
    .returning();
  const [deal] = await db
    .insert(deals)
    .values({
      accountId,
      applicationId: accepted.id,
      offerId: offer?.id ?? null,
      code: 'Д-pending',
      title: third.title,
      productsSum: third.price,
      stage: 'shipment',
      step: 8,
      createdAt: at(shiftDays(contractDay, -10)),
      updatedAt: at(contractDay),
    })
    .returning();
  if (!deal) return;
  await db
    .update(deals)
    .set({ code: dealCode(deal.id) })
    .where(eq(deals.id, deal.id));
  const [order] = await db
    .insert(cabinetOrders)
    .values({
      accountId,
      dealId: deal.id,
      contractName: 'ДЛ-2026/0412',
      contractDate: contractDay,
      status: 'Действует',
      isCsp: true,
      datePlannedShipment: shiftDays(day, 18),
      supplyCode: 'П-2026-0412-01',
      sum: contractTotal(conditions, contractDay),
    })
    .returning();
  if (!order) return;
  // The advance and the monthly payments; the latest monthly payment already due is unpaid.
  const schedule = contractPayments(conditions, contractDay);
  const unpaidPayment = schedule.filter((payment) => payment.number > 0 && payment.dueDate < day).at(-1);
  const unpaid = unpaidPayment?.dueDate;
  await db.insert(payments).values(
    schedule.map((payment) => ({
      accountId,
      orderId: order.id,
      dueDate: payment.dueDate,
      sum: payment.sum,
      paidAt: payment.dueDate < day && payment !== unpaidPayment ? shiftDays(payment.dueDate, -2) : null,
    })),
  );

  // An older contract, paid in full and closed: 24 months on the same schedule maths.
  const oldStart = addMonths(`${day.slice(0, 7)}-05`, -40);
  const oldContractDay = addMonths(oldStart, -1);
  const oldConditions: OfferConditions = {
    sum: 2_400_000,
    advancePercent: 20,
    termMonths: 24,
    scheduleType: 'annuity',
  };
  const [oldDeal] = await db
    .insert(deals)
    .values({
      accountId,
      code: 'Д-pending',
      title: second.title,
      productsSum: oldConditions.sum,
      stage: 'closed',
      step: 8,
      createdAt: at(shiftDays(oldStart, -40)),
      updatedAt: at(addMonths(oldStart, 24)),
    })
    .returning();
  if (!oldDeal) return;
  await db
    .update(deals)
    .set({ code: dealCode(oldDeal.id) })
    .where(eq(deals.id, oldDeal.id));
  const [oldOrder] = await db
    .insert(cabinetOrders)
    .values({
      accountId,
      dealId: oldDeal.id,
      contractName: 'ДЛ-2023/0107',
      contractDate: oldContractDay,
      status: 'Закрыт',
      isCsp: true,
      datePlannedShipment: shiftDays(oldStart, -10),
      supplyCode: 'П-2023-0107-01',
      sum: contractTotal(oldConditions, oldContractDay),
    })
    .returning();
  if (!oldOrder) return;
  await db.insert(payments).values(
    contractPayments(oldConditions, oldContractDay).map((payment) => ({
      accountId,
      orderId: oldOrder.id,
      dueDate: payment.dueDate,
      sum: payment.sum,
      paidAt: shiftDays(payment.dueDate, -1),
    })),
  );

  // Messages of these events; the older ones read.
  const message = (
    title: string,
    body: string,
    entity: string,
    entityId: number,
    sent: string,
    read: boolean,
  ) => ({
    accountId,
    title,
    body,
    entity,
    entityId,
    createdAt: at(sent),
    readAt: read ? at(sent, 18) : null,
  });
  await db
    .insert(cabinetMessages)
    .values([
      message(
        'Договор ДЛ-2023/0107 закрыт',
        'Все платежи по договору ДЛ-2023/0107 внесены. Техника переходит в вашу собственность.',
        'order',
        oldOrder.id,
        addMonths(oldStart, 24),
        true,
      ),
      message(
        `Заявка ${applicationCode(rejected.id)} отклонена`,
        'К сожалению, заявка отклонена: недостаточный срок деятельности по направлению животноводства. Вы можете подать новую заявку.',
        'application',
        rejected.id,
        shiftDays(rejectedDay, 5),
        true,
      ),
      message(
        'Предложение по заявке принято',
        `Вы приняли предложение: ${term} месяцев, аванс 20 %. Сделка ${dealCode(deal.id)} открыта.`,
        'deal',
        deal.id,
        shiftDays(contractDay, -10),
        true,
      ),
      message(
        'Договор ДЛ-2026/0412 подписан',
        'Договор лизинга ДЛ-2026/0412 подписан обеими сторонами. Поставщик готовит технику к отгрузке.',
        'order',
        order.id,
        contractDay,
        false,
      ),
      message(
        'Просрочен платёж по договору ДЛ-2026/0412',
        `Платёж ${formatMoscowDate(unpaid, '')} по договору ДЛ-2026/0412 не поступил. Внесите его, чтобы избежать пеней; платить лучше за 3 дня до срока.`,
        'order',
        order.id,
        unpaid ? shiftDays(unpaid, 1) : day,
        false,
      ),
    ]);
  await db.insert(notifications).values([
    {
      accountId,
      title: 'Договор ДЛ-2026/0412 подписан',
      body: 'Поставщик готовит технику к отгрузке.',
      createdAt: at(contractDay),
      deliveredAt: at(contractDay, 11),
    },
    {
      accountId,
      title: 'Просрочен платёж',
      body: 'Платёж по договору ДЛ-2026/0412 не поступил.',
      createdAt: at(unpaid ? shiftDays(unpaid, 1) : day),
      deliveredAt: at(unpaid ? shiftDays(unpaid, 1) : day, 11),
    },
  ]);
}
