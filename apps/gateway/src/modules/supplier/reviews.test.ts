import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { demoSupplierCatalogue } from '../../testing/supplier-sessions.ts';

const { cabinetOrders, productReviews, catalogueGeneration } = schema;

interface Review {
  id: number;
  rating: number;
  text: string;
  answer: string;
  answered: string | null;
  client: string;
  product: { id: number };
}

describe.each(testDrivers())("clients' reviews of the supplier's machines on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let supplierNew: CabinetSession;
  let client: CabinetSession;
  let farm: CabinetSession;
  let ownIds: number[] = [];
  let foreignId = 0;
  let foreignSupplierId = 0;
  let handedDealId = 0;
  let waitingDealId = 0;
  let farmAccountId = 0;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    supplierNew = await signInAs(gateway, 'supplier-new');
    client = await signInAs(gateway, 'client');
    farm = await signInAs(gateway, 'agent-client');
    const db = gateway.database.db;
    ({ ownIds, foreignId, foreignSupplierId } = await demoSupplierCatalogue(gateway));
    const dealOf = async (contractName: string) =>
      (
        await db
          .select({ dealId: cabinetOrders.dealId, accountId: cabinetOrders.accountId })
          .from(cabinetOrders)
          .where(eq(cabinetOrders.contractName, contractName))
      )[0];
    const handed = await dealOf('ДЛ-2026/0517');
    handedDealId = handed?.dealId ?? 0;
    farmAccountId = handed?.accountId ?? 0;
    waitingDealId = (await dealOf('ДЛ-2026/0631'))?.dealId ?? 0;
  });
  afterAll(() => gateway.close());

  const generation = async () =>
    (await gateway.database.db.select().from(catalogueGeneration))[0]?.value ?? 0;
  const list = async (query = '') => {
    const response = await supplier.get(`/srv/SupplierReviews${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: Review[];
      average: number | null;
      count_all: number;
      count_unanswered: number;
      count_collection: number;
    };
  };

  it('lists the demo reviews of its machines with the average and the unanswered filter', async () => {
    const all = await list();
    expect(all.count_all).toBe(2);
    expect(all.count_unanswered).toBe(1);
    expect(all.average).toBe(4.5);
    for (const item of all.items) expect(ownIds).toContain(item.product.id);
    expect(all.items.find((item) => item.answer)?.client).toBe('Агрофирма З.');
    const open = await list('?unanswered=1');
    expect(open.count_collection).toBe(1);
    expect(open.items.every((item) => item.answer === '')).toBe(true);
  });

  it('answers a review publicly and corrects it; the product page follows the catalogue generation', async () => {
    const [review] = (await list('?unanswered=1')).items;
    if (!review) throw new Error('no unanswered demo review');
    const before = await generation();
    const answered = await supplier.post('/srv/SupplierReview/Answer', {
      id_object: String(review.id),
      answer: 'Спасибо! Запчасти теперь держим на складе в Воронеже.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().item.answered).toBeTruthy();
    expect(await generation()).toBeGreaterThan(before);
    const corrected = await supplier.post('/srv/SupplierReview/Answer', {
      id_object: String(review.id),
      answer: 'Спасибо! Запчасти держим на складе.',
    });
    expect(corrected.json().item.answer).toBe('Спасибо! Запчасти держим на складе.');
    expect((await list('?unanswered=1')).count_collection).toBe(0);
    const page = await gateway.app.inject({ url: `/srv/CatalogProduct?id=${review.product.id}` });
    expect(page.statusCode).toBe(200);
    const shown = (page.json().reviews as Review[]).find((item) => item.id === review.id);
    expect(shown).toMatchObject({ rating: review.rating, answer: 'Спасибо! Запчасти держим на складе.' });
  });

  it("refuses bad input (400), another supplier's review (404), other roles (403) and a guest (401)", async () => {
    const empty = await supplier.post('/srv/SupplierReview/Answer', { id_object: String(1), answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toBeTruthy();
    expect((await supplier.get('/srv/SupplierReviews?page=0')).statusCode).toBe(400);
    const [foreign] = await gateway.database.db
      .insert(productReviews)
      .values({
        dealId: handedDealId,
        productId: foreignId,
        supplierId: foreignSupplierId,
        accountId: farmAccountId,
        rating: 3,
        text: 'Чужая техника, чужой отзыв.',
      })
      .returning();
    expect(
      (await supplier.post('/srv/SupplierReview/Answer', { id_object: String(foreign?.id), answer: 'Ответ' }))
        .statusCode,
    ).toBe(404);
    expect((await list()).items.some((item) => item.id === foreign?.id)).toBe(false);
    await gateway.database.db.delete(productReviews).where(eq(productReviews.id, foreign?.id ?? 0));
    expect((await client.get('/srv/SupplierReviews')).statusCode).toBe(403);
    expect(
      (await client.post('/srv/SupplierReview/Answer', { id_object: String(1), answer: 'Ответ' })).statusCode,
    ).toBe(403);
    const notYet = await supplierNew.get('/srv/SupplierReviews');
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error_message).toBe('Раздел откроется после аккредитации');
    expect((await gateway.app.inject({ url: '/srv/SupplierReviews' })).statusCode).toBe(401);
  });

  it('lets the client review a machine of its handed-over deal once', async () => {
    const third = ownIds[2] ?? 0;
    await gateway.database.db
      .delete(productReviews)
      .where(and(eq(productReviews.dealId, handedDealId), eq(productReviews.productId, third)));
    const view = await farm.get(`/srv/CabinetDealReviews?id_object=${handedDealId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ can_review: true, reason: '' });
    expect(view.json().items).toEqual([expect.objectContaining({ review: null })]);
    const before = await generation();
    const left = await farm.post('/srv/CabinetDealReview', {
      id_object: String(handedDealId),
      id_product: String(third),
      rating: String(4),
      text: 'Работает отлично, расход топлива как обещали.',
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().item).toMatchObject({ rating: 4, answer: '', client: 'Агрофирма З.' });
    expect(await generation()).toBeGreaterThan(before);
    const again = await farm.post('/srv/CabinetDealReview', {
      id_object: String(handedDealId),
      id_product: String(third),
      rating: String(5),
      text: 'Второй отзыв о той же технике.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe('Отзыв об этой технике по сделке уже оставлен');
    expect((await list()).items.some((item) => item.id === left.json().item.id)).toBe(true);
  });

  it("refuses a deal not handed over (409), another client's deal or machine (404), bad input (400), other roles", async () => {
    const waiting = await farm.post('/srv/CabinetDealReview', {
      id_object: String(waitingDealId),
      id_product: String(ownIds[1] ?? 0),
      rating: String(5),
      text: 'Ещё не получили, но уже нравится.',
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error_message).toBe('Отзыв можно оставить после передачи техники');
    const waitingView = await farm.get(`/srv/CabinetDealReviews?id_object=${waitingDealId}`);
    expect(waitingView.json()).toMatchObject({ can_review: false });
    const body = {
      id_object: String(handedDealId),
      id_product: String(ownIds[2] ?? 0),
      rating: String(5),
      text: 'Чужая сделка, чужой отзыв.',
    };
    expect((await client.post('/srv/CabinetDealReview', body)).statusCode).toBe(404);
    expect((await client.get(`/srv/CabinetDealReviews?id_object=${handedDealId}`)).statusCode).toBe(404);
    expect(
      (await farm.post('/srv/CabinetDealReview', { ...body, id_product: String(foreignId) })).statusCode,
    ).toBe(404);
    const bad = await farm.post('/srv/CabinetDealReview', { ...body, rating: String(6), text: 'коротко' });
    expect(bad.statusCode).toBe(400);
    const props = JSON.stringify(bad.json());
    expect(props).toContain('rating');
    expect(props).toContain('text');
    expect((await supplier.post('/srv/CabinetDealReview', body)).statusCode).toBe(403);
    expect(
      (await gateway.app.inject({ method: 'POST', url: '/srv/CabinetDealReview', payload: body })).statusCode,
    ).toBe(401);
  });
});
