import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

interface Card {
  id: number;
  price: number;
  monthly_payment: number | null;
}

/**
 * «от … ₽/мес.» beside every price (issue 38, decision 0173) is the calculator's figure: the same
 * price at the category's default advance and term, annuity, through /srv/Calc.
 */
describe.each(testDrivers())('the monthly payment of cards on %s', (driver) => {
  let gateway: TestGateway;
  const get = async <T>(url: string, clientId = 'client-monthly') => {
    const response = await gateway.app.inject({ method: 'GET', url, cookies: { client_id: clientId } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  /** What the calculator gives for a price under the conditions CalcOnProduct names for a product. */
  const calculatorMonthly = async (productId: number, price: number) => {
    const estimate = await get<{ guid_category: string; advance_percent: number; term: number }>(
      `/srv/CalcOnProduct?id_product=${productId}`,
    );
    const calc = await get<{ monthly_payment: number }>(
      `/srv/Calc?${new URLSearchParams({
        price: String(price),
        advance: String(estimate.advance_percent),
        term: String(estimate.term),
        guid_category: estimate.guid_category,
      })}`,
    );
    return calc.monthly_payment;
  };

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  it('gives every catalogue card the figure the calculator gives for its price', async () => {
    const listing = await get<{ catalogItems: Card[] }>('/srv/CatalogV2?category=traktory');
    const cards = listing.catalogItems.slice(0, 3);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.monthly_payment).not.toBeNull();
      expect(card.monthly_payment).toBe(await calculatorMonthly(card.id, card.price));
      const estimate = await get<{ monthly_payment: number }>(`/srv/CalcOnProduct?id_product=${card.id}`);
      expect(card.monthly_payment).toBe(estimate.monthly_payment);
    }
  });

  it('gives compare (and favourites, which read it) the same figure as the catalogue card', async () => {
    const listing = await get<{ catalogItems: Card[] }>('/srv/CatalogV2?category=kombajny');
    const [first, second] = listing.catalogItems;
    if (!first || !second) throw new Error('two combines expected in the demo catalogue');
    const compared = await get<{ categories: { products: Card[] }[] }>(
      `/srv/v2/ProductCompare?product_list=${first.id},${second.id}`,
    );
    const products = compared.categories.flatMap((category) => category.products);
    expect(products.find((product) => product.id === first.id)?.monthly_payment).toBe(first.monthly_payment);
    expect(products.find((product) => product.id === second.id)?.monthly_payment).toBe(
      second.monthly_payment,
    );
  });

  it("prices a cart line's sum (level × quantity) as the calculator prices that sum", async () => {
    const listing = await get<{ catalogItems: Card[] }>('/srv/CatalogV2?category=traktory');
    const card = listing.catalogItems[0];
    if (!card) throw new Error('a tractor expected in the demo catalogue');
    const cart = await get<{ items: { id_product: number; sum: number; monthly_payment: number | null }[] }>(
      `/srv/ShoppingCartProducts/addProduct?id_product=${card.id}&quantity=2`,
      'client-monthly-cart',
    );
    const line = cart.items.find((item) => item.id_product === card.id);
    if (!line) throw new Error('the line is in the cart');
    expect(line.monthly_payment).toBe(await calculatorMonthly(card.id, line.sum));
    expect(line.monthly_payment).toBeGreaterThan(card.monthly_payment ?? 0);
  });
});
