import { schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
import type { TestGateway } from './build-test-gateway.ts';

let orderCounter = 0;

/**
 * An order (lease contract) of an account, inserted directly: the tests of the client's
 * requests need one regardless of the demo data other issues seed.
 */
export async function insertOrderFor(
  gateway: TestGateway,
  login: string,
): Promise<{ id: number; accountId: number }> {
  const { accounts, cabinetOrders } = schema;
  const [account] = await gateway.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.login, login))
    .limit(1);
  if (!account) throw new Error(`No account ${login}`);
  orderCounter += 1;
  const [order] = await gateway.database.db
    .insert(cabinetOrders)
    .values({
      accountId: account.id,
      contractName: `Договор лизинга № ТЕСТ-${orderCounter}`,
      contractDate: '2026-03-01',
      status: 'Действует',
      sum: 4_500_000,
    })
    .returning();
  if (!order) throw new Error('cabinet_orders insert returned no row');
  return { id: order.id, accountId: account.id };
}
