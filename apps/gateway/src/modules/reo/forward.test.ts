import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubmittedApplication } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';

interface Item {
  id: number;
  status: string;
  forwarded: { by: string; comment: string; at: string } | null;
}

async function accountId(gateway: TestGateway, login: string): Promise<number> {
  const [row] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.login, login));
  return row?.id ?? 0;
}

describe.each(testDrivers())(
  'the manager forwards a lease application to a fund on %s (decision 0114)',
  (driver) => {
    let gateway: TestGateway;
    let manager: CabinetSession;
    let partner: CabinetSession;
    let farm: CabinetSession;

    beforeAll(async () => {
      gateway = await buildTestGateway({ driver });
      manager = await signInAs(gateway, 'manager');
      partner = await signInAs(gateway, 'ppk-reo');
      farm = await signInAs(gateway, 'client');
    });
    afterAll(async () => gateway?.close());

    it('forwards with a note; the fund sees it marked, decides it, and the farm and the manager see the decision', async () => {
      const application = await insertSubmittedApplication(gateway, 'client');
      const support = (await manager.get(`/srv/Backoffice/ReoSupport?id_object=${application.id}`)).json();
      expect(support).toMatchObject({
        success: true,
        can_request: true,
        items: [],
        lease_sum: application.productsSum,
      });
      const fund = support.funds.find(
        (one: { title: string }) => one.title === 'Региональный фонд поддержки АПК',
      );
      const forwarded = await manager.post('/srv/Backoffice/ReoApplications/Forward', {
        id_object: String(application.id),
        id_fund: String(fund.id),
        program: support.measures[0],
        support_sum: '300 000',
        comment: 'Хозяйство из Воронежской области, просим рассмотреть',
      });
      expect(forwarded.statusCode).toBe(200);
      const item = forwarded.json().item;
      expect(item).toMatchObject({
        status: 'wait',
        support_sum: 300_000,
        lease_code: application.code,
        comment: '',
        forwarded: {
          by: expect.any(String),
          comment: 'Хозяйство из Воронежской области, просим рассмотреть',
        },
      });
      expect(item.forwarded.by.length).toBeGreaterThan(0);

      // The fund finds it among its waiting requests, marked as forwarded by the company.
      const waiting = (await partner.get('/srv/ReoApplications?status=wait')).json().items as Item[];
      expect(waiting.find((one) => one.id === item.id)?.forwarded?.comment).toBe(
        'Хозяйство из Воронежской области, просим рассмотреть',
      );
      const one = (await partner.get(`/srv/ReoApplication?id=${item.id}`)).json();
      expect(one.item.forwarded).not.toBeNull();
      const told = await gateway.database.db
        .select()
        .from(schema.cabinetMessages)
        .where(eq(schema.cabinetMessages.accountId, await accountId(gateway, 'ppk-reo')));
      expect(told.map((message) => message.title)).toContain(
        `Агролизинг передал запрос поддержки ${item.code}`,
      );

      // One request waits at a time: forwarding again is 409.
      const again = await manager.post('/srv/Backoffice/ReoApplications/Forward', {
        id_object: String(application.id),
        id_fund: String(fund.id),
        program: support.measures[0],
        support_sum: '300000',
        comment: 'Ещё раз',
      });
      expect(again.statusCode).toBe(409);

      const decided = await partner.post('/srv/ReoApplications/Decide', {
        id: String(item.id),
        decision: 'approve',
        comment: 'Одобрено в пределах лимита',
      });
      expect(decided.statusCode).toBe(200);
      const seen = (await farm.get(`/srv/CabinetReoSupport?id_object=${application.id}`)).json().items;
      expect(seen[0]).toMatchObject({
        id: item.id,
        status: 'approve',
        comment: 'Одобрено в пределах лимита',
      });
      expect(seen[0].forwarded).not.toBeNull();
      const managers = (await manager.get('/srv/Backoffice/ReoApplications?status=approve')).json()
        .items as Item[];
      expect(managers.find((row) => row.id === item.id)?.status).toBe('approve');
      const afterwards = (await manager.get(`/srv/Backoffice/ReoSupport?id_object=${application.id}`)).json();
      expect(afterwards.items[0]).toMatchObject({ id: item.id, status: 'approve' });
    });

    it('refuses bad input with 400 naming the fields, an unknown application with 404, other roles with 403', async () => {
      const application = await insertSubmittedApplication(gateway, 'client');
      const support = (await manager.get(`/srv/Backoffice/ReoSupport?id_object=${application.id}`)).json();
      const fund = support.funds[0];
      const bad = await manager.post('/srv/Backoffice/ReoApplications/Forward', {
        id_object: String(application.id),
        id_fund: String(fund.id),
        program: 'Грант',
        support_sum: '500',
        comment: '',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
      expect(bad.json().errors_list.map((error: { prop: string }) => error.prop)).toEqual([
        'program',
        'support_sum',
        'comment',
      ]);
      const notNumber = await manager.post('/srv/Backoffice/ReoApplications/Forward', {
        id_object: 'abc',
        id_fund: String(fund.id),
        program: support.measures[0],
        support_sum: '1000',
        comment: 'Просим рассмотреть',
      });
      expect(notNumber.statusCode).toBe(400);
      const valid = {
        id_object: '999999',
        id_fund: String(fund.id),
        program: support.measures[0],
        support_sum: '10000',
        comment: 'Просим рассмотреть',
      };
      expect((await manager.post('/srv/Backoffice/ReoApplications/Forward', valid)).statusCode).toBe(404);
      expect((await manager.get('/srv/Backoffice/ReoSupport?id_object=999999')).statusCode).toBe(404);
      const own = { ...valid, id_object: String(application.id) };
      for (const session of [partner, farm]) {
        expect((await session.post('/srv/Backoffice/ReoApplications/Forward', own)).statusCode).toBe(403);
        expect((await session.get(`/srv/Backoffice/ReoSupport?id_object=${application.id}`)).statusCode).toBe(
          403,
        );
      }
      expect(
        (
          await gateway.app.inject({
            method: 'GET',
            url: `/srv/Backoffice/ReoSupport?id_object=${application.id}`,
          })
        ).statusCode,
      ).toBe(401);
      // Nothing was stored by the refusals.
      expect(
        (await manager.get(`/srv/Backoffice/ReoSupport?id_object=${application.id}`)).json().items,
      ).toEqual([]);
    });

    it("pages the fund's contractors and requests by 20", async () => {
      const partnerId = await accountId(gateway, 'ppk-reo');
      const { db } = gateway.database;
      const rows = Array.from({ length: 25 }, (_, index) => ({
        partnerAccountId: partnerId,
        inn: String(500100000000 + index),
        title: `КФХ Страница ${index + 1}`,
      }));
      const contractors = await db.insert(schema.reoContractors).values(rows).returning();
      await db.insert(schema.reoApplications).values(
        contractors.map((contractor) => ({
          partnerAccountId: partnerId,
          contractorId: contractor.id,
          program: 'Субсидия на возмещение части лизинговых платежей',
          leaseSum: 1_000_000,
          supportSum: 100_000,
        })),
      );
      const first = (await partner.get('/srv/ReoContractors')).json();
      expect(first.items).toHaveLength(20);
      const total = first.paging.totalItems;
      expect(total).toBeGreaterThanOrEqual(25);
      expect(first.paging).toMatchObject({
        paginator: { page: 1, pages: Math.ceil(total / 20) },
        pageSize: 20,
      });
      const second = (await partner.get('/srv/ReoContractors?is_deleted=0&page=2')).json();
      expect(second.items).toHaveLength(total - 20);
      expect(second.paging.paginator.page).toBe(2);
      const ids = new Set([...first.items, ...second.items].map((item: { id: number }) => item.id));
      expect(ids.size).toBe(total);

      const waiting = (await partner.get('/srv/ReoApplications?status=wait')).json();
      expect(waiting.items).toHaveLength(20);
      expect(waiting.paging.totalItems).toBe(waiting.counts.wait);
      const next = (await partner.get('/srv/ReoApplications?status=wait&page=2')).json();
      expect(next.items).toHaveLength(waiting.counts.wait - 20);
      expect((await partner.get('/srv/ReoApplications?page=0')).statusCode).toBe(400);
      expect((await partner.get('/srv/ReoContractors?page=abc')).statusCode).toBe(400);
    });
  },
);
