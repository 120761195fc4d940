import { type DatabaseHandle, schema } from '@agrolease/db';
import { createTestDatabase, testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, deleteSessionByToken } from '../../http/session-store.ts';
import { accountPageVersion } from './account-page-version.ts';

const { accounts, applications, applicationProducts, categories, signatures } = schema;

/** Tables with a column naming an account whose rows no page shows: not counted (migration 0037). */
// Rows no kept page shows: sessions and codes, CSP reports, the security log (written at every sign-in)
// and the partner letters' log (the back office's).
const NOT_COUNTED = new Set([
  'sessions',
  'one_time_codes',
  'csp_logs',
  'security_events',
  'partner_letters',
  // Letters of cabinet messages: the message itself counts (cabinet_messages).
  'message_deliveries',
  // A supplier's own record of a client's cart (decision 0183): no page of the client shows it,
  // the client's cart is cart_lines, as it was before the record.
  'supplier_cart_leads',
]);

describe.each(testDrivers())('the account page version (%s)', (driver) => {
  let database: DatabaseHandle;
  let farm: number;
  let neighbour: number;
  let farmToken: string;

  const version = (token = farmToken, now?: Date) => accountPageVersion(database.db, token, now);

  beforeAll(async () => {
    database = await createTestDatabase({ driver, seed: { seed: 2001, scale: 'small' } });
    const clients = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.role, 'client'))
      .orderBy(accounts.id)
      .limit(2);
    [farm, neighbour] = clients.map((row) => row.id) as [number, number];
    ({ token: farmToken } = await createSession(database.db, {
      accountId: farm,
      ip: '127.0.0.1',
      userAgent: 'test',
    }));
  });
  afterAll(() => database.close());

  it('is undefined for a token without a live session', async () => {
    expect(await version('not-a-token')).toBeUndefined();
    const { token } = await createSession(database.db, { accountId: neighbour, ip: '', userAgent: '' });
    expect(await version(token)).toMatch(new RegExp(`^${neighbour}\\.`));
    await deleteSessionByToken(database.db, token);
    expect(await version(token)).toBeUndefined();
  });

  it('moves when a row of the account changes, and not for another account', async () => {
    const before = await version();
    const [application] = await database.db
      .insert(applications)
      .values({ accountId: neighbour })
      .returning({ id: applications.id });
    expect(await version()).toBe(before);

    const [own] = await database.db
      .insert(applications)
      .values({ accountId: farm })
      .returning({ id: applications.id });
    const afterInsert = await version();
    expect(afterInsert).not.toBe(before);

    await database.db
      .update(applications)
      .set({ status: 'sent' })
      .where(eq(applications.id, own?.id ?? 0));
    const afterUpdate = await version();
    expect(afterUpdate).not.toBe(afterInsert);

    // An application moved to another account changes both accounts' pages.
    await database.db
      .update(applications)
      .set({ accountId: farm })
      .where(eq(applications.id, application?.id ?? 0));
    expect(await version()).not.toBe(afterUpdate);
  });

  it("moves when an application's products change, and when the account itself does", async () => {
    const [chosen] = await database.db
      .select({ id: applicationProducts.id })
      .from(applicationProducts)
      .innerJoin(applications, eq(applications.id, applicationProducts.applicationId))
      .where(eq(applications.accountId, farm))
      .limit(1);
    expect(chosen).toBeDefined();
    const before = await version();
    await database.db
      .update(applicationProducts)
      .set({ quantity: sql`${applicationProducts.quantity} + 1` })
      .where(eq(applicationProducts.id, chosen?.id ?? 0));
    const withProduct = await version();
    expect(withProduct).not.toBe(before);

    await database.db.update(accounts).set({ personName: 'Иван Петров' }).where(eq(accounts.id, farm));
    expect(await version()).not.toBe(withProduct);
  });

  it("moves for a confirmed colleague when a row of the company changes, not for a claimant's", async () => {
    const [farmAccount] = await database.db.select().from(accounts).where(eq(accounts.id, farm));
    if (!farmAccount) throw new Error('no farm account');
    await database.db.update(accounts).set({ companyStatus: 'confirmed' }).where(eq(accounts.id, farm));
    const person = (login: string, companyStatus: 'confirmed' | 'unconfirmed') =>
      database.db
        .insert(accounts)
        .values({ ...farmAccount, id: undefined, login, email: '', companyStatus })
        .returning({ id: accounts.id });
    const [colleague] = await person('version-colleague', 'confirmed');
    const [claimant] = await person('version-claimant', 'unconfirmed');
    const tokenOf = async (accountId: number) =>
      (await createSession(database.db, { accountId, ip: '', userAgent: '' })).token;
    const colleagueToken = await tokenOf(colleague?.id ?? 0);
    const claimantToken = await tokenOf(claimant?.id ?? 0);
    const colleagueBefore = await version(colleagueToken);
    const claimantBefore = await version(claimantToken);

    await database.db.insert(applications).values({ accountId: farm });
    expect(await version(colleagueToken)).not.toBe(colleagueBefore);
    expect(await version(claimantToken)).toBe(claimantBefore);

    // The claimant's own draft is its own: the company's confirmed people keep their pages.
    const farmBefore = await version();
    await database.db.insert(applications).values({ accountId: claimant?.id ?? 0 });
    expect(await version()).toBe(farmBefore);
  });

  it('moves with the catalogue and with the Moscow day, not within it', async () => {
    const before = await version();
    await database.db
      .update(categories)
      .set({ title: sql`${categories.title}` })
      .where(eq(categories.id, 1));
    const afterCatalogue = await version();
    expect(afterCatalogue).not.toBe(before);

    // 20:59 and 21:01 UTC are 23:59 and 00:01 in Moscow.
    const late = await version(farmToken, new Date('2026-11-26T20:59:00Z'));
    const sameDay = await version(farmToken, new Date('2026-11-26T10:00:00Z'));
    const nextDay = await version(farmToken, new Date('2026-11-26T21:01:00Z'));
    expect(sameDay).toBe(late);
    expect(nextDay).not.toBe(late);
  });

  it('moves for every account when a table is emptied', async () => {
    const before = await version();
    await database.db.execute(sql`truncate ${signatures}`);
    expect(await version()).not.toBe(before);
  });

  it('counts every table whose rows name an account, but the few no page shows', async () => {
    // Both drivers (pg and PGlite) answer raw statements as { rows }.
    const result = (await database.db.execute(sql`
      select distinct c.table_name from information_schema.columns c
      where c.table_schema = 'public' and (c.column_name like '%account_id' or c.table_name = 'accounts')
        and not exists (
          select 1 from information_schema.triggers t
          where t.event_object_table = c.table_name and t.action_statement like '%bump_account_generation%'
            and t.event_manipulation = 'UPDATE'
        )
      order by 1`)) as unknown as { rows: { table_name: string }[] };
    const rows = result.rows;
    expect(rows.map((row) => row.table_name).filter((name) => name !== 'account_generation')).toEqual(
      [...NOT_COUNTED].sort(),
    );
  });
});
