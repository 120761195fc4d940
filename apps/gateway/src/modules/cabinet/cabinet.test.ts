import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../adapters/clock/clock.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

const GET_CALLS = [
  '/srv/CabinetMain',
  '/srv/GetCabinetApplications',
  '/srv/GetCabinetMessages',
  '/srv/GetCabinetMessage?id_message=1',
  '/srv/GetCabinetMessage/GetDocument?id_message=1',
  '/srv/GetUserNotifications',
  '/srv/CabinetSearch?query=ДЛ',
  '/srv/GetCabinetOrders',
  '/srv/GetCabinetOrder?id_order=1',
  '/srv/GetCabinetPayments',
  '/srv/GetCabinetHistory',
];

describe.each(testDrivers())('client cabinet calls on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let newcomer: CabinetSession;
  let clientId = 0;
  /** The accepted offer's monthly payment in roubles: every regular payment of its contract. */
  let monthly = 0;
  beforeAll(async () => {
    // The demo data of test databases is anchored to 2026-11-01: its one overdue payment is of October.
    gateway = await buildTestGateway({ driver, adapters: { clock: fixedClock('2026-11-01T09:00:00Z') } });
    client = await signInAs(gateway, 'client');
    newcomer = await signInAsNewClient(gateway, 'cabinet-newcomer');
    const [row] = await gateway.database.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'client'));
    clientId = row?.id ?? 0;
    const [accepted] = (await client.get('/srv/CabinetMain')).json().offers;
    const offer = (await client.get(`/srv/RALOffer?id_object=${accepted.id_application}`)).json().offer;
    monthly = Math.round(offer.monthly_payment);
  });
  afterAll(() => gateway.close());

  const json = async (session: CabinetSession, url: string) => {
    const response = await session.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers 401 to a guest and 403 to a manager on every call', async () => {
    const guest = sessionWith(gateway, '');
    const manager = await signInAs(gateway, 'manager');
    for (const url of GET_CALLS) {
      expect((await guest.get(url)).statusCode, url).toBe(401);
      expect((await manager.get(url)).statusCode, url).toBe(403);
    }
    expect(
      (await guest.post('/srv/CabinetApplicationUncompletedDelete', { id_object: '1' })).statusCode,
    ).toBe(401);
    expect(
      (await manager.post('/srv/CabinetApplicationUncompletedDelete', { id_object: '1' })).statusCode,
    ).toBe(403);
  });

  describe('CabinetMain', () => {
    it("fills the demo client's dashboard with the overdue payment on top of the feed", async () => {
      const main = await json(client, '/srv/CabinetMain');
      expect(main.success).toBe(true);
      expect(main.account.title).toBe('ООО «КФХ Рассвет»');
      expect(main.manager).toMatchObject({ position: 'Персональный менеджер', photo: null });
      expect(main.accreditation).toEqual([]);
      expect(main.feed[0]).toMatchObject({
        type: 'CabinetPayment',
        isOverdue: true,
        contract_name: 'ДЛ-2026/0412',
      });
      expect(new Set(main.feed.map((event: { type: string }) => event.type))).toEqual(
        new Set(['CabinetApplication', 'CabinetDeal', 'CabinetOrder', 'CabinetPayment']),
      );
      expect(main.payments.overdue).toHaveLength(1);
      expect(main.payments.overdue_sum).toBe(monthly);
      expect(main.orders.map((order: { contract_name: string }) => order.contract_name)).toEqual([
        'ДЛ-2026/0412',
      ]);
      expect(main.charts.payments).toHaveLength(12);
      expect(main.charts.payments.some((bucket: { due: number }) => bucket.due === monthly)).toBe(true);
      expect(main.prelimit).toMatchObject({ available: false, sum: 0 });
      expect(main.messages.unread).toBe(2);
      expect(main.offers).toEqual([expect.objectContaining({ status: 'accepted', term_months: 36 })]);
      expect(main.predict.next_payment).toMatchObject({ payment_sum: monthly, isOverdue: false });
      expect(main.recommendations.length).toBeGreaterThan(0);
      const recommendedIds = Object.values(main.recommendationsKeyMap as Record<string, number[]>).flat();
      expect(recommendedIds.sort()).toEqual(
        main.recommendations.map((card: { id: number }) => card.id).sort(),
      );
    });

    it('answers an empty dashboard for a new client with popular machines as recommendations', async () => {
      const main = await json(newcomer, '/srv/CabinetMain');
      expect(main).toMatchObject({
        feed: [],
        apps: [],
        orders: [],
        offers: [],
        predict: { next_payment: null },
      });
      expect(main.prelimit.available).toBe(false);
      expect(main.prelimit.reason).toContain('после первого договора');
      expect(Object.keys(main.recommendationsKeyMap)).toEqual(['Популярное']);
    });
  });

  it("CabinetManager answers the dashboard's manager to every partner role, and 403 to the company's managers", async () => {
    const main = await json(client, '/srv/CabinetMain');
    expect(await json(client, '/srv/CabinetManager')).toEqual({ success: true, manager: main.manager });
    for (const login of ['supplier', 'agent']) {
      const reply = await (await signInAs(gateway, login)).get('/srv/CabinetManager');
      expect(reply.statusCode).toBe(200);
      expect(reply.json().manager).toMatchObject({ position: 'Персональный менеджер', photo: null });
    }
    expect((await (await signInAs(gateway, 'manager')).get('/srv/CabinetManager')).statusCode).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/CabinetManager' })).statusCode).toBe(401);
  });

  describe('CabinetMain offers and messages', () => {
    /** Ids of the products with a flag, the first by id, as the dashboard lists them. */
    async function flagged(column: 'isMonthlyOffer' | 'isSpecialOffer', limit: number) {
      const rows = await gateway.database.db
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(eq(schema.products[column], true))
        .orderBy(schema.products.id)
        .limit(limit);
      return rows.map((row) => row.id);
    }

    it('lists the first monthly and special offers by id, and a newcomer is recommended the special ones', async () => {
      const main = await json(client, '/srv/CabinetMain');
      const monthly = await flagged('isMonthlyOffer', 4);
      const special = await flagged('isSpecialOffer', 6);
      expect(special.length).toBeGreaterThan(0);
      expect(main.promo.map((card: { id: number }) => card.id)).toEqual(monthly);
      expect(main.promotions.map((card: { id: number }) => card.id)).toEqual(special.slice(0, 4));
      expect(main.promotions[0]).toMatchObject({ href: `/catalog/item/${special[0]}/` });
      const fresh = await json(newcomer, '/srv/CabinetMain');
      expect(fresh.recommendations.map((card: { id: number }) => card.id)).toEqual(special);
    });

    it('counts unread messages among all of the account, not only the three shown', async () => {
      const main = await json(client, '/srv/CabinetMain');
      const all = await json(client, '/srv/GetCabinetMessages?items_per_page=50');
      expect(main.messages.unread).toBe(all.unread);
      expect(main.messages.items.length).toBeLessThanOrEqual(3);
      const fresh = await json(newcomer, '/srv/CabinetMain');
      expect(fresh.messages).toEqual({ unread: 0, items: [] });
    });
  });

  describe('GetCabinetApplications', () => {
    it('lists finished applications by default, newest first, and current ones with isfinished=0', async () => {
      const finished = await json(client, '/srv/GetCabinetApplications');
      expect(finished.items.map((item: { status: string }) => item.status)).toEqual([
        'rejected',
        'offer_accepted',
      ]);
      expect(finished).toMatchObject({ count: 2, pages: 1, page: 1 });
      // Each tab's status filter offers only the statuses it can hold (issue 39).
      expect(finished.statuses.map((status: { value: string }) => status.value)).toEqual([
        'rejected',
        'offer_accepted',
        'offer_rejected',
      ]);
      // Other branches' demo data may add current applications: the draft is among them.
      const current = await json(client, '/srv/GetCabinetApplications?isfinished=0');
      expect(current.items.every((item: { isfinished: number }) => item.isfinished === 0)).toBe(true);
      expect(current.statuses).toContainEqual({ value: 'draft', title: 'Черновик' });
      expect(current.statuses).not.toContainEqual({ value: 'rejected', title: 'Отклонена' });
      expect(current.items).toContainEqual(
        expect.objectContaining({ status: 'draft', extcode: 'Новая заявка', step: 3, can_delete: true }),
      );
      expect(current.items[0].productsSumm).toBeGreaterThan(0);
    });

    it('filters by status, code and date range, sorts and pages', async () => {
      const rejected = await json(client, '/srv/GetCabinetApplications?status=rejected');
      expect(rejected.items).toHaveLength(1);
      const code = rejected.items[0].extcode as string;
      expect(code).toMatch(/^З-\d{6}$/);
      const byCode = await json(
        client,
        `/srv/GetCabinetApplications?code=${encodeURIComponent(code.slice(2))}`,
      );
      expect(byCode.items.map((item: { extcode: string }) => item.extcode)).toEqual([code]);
      const day = (rejected.items[0].appDate as string).slice(0, 10);
      const [y, m, d] = day.split('-');
      const inRange = await json(
        client,
        `/srv/GetCabinetApplications?appdatefrom=${d}.${m}.${y}&appdateto=${day}`,
      );
      expect(inRange.items.map((item: { extcode: string }) => item.extcode)).toEqual([code]);
      const ascending = await json(client, '/srv/GetCabinetApplications?direction=asc');
      expect(ascending.items.map((item: { status: string }) => item.status)).toEqual([
        'offer_accepted',
        'rejected',
      ]);
      const paged = await json(client, '/srv/GetCabinetApplications?items_per_page=1&page=2');
      expect(paged).toMatchObject({ count: 2, pages: 2, page: 2 });
      expect(paged.items[0].status).toBe('offer_accepted');
    });

    it('refuses an unknown status and a reversed date range with the field named', async () => {
      const status = await client.get('/srv/GetCabinetApplications?status=archived');
      expect(status.statusCode).toBe(400);
      expect(status.json().errors_list).toEqual([{ prop: 'status', error: 'Неизвестный статус заявки' }]);
      const range = await client.get(
        '/srv/GetCabinetApplications?appdatefrom=2026-02-01&appdateto=2026-01-01',
      );
      expect(range.statusCode).toBe(400);
      expect(range.json().errors_list[0].prop).toBe('appdatefrom');
    });
  });

  describe('CabinetApplicationUncompletedDelete', () => {
    it('deletes an unsent draft once, refuses a sent application with 409', async () => {
      const [sent] = (await json(client, '/srv/GetCabinetApplications?status=rejected')).items;
      const refused = await client.post('/srv/CabinetApplicationUncompletedDelete', {
        id_object: String(sent.id),
      });
      expect(refused.statusCode).toBe(409);
      const [draft] = await gateway.database.db
        .insert(schema.applications)
        .values({ accountId: clientId, status: 'draft', step: 2 })
        .returning();
      const id = String(draft?.id);
      const deleted = await client.post('/srv/CabinetApplicationUncompletedDelete', { id_object: id });
      expect(deleted.json()).toEqual({ success: true, id_object: Number(id) });
      expect(
        (await client.post('/srv/CabinetApplicationUncompletedDelete', { id_object: id })).statusCode,
      ).toBe(404);
      const missing = await client.post('/srv/CabinetApplicationUncompletedDelete', {});
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('messages', () => {
    it('pages five messages newest first and oldest first with sort=asc', async () => {
      const list = await json(client, '/srv/GetCabinetMessages');
      expect(list).toMatchObject({ count: 5, pages: 1, page: 1 });
      expect(list.items).toHaveLength(5);
      const small = await json(client, '/srv/GetCabinetMessages?items_per_page=2&page=3');
      expect(small).toMatchObject({ pages: 3, page: 3 });
      expect(small.items).toHaveLength(1);
      const oldest = await json(client, '/srv/GetCabinetMessages?sort=asc');
      expect(oldest.items[0].title).toBe(list.items[4].title);
    });

    it('marks a message read when it is opened', async () => {
      const before = await json(newcomer, '/srv/GetCabinetMessages');
      expect(before.count).toBe(0);
      const list = await json(client, '/srv/GetCabinetMessages');
      const unread = list.items.find((item: { isRead: boolean }) => !item.isRead);
      const opened = await json(client, `/srv/GetCabinetMessage?id_message=${unread.id_message}`);
      expect(opened.message).toMatchObject({ isRead: true, document: null });
      expect(opened.message.body.length).toBeGreaterThan(0);
      const after = await json(client, '/srv/GetCabinetMessages');
      expect(after.unread).toBe(list.unread - 1);
    });

    it('answers the attached document in base64, and 404 when there is none', async () => {
      const list = await json(client, '/srv/GetCabinetMessages');
      const plain = await client.get(
        `/srv/GetCabinetMessage/GetDocument?id_message=${list.items[0].id_message}`,
      );
      expect(plain.statusCode).toBe(404);
      const upload = (
        await client.upload('/srv/SetFile', { files: [{ field: 'file', name: 'akt.pdf', bytes: SMALL_PDF }] })
      ).json();
      const [message] = await gateway.database.db
        .insert(schema.cabinetMessages)
        .values({ accountId: clientId, title: 'Акт сверки', body: 'Акт во вложении', fileId: upload.id })
        .returning();
      const document = await json(client, `/srv/GetCabinetMessage/GetDocument?id_message=${message?.id}`);
      expect(document).toMatchObject({ success: true, title: 'akt.pdf', mime_type: 'application/pdf' });
      expect(Buffer.from(document.content, 'base64')).toEqual(SMALL_PDF);
      const opened = await json(client, `/srv/GetCabinetMessage?id_message=${message?.id}`);
      expect(opened.message.document).toMatchObject({ title: 'akt.pdf', src: `/srv/files/${upload.id}` });
      await gateway.database.db
        .delete(schema.cabinetMessages)
        .where(eq(schema.cabinetMessages.id, message?.id ?? 0));
    });
  });

  it('answers notifications until the browser acknowledges them: the poll only reads', async () => {
    expect((await json(client, '/srv/GetUserNotifications')).items).toEqual([]);
    await gateway.database.db.insert(schema.notifications).values([
      { accountId: clientId, title: 'Первое', body: 'один' },
      { accountId: clientId, title: 'Второе', body: 'два' },
      { accountId: clientId, title: 'Третье', body: 'три' },
    ]);
    expect((await json(newcomer, '/srv/GetUserNotifications')).items).toEqual([]);
    const first = await json(client, '/srv/GetUserNotifications');
    const shown = (reply: { items: { title: string }[] }) => reply.items.map((item) => item.title);
    expect(shown(first)).toEqual(['Первое', 'Второе', 'Третье']);
    // a second poll (another tab, a lost acknowledgement) reads the same
    expect(shown(await json(client, '/srv/GetUserNotifications'))).toEqual(['Первое', 'Второе', 'Третье']);

    // another account acknowledging the same ids changes nothing of this one's
    const foreign = await newcomer.post('/srv/AckUserNotifications', { up_to: String(first.items[2].id) });
    expect(foreign.json()).toEqual({ success: true, acknowledged: 0 });
    const acked = await client.post('/srv/AckUserNotifications', { up_to: String(first.items[1].id) });
    expect(acked.json()).toEqual({ success: true, acknowledged: 2 });
    expect(shown(await json(client, '/srv/GetUserNotifications'))).toEqual(['Третье']);
    expect((await client.post('/srv/AckUserNotifications', { up_to: 'x' })).statusCode).toBe(400);
    expect((await client.get(`/srv/AckUserNotifications?up_to=${first.items[2].id}`)).statusCode).toBe(404);
    await client.post('/srv/AckUserNotifications', { up_to: String(first.items[2].id) });
    expect((await json(client, '/srv/GetUserNotifications')).items).toEqual([]);
  });

  describe('CabinetSearch', () => {
    it('finds orders, applications by product title and messages; entity narrows to one kind', async () => {
      const orders = await json(client, `/srv/CabinetSearch?query=${encodeURIComponent('дл-2026')}`);
      expect(orders.counts.order).toBe(1);
      expect(orders.items).toContainEqual(
        expect.objectContaining({ entity: 'order', title: 'Договор ДЛ-2026/0412' }),
      );
      expect(orders.counts.message).toBeGreaterThan(0);
      const onlyMessages = await json(
        client,
        `/srv/CabinetSearch?query=${encodeURIComponent('дл-2026')}&entity=message`,
      );
      expect(onlyMessages.items.every((item: { entity: string }) => item.entity === 'message')).toBe(true);
      expect(onlyMessages.count).toBe(orders.counts.message);
      const supply = await json(client, `/srv/CabinetSearch?query=${encodeURIComponent('П-2026-0412')}`);
      expect(supply.counts.order).toBe(1);
      const draft = (await json(client, '/srv/GetCabinetApplications?status=draft&isfinished=0')).items[0];
      const byProduct = await json(
        client,
        `/srv/CabinetSearch?query=${encodeURIComponent(draft.products[0])}&entity=application`,
      );
      expect(byProduct.items).toContainEqual(
        expect.objectContaining({
          id: draft.id,
          href: `/cabinet/v2/client/apps/deal/create?id_object=${draft.id}&step=3`,
        }),
      );
      expect((await json(newcomer, `/srv/CabinetSearch?query=${encodeURIComponent('дл-2026')}`)).count).toBe(
        0,
      );
    });

    it('takes % literally and refuses a one-letter query', async () => {
      expect((await json(client, '/srv/CabinetSearch?query=%25%25')).count).toBe(0);
      const short = await client.get('/srv/CabinetSearch?query=a');
      expect(short.statusCode).toBe(400);
      expect(short.json().errors_list[0].prop).toBe('query');
    });
  });

  describe('orders, payments and history', () => {
    it('lists the orders with the signature flag, shipment date and supply code', async () => {
      const list = await json(client, '/srv/GetCabinetOrders');
      expect(list.count).toBe(2);
      expect(list.items[0]).toMatchObject({
        contract_name: 'ДЛ-2026/0412',
        isCSP: 1,
        supplyCode: 'П-2026-0412-01',
        StatusSherp: 'Действует',
        isOverdue: true,
        overdue_sum: monthly,
      });
      expect(list.items[0].datePlannedShipment).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(list.items[1]).toMatchObject({
        contract_name: 'ДЛ-2023/0107',
        StatusSherp: 'Закрыт',
        isOverdue: false,
      });
    });

    it('answers one order with its deal, the advance and a 36-month schedule of which one payment is overdue', async () => {
      const [order] = (await json(client, '/srv/GetCabinetOrders')).items;
      const one = await json(client, `/srv/GetCabinetOrder?id_order=${order.id}`);
      expect(one.schedule).toHaveLength(37);
      expect(one.schedule.filter((item: { isOverdue: boolean }) => item.isOverdue)).toHaveLength(1);
      // «Оплатить» is offered for the overdue payment and the next one (issue 38), not for later ones.
      const due = one.schedule.filter((item: { isDue: boolean }) => item.isDue);
      expect(
        due.map((item: { isOverdue: boolean; paid_at: string | null }) => [item.isOverdue, item.paid_at]),
      ).toEqual([
        [true, null],
        [false, null],
      ]);
      expect(one.schedule[0].number).toBe(1);
      expect(one.deal).toMatchObject({ stage: 'Поставка техники' });
      // «Стоимость техники» on the supplies page is the machine's cost, not the contract's sum (issue 38).
      const [dealRow] = await gateway.database.db
        .select({ productsSum: schema.deals.productsSum })
        .from(schema.deals)
        .where(eq(schema.deals.id, one.deal.id));
      expect(one.deal.products_sum).toBe(dealRow?.productsSum);
      expect(one.deal.products_sum).toBeLessThan(order.sum);
      expect(one.totals.overdue).toBe(monthly);
      expect(one.totals.paid + one.totals.due).toBe(order.sum);
      expect((await newcomer.get(`/srv/GetCabinetOrder?id_order=${order.id}`)).statusCode).toBe(404);
    });

    it('filters payments by state and order', async () => {
      const overdue = await json(client, '/srv/GetCabinetPayments?state=overdue');
      expect(overdue.items).toHaveLength(1);
      expect(overdue.totals).toMatchObject({ overdue: monthly, overdue_count: 1 });
      const upcoming = await json(client, '/srv/GetCabinetPayments?state=upcoming&items_per_page=5');
      const dates = upcoming.items.map((item: { payment_date: string }) => item.payment_date);
      expect(dates).toEqual([...dates].sort());
      expect(upcoming.items.every((item: { paid_at: string | null }) => item.paid_at === null)).toBe(true);
      const [, closed] = (await json(client, '/srv/GetCabinetOrders')).items;
      const ofClosed = await json(client, `/srv/GetCabinetPayments?id_order=${closed.id}&state=paid`);
      expect(ofClosed.count).toBe(25);
      expect((await newcomer.get(`/srv/GetCabinetPayments?id_order=${closed.id}`)).statusCode).toBe(404);
      expect((await client.get('/srv/GetCabinetPayments?state=late')).statusCode).toBe(400);
    });

    it('pages the history, which also holds the paid payments', async () => {
      const history = await json(client, '/srv/GetCabinetHistory?items_per_page=10');
      expect(history.count).toBeGreaterThan(24);
      expect(history.items).toHaveLength(10);
      expect(history.items[0]).toMatchObject({ type: 'CabinetPayment', isOverdue: true });
      const last = await json(client, `/srv/GetCabinetHistory?items_per_page=10&page=${history.pages}`);
      expect(last.items.length).toBeGreaterThan(0);
      expect((await json(newcomer, '/srv/GetCabinetHistory')).count).toBe(0);
    });
  });
});
