import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { DEMO_PASSWORD, signInAsNewClient } from '../../testing/cabinet-session.ts';

interface Cart {
  items: { id_product: number; id_price: number | null; quantity: number }[];
  count: number;
}

/** docs/decisions/0072: the guest's cart joins the account at sign-in and follows the account. */
describe.each(testDrivers())('the cart of a signed-in account on %s', (driver) => {
  let gateway: TestGateway;
  let products: { id: number; levels: number[] }[];
  let address = 0;

  /** A cart call from a browser with this client id, signed in when a token is given. */
  const call = (url: string, clientId: string, token?: string) =>
    gateway.app.inject({
      method: 'GET',
      url,
      cookies: { client_id: clientId, ...(token ? { authToken: token } : {}) },
    });
  const cartOf = async (clientId: string, token?: string) =>
    (await call('/srv/ShoppingCartProducts', clientId, token)).json() as Cart;
  const add = (clientId: string, query: string, token?: string) =>
    call(`/srv/ShoppingCartProducts/addProduct?${query}`, clientId, token);
  const lines = (cart: Cart) =>
    cart.items.map((item) => [item.id_product, item.id_price, item.quantity]).sort();

  /** Signs the demo client in from the browser that carries this client id. */
  async function signIn(clientId: string, login = 'client'): Promise<string> {
    address += 1;
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/srv/getauth',
      payload: new URLSearchParams({ login, password: DEMO_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { client_id: clientId },
      remoteAddress: `10.77.0.${address}`,
    });
    const token = (response.json() as { token?: string }).token;
    if (!token) throw new Error(`Sign-in failed: ${response.body}`);
    return token;
  }

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const levels = await gateway.database.db
      .select({ id: schema.priceLevels.id, productId: schema.priceLevels.productId })
      .from(schema.priceLevels)
      .orderBy(asc(schema.priceLevels.productId), asc(schema.priceLevels.sort))
      .limit(60);
    const byProduct = new Map<number, number[]>();
    for (const level of levels)
      byProduct.set(level.productId, [...(byProduct.get(level.productId) ?? []), level.id]);
    products = [...byProduct.entries()]
      .filter(([, ids]) => ids.length >= 2)
      .map(([id, ids]) => ({ id, levels: ids }));
    if (products.length < 3) throw new Error('need three products with two price levels');
  });
  afterAll(() => gateway.close());

  it("merges the guest's lines into the account's cart at sign-in and empties the guest cart", async () => {
    const [a, b, c] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    // The account already holds a (first level, 1) and c (first level, 4) from another device.
    const earlier = await signIn('laptop-of-client-1');
    await add('laptop-of-client-1', `id_product=${a.id}&quantity=1`, earlier);
    await add('laptop-of-client-1', `id_product=${c.id}&quantity=4`, earlier);
    // A guest on a phone: a at the same level (quantities add), b new, c at another level (the guest's wins).
    await add('phone-of-client-1', `id_product=${a.id}&quantity=2`);
    await add('phone-of-client-1', `id_product=${b.id}&id_price=${b.levels[1]}&quantity=3`);
    await add('phone-of-client-1', `id_product=${c.id}&id_price=${c.levels[1]}&quantity=1`);

    const token = await signIn('phone-of-client-1');

    const expected = [
      [a.id, a.levels[0], 3],
      [b.id, b.levels[1], 3],
      [c.id, c.levels[1], 1],
    ].sort();
    expect(lines(await cartOf('phone-of-client-1', token))).toEqual(expected);
    expect((await cartOf('phone-of-client-1')).count).toBe(0);
  });

  it('shows the same cart to the account signed in from another browser', async () => {
    const token = await signIn('tablet-of-client-1');
    const cart = await cartOf('tablet-of-client-1', token);
    expect(cart.count).toBe(3);
    // a change made there is seen on the first browser
    await call(
      `/srv/ShoppingCartProducts/removeProduct?products=${products[1]?.id}`,
      'tablet-of-client-1',
      token,
    );
    expect((await cartOf('phone-of-client-1', await signIn('phone-of-client-1'))).count).toBe(2);
  });

  it('adds nothing twice when the account signs in again from the same browser', async () => {
    const first = lines(await cartOf('phone-of-client-1', await signIn('phone-of-client-1')));
    const again = lines(await cartOf('phone-of-client-1', await signIn('phone-of-client-1')));
    expect(again).toEqual(first);
    const rows = await gateway.database.db.select().from(schema.cartLines);
    const keys = rows.map((row) => `${row.clientId}/${row.productId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps the account's cart from another account and from guests", async () => {
    const other = await signInAsNewClient(gateway, 'cart-other-client');
    expect((await other.get('/srv/ShoppingCartProducts?client_id=another-browser-1')).json().count).toBe(0);
    // the account key is not a client id a visitor could send
    const account = await gateway.database.db.select().from(schema.cartLines).limit(1);
    const key = account[0]?.clientId ?? '';
    expect(key).toMatch(/^account:/);
    const spoof = await gateway.app.inject({
      method: 'GET',
      url: `/srv/ShoppingCartProducts?client_id=${encodeURIComponent(key)}`,
    });
    expect(spoof.statusCode).toBe(400);
  });

  it('leaves the guest cart empty after signing out', async () => {
    const token = await signIn('phone-of-client-1');
    expect((await call('/srv/Logout', 'phone-of-client-1', token)).statusCode).toBe(200);
    expect((await cartOf('phone-of-client-1', token)).count).toBe(0);
    expect((await cartOf('phone-of-client-1')).count).toBe(0);
  });
});
