import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellTime } from '../http/register-list-export.ts';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../testing/cabinet-session.ts';
import { anotherAccountLike, otherAgent, otherFactoringAccount } from '../testing/other-accounts.ts';
import { otherAccreditedSupplier } from '../testing/supplier-sessions.ts';

type Item = Record<string, unknown>;
type Reply = {
  items: Item[];
  count?: number;
  count_collection?: number;
  pages?: number;
  paging?: { paginator: { pages: number } };
};

/** Every row of a list as its page shows them, page after page. */
async function listRows(session: CabinetSession, path: string, query: Record<string, string>) {
  const rows: Item[] = [];
  for (let page = 1; page < 200; page += 1) {
    const response = await session.get(
      `/srv${path}?${new URLSearchParams({ ...query, page: String(page) })}`,
    );
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    const reply = response.json() as Reply;
    rows.push(...reply.items);
    const pages = reply.pages ?? reply.paging?.paginator.pages ?? 1;
    if (page >= pages || reply.items.length === 0) break;
  }
  return rows;
}

/** The first sheet's rows under its header, and the «О выгрузке» lines. */
async function exportRows(session: CabinetSession, path: string, query: Record<string, string>) {
  const response = await session.get(`/srv${path}/Report?${new URLSearchParams(query)}`);
  expect(response.statusCode, `${path}/Report: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['cache-control']).toBe('private, no-store');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  const rows: unknown[][] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1));
  });
  const about: string[] = [];
  workbook.getWorksheet('О выгрузке')?.eachRow((row) => {
    about.push((row.values as unknown[]).slice(1).join(': '));
  });
  return { rows, about };
}

interface Case {
  path: string;
  query?: Record<string, string>;
  /** The first column's value of a list row. */
  key: (item: Item) => unknown;
  /** The list's rows when its reply nests them (the agent's deals under contractors). */
  flatten?: (items: Item[]) => Item[];
}

/** The workbook holds exactly the list's rows, in its order: the same first column, row by row. */
async function expectSameRows(session: CabinetSession, one: Case) {
  const query = one.query ?? {};
  const listed = await listRows(session, one.path, query);
  const rows = one.flatten ? one.flatten(listed) : listed;
  const file = await exportRows(session, one.path, query);
  expect(
    file.rows.map((row) => row[0]),
    one.path,
  ).toEqual(rows.map((row) => one.key(row)));
  return { keys: rows.map((row) => one.key(row)), about: file.about };
}

const field =
  (name: string) =>
  (item: Item): unknown =>
    item[name];

/** The back office's queues, as XLSX with their filters (issue 38, decision 0184). */
const BACKOFFICE: Case[] = [
  { path: '/Backoffice/Applications', key: field('code') },
  { path: '/Backoffice/Applications', query: { status: 'approved' }, key: field('code') },
  { path: '/Backoffice/Deals', key: field('code') },
  { path: '/Backoffice/Deals', query: { stage: 'contract' }, key: field('code') },
  {
    path: '/Backoffice/Accreditations',
    key: (item) => (item.code as string | null) ?? `№ ${item.id}`,
  },
  {
    path: '/Backoffice/Accreditations',
    query: { status: 'approved' },
    key: (item) => item.code ?? `№ ${item.id}`,
  },
  { path: '/Backoffice/CompanyProofs', key: field('id') },
  { path: '/Backoffice/ProductChanges', key: field('id') },
  { path: '/Backoffice/ProductChanges', query: { status: 'pending' }, key: field('id') },
  { path: '/Backoffice/SupplierOffers', key: field('company') },
  { path: '/Backoffice/AgentContractors', key: field('title') },
  { path: '/Backoffice/FailedDeliveries', key: () => expect.any(String) },
  { path: '/Backoffice/Complaints', key: field('code') },
  { path: '/Backoffice/DocumentOrders', key: field('code') },
  { path: '/Backoffice/SubleasingRequests', key: (item) => item.code ?? '' },
  { path: '/Backoffice/Attorneys', key: field('number') },
  { path: '/Backoffice/ComplianceForms', key: field('code') },
  { path: '/Backoffice/FactoringRegisters', key: field('number') },
  { path: '/Backoffice/FactoringRegisters', query: { status: 'sent' }, key: field('number') },
  { path: '/Backoffice/ReoApplications', key: field('code') },
  { path: '/Backoffice/PartnerLetters', key: () => expect.any(String) },
  { path: '/Backoffice/SecurityLog', query: { account: 'client' }, key: () => expect.any(String) },
];

describe.each(testDrivers())('list exports with their filters on %s', (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let client: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    manager = await signInAs(gateway, 'manager');
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  it('gives every back-office queue as XLSX holding exactly the rows its filters list', async () => {
    const counts: Record<string, number> = {};
    for (const one of BACKOFFICE) {
      const { keys } = await expectSameRows(manager, one);
      counts[`${one.path}?${new URLSearchParams(one.query)}`] = keys.length;
    }
    // A filter narrows the file as it narrows the list, and «О выгрузке» names it.
    expect(counts['/Backoffice/Applications?']).toBeGreaterThan(
      counts['/Backoffice/Applications?status=approved'] ?? 0,
    );
    const approved = await exportRows(manager, '/Backoffice/Applications', {
      status: 'approved',
      query: 'ООО',
    });
    expect(approved.about).toContain('Статус: Одобрена');
    expect(approved.about).toContain('Поиск: ООО');
  });

  it('refuses a queue’s file to anyone but a manager, and a bad filter in the spec’s shape', async () => {
    expect((await client.get('/srv/Backoffice/Applications/Report')).statusCode).toBe(403);
    expect((await client.get('/srv/Backoffice/SecurityLog/Report')).statusCode).toBe(403);
    const guest = await gateway.app.inject({ method: 'GET', url: '/srv/Backoffice/Deals/Report' });
    expect(guest.statusCode).toBe(401);
    // A search longer than the list takes is the list's error, and the file's.
    const long = `/Backoffice/Applications?query=${'я'.repeat(201)}`;
    for (const path of [long, long.replace('?', '/Report?')]) {
      const bad = await manager.get(`/srv${path}`);
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, errors_list: [{ prop: 'query' }] });
    }
  });

  it('leaves out a status it does not know, as the queue’s page does (decision 0189)', async () => {
    const all = await exportRows(manager, '/Backoffice/Applications', {});
    const typed = await exportRows(manager, '/Backoffice/Applications', { status: 'nonsense' });
    expect(typed.rows.length).toBeGreaterThan(0);
    expect(typed.rows).toEqual(all.rows);
    expect(typed.about.some((line) => line.startsWith('Статус'))).toBe(false);
    for (const [path, query] of [
      ['/Backoffice/Deals', { stage: 'nonsense' }],
      ['/Backoffice/ComplianceForms', { kind: 'nonsense' }],
      ['/Backoffice/Complaints', { status: 'nonsense' }],
      ['/Backoffice/SecurityLog', { kind: 'nonsense', account: 'client' }],
      ['/Backoffice/Attorneys', { status: ['pending', 'refused'] }],
    ] as const) {
      const asked = new URLSearchParams();
      for (const [name, value] of Object.entries(query))
        for (const one of [value].flat()) asked.append(name, one);
      const response = await manager.get(`/srv${path}/Report?${asked}`);
      expect(response.statusCode, `${path}?${asked}`).toBe(200);
    }
  });

  it('reads a queue of more rows than its largest page into one file', async () => {
    const [demo] = await gateway.database.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'client'));
    const start = Date.parse('2026-01-05T09:00:00Z');
    await gateway.database.db.insert(schema.securityEvents).values(
      Array.from({ length: 230 }, (_, index) => ({
        accountId: demo?.id ?? 0,
        kind: 'sign-in',
        ip: `10.0.${Math.floor(index / 200)}.${index % 200}`,
        userAgent: 'list-exports',
        detail: {},
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const query = { account: 'client', kind: 'sign-in' };
    const largest = await manager.get(
      `/srv/Backoffice/SecurityLog?${new URLSearchParams({ ...query, items_per_page: '100' })}`,
    );
    expect(largest.statusCode).toBe(200);
    const page = largest.json() as Reply & { count: number };
    expect(page.items).toHaveLength(100);
    expect(page.count).toBeGreaterThanOrEqual(230);
    expect(page.pages).toBe(Math.ceil(page.count / 100));
    const tooLarge = await manager.get(`/srv/Backoffice/SecurityLog?items_per_page=101`);
    expect(tooLarge.statusCode).toBe(400);
    // The file holds every row, in the list's order, read in the list's largest pages.
    const { keys } = await expectSameRows(manager, {
      path: '/Backoffice/SecurityLog',
      query,
      key: (item) => cellTime(item.date as string),
    });
    expect(keys).toHaveLength(page.count);
  });

  it("gives the agent's lists as XLSX, and another agent none of its rows", async () => {
    const agent = await signInAs(gateway, 'agent');
    const other = await otherAgent(gateway, 'list-exports-agent');
    const cases: Case[] = [
      { path: '/AgentContractors', key: field('title') },
      { path: '/AgentApplications', key: field('title') },
      { path: '/AgentOffers', key: field('number') },
      {
        path: '/CabinetDealAgentWizard',
        query: { step: '1', method: 'getContragens' },
        key: field('code'),
        flatten: (items) => items.flatMap((item) => item.deals as Item[]),
      },
    ];
    for (const one of cases) {
      const own = await expectSameRows(agent, one);
      // The demo agent has contractors, applications and a deal (the seed); offers it may not.
      if (one.path !== '/AgentOffers') expect(own.keys.length, one.path).toBeGreaterThan(0);
      const theirs = await expectSameRows(other, one);
      expect(
        theirs.keys.filter((key) => own.keys.includes(key)),
        one.path,
      ).toEqual([]);
    }
    const contractors = await listRows(agent, '/AgentContractors', {});
    expect(contractors.length).toBeGreaterThan(0);
    const first = contractors[0] as Item;
    const one = await expectSameRows(agent, {
      path: '/AgentApplications',
      query: { id_contractor: String(first.id) },
      key: field('title'),
    });
    expect(one.about).toContain(`Контрагент (№): ${first.id}`);
    expect((await client.get('/srv/AgentContractors/Report')).statusCode).toBe(403);
  });

  it("gives the supplier's lists as XLSX, and another supplier none of its rows", async () => {
    const supplier = await signInAs(gateway, 'supplier');
    const other = await otherAccreditedSupplier(gateway, 'list-exports-supplier');
    const cases: Case[] = [
      { path: '/SupplierInterests', key: () => expect.any(String) },
      { path: '/SupplierDeliveries', key: field('code') },
      { path: '/SupplierDeliveries', query: { status: 'delivered' }, key: field('code') },
      { path: '/SupplierSupplyContracts', key: field('number') },
      { path: '/SupplierComplaints', key: field('code') },
    ];
    for (const one of cases) {
      const own = await expectSameRows(supplier, one);
      // The seed gives the demo supplier deliveries, a complaint and callbacks.
      if (!one.query && one.path !== '/SupplierSupplyContracts') {
        expect(own.keys.length, one.path).toBeGreaterThan(0);
      }
      const theirs = await expectSameRows(other, one);
      if (one.path !== '/SupplierInterests') {
        expect(
          theirs.keys.filter((key) => own.keys.includes(key)),
          one.path,
        ).toEqual([]);
      }
    }
    const interests = await listRows(supplier, '/SupplierInterests', {});
    const theirInterests = await listRows(other, '/SupplierInterests', {});
    const ids = new Set(interests.map((item) => item.id));
    expect(theirInterests.filter((item) => ids.has(item.id))).toEqual([]);
    expect((await client.get('/srv/SupplierDeliveries/Report')).statusCode).toBe(403);
  });

  it('gives both factoring roles their registers as XLSX, and another company none of them', async () => {
    for (const role of ['factoring-supplier', 'factoring-customer'] as const) {
      const path = role === 'factoring-supplier' ? '/FactoringRegisters' : '/FactoringCustomerRegisters';
      const own = await expectSameRows(await signInAs(gateway, role), { path, key: field('number') });
      expect(own.keys.length, path).toBeGreaterThan(0);
      const other = await otherFactoringAccount(gateway, role, `list-exports-${role}`);
      const theirs = await expectSameRows(other, { path, key: field('number') });
      expect(theirs.keys.filter((key) => own.keys.includes(key))).toEqual([]);
    }
  });

  it("gives the fund's farms and requests as XLSX by status, and another fund none of them", async () => {
    const fund = await signInAs(gateway, 'ppk-reo');
    const other = await anotherAccountLike(gateway, 'ppk-reo', {
      login: 'list-exports-fund',
      companyTitle: 'Другой фонд',
      inn: '7707083893',
    });
    const cases: Case[] = [
      { path: '/ReoContractors', key: field('title') },
      { path: '/ReoContractors', query: { is_deleted: '1' }, key: field('title') },
      ...['wait', 'approve', 'cancel'].map((status) => ({
        path: '/ReoApplications',
        query: { status },
        key: field('code'),
      })),
    ];
    let total = 0;
    for (const one of cases) {
      const own = await expectSameRows(fund, one);
      total += own.keys.length;
      const theirs = await expectSameRows(other, one);
      expect(
        theirs.keys.filter((key) => own.keys.includes(key)),
        one.path,
      ).toEqual([]);
    }
    expect(total).toBeGreaterThan(0);
  });
});
