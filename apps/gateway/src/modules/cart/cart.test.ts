import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

interface Cart {
  items: {
    id_product: number;
    id_price: number | null;
    quantity: number;
    pricelevels: { id: number; value: number }[];
    sum: number;
    title: string;
    url: string;
  }[];
  count: number;
  quantity: number;
  total: number;
}

describe.each(testDrivers())('cart calls on %s', (driver) => {
  let gateway: TestGateway;
  let products: { id: number; levels: { id: number; value: number }[] }[];

  const call = (url: string, clientId = 'client-cart-one') =>
    gateway.app.inject({ method: 'GET', url, cookies: { client_id: clientId } });
  const cartOf = async (clientId = 'client-cart-one') =>
    (await call('/srv/ShoppingCartProducts', clientId)).json() as Cart;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const levels = await gateway.database.db
      .select({
        id: schema.priceLevels.id,
        productId: schema.priceLevels.productId,
        value: schema.priceLevels.value,
      })
      .from(schema.priceLevels)
      .orderBy(asc(schema.priceLevels.productId), asc(schema.priceLevels.sort))
      .limit(40);
    const byProduct = new Map<number, { id: number; value: number }[]>();
    for (const level of levels) {
      byProduct.set(level.productId, [
        ...(byProduct.get(level.productId) ?? []),
        { id: level.id, value: level.value },
      ]);
    }
    products = [...byProduct.entries()]
      .filter(([, productLevels]) => productLevels.length >= 2)
      .map(([id, productLevels]) => ({ id, levels: productLevels }));
    if (products.length < 2) throw new Error('need two products with two price levels');
  });
  afterAll(() => gateway.close());

  it('starts empty for a new visitor', async () => {
    expect(await cartOf('client-new-visitor')).toEqual({ items: [], count: 0, quantity: 0, total: 0 });
  });

  it('adds a product at the first price level and quantity 1 by default', async () => {
    const [first] = products;
    const response = await call(`/srv/ShoppingCartProducts/addProduct?id_product=${first?.id}`);
    expect(response.statusCode).toBe(200);
    const cart = response.json() as Cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      id_product: first?.id,
      id_price: first?.levels[0]?.id,
      quantity: 1,
      sum: first?.levels[0]?.value,
      url: `/catalog/item/${first?.id}/`,
    });
    expect(cart.items[0]?.pricelevels.map((level) => level.id)).toEqual(
      first?.levels.map((level) => level.id),
    );
  });

  it('sets the level and quantity of a line already in the cart; the sum follows the chosen level', async () => {
    const [first] = products;
    const level = first?.levels[1];
    const cart = (
      await call(
        `/srv/ShoppingCartProducts/addProduct?id_product=${first?.id}&id_price=${level?.id}&quantity=3`,
      )
    ).json() as Cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id_price: level?.id, quantity: 3, sum: (level?.value ?? 0) * 3 });
    // the level alone changes, the quantity stays when not given
    const again = (
      await call(
        `/srv/ShoppingCartProducts/addProduct?id_product=${first?.id}&id_price=${first?.levels[0]?.id}`,
      )
    ).json() as Cart;
    expect(again.items[0]).toMatchObject({ quantity: 3, sum: (first?.levels[0]?.value ?? 0) * 3 });
  });

  it('keeps lines per client id: another visitor does not see them', async () => {
    const [, second] = products;
    await call(`/srv/ShoppingCartProducts/addProduct?id_product=${second?.id}&quantity=2`);
    const mine = await cartOf();
    expect(mine.count).toBe(2);
    expect(mine.quantity).toBe(5);
    expect(mine.total).toBe(mine.items.reduce((sum, item) => sum + item.sum, 0));
    expect((await cartOf('client-cart-two')).count).toBe(0);
  });

  it('removes products by id; ids not in the cart are ignored', async () => {
    const [first] = products;
    const response = await call(
      `/srv/ShoppingCartProducts/removeProduct?products[]=${first?.id}&products[]=999999`,
    );
    expect(response.statusCode).toBe(200);
    const cart = response.json() as Cart;
    expect(cart.items.map((item) => item.id_product)).toEqual([products[1]?.id]);
    const rows = await gateway.database.db
      .select()
      .from(schema.cartLines)
      .where(eq(schema.cartLines.clientId, 'client-cart-one'));
    expect(rows).toHaveLength(1);
    expect(
      ((await call(`/srv/ShoppingCartProducts/removeProduct?products=${products[1]?.id}`)).json() as Cart)
        .count,
    ).toBe(0);
  });

  it.each([
    ['zero quantity', 'quantity=0', 'quantity'],
    ['negative quantity', 'quantity=-2', 'quantity'],
    ['huge quantity', 'quantity=1000000', 'quantity'],
    ['fractional quantity', 'quantity=1.5', 'quantity'],
    ['quantity that is not a number', 'quantity=много', 'quantity'],
    ['unknown price level', 'id_price=999999', 'id_price'],
  ])('addProduct refuses %s with 400 naming the field', async (_case, query, prop) => {
    const response = await call(
      `/srv/ShoppingCartProducts/addProduct?id_product=${products[0]?.id}&${query}`,
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors_list[0]).toMatchObject({ prop });
    expect(body.error_message).toMatch(/[а-яё]/i);
  });

  it('addProduct refuses an unknown or missing product, and removeProduct an empty or bad list', async () => {
    const unknown = await call('/srv/ShoppingCartProducts/addProduct?id_product=99999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors_list[0]).toEqual({ prop: 'id_product', error: 'Товар не найден' });
    expect((await call('/srv/ShoppingCartProducts/addProduct')).statusCode).toBe(400);
    expect((await call('/srv/ShoppingCartProducts/removeProduct')).statusCode).toBe(400);
    expect((await call('/srv/ShoppingCartProducts/removeProduct?products=abc')).statusCode).toBe(400);
  });

  it('answers 400 naming client_id when the call carries no client id', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/srv/ShoppingCartProducts' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors_list).toEqual([{ prop: 'client_id', error: 'Обязательное поле' }]);
  });
});
