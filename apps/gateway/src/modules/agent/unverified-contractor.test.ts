import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { acceptSesAgreement, lastCodeFor } from '../../testing/signing-fixtures.ts';

/**
 * Issue 39, decision 0185: a farm the agent entered by hand (decision 0179) may have a draft, but
 * its application is not sent for signing, nor signed, until a manager verified the company.
 */
describe.each(testDrivers())('an application for a farm not verified yet on %s', (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let manager: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(async () => gateway?.close());

  it('keeps the draft, refuses the check step and the signature with a reason, and sends once verified', async () => {
    const db = gateway.database.db;
    const list = (await agent.get('/srv/AgentContractors')).json();
    const farm = list.items.find((item: { title: string }) => item.title.includes('Заречье'));
    // The demo farm as if entered by hand: not verified.
    const unverify = () =>
      db
        .update(schema.agentContractors)
        .set({ verifiedAt: null })
        .where(eq(schema.agentContractors.id, farm.id));
    await unverify();
    const id = (await agent.post('/srv/AgentApplications/Create', { id_contractor: String(farm.id) })).json()
      .id;
    const [level] = await db.select().from(schema.priceLevels).orderBy(asc(schema.priceLevels.id)).limit(1);
    const [region] = await db.select().from(schema.regions).orderBy(asc(schema.regions.sortKey)).limit(1);
    if (!level || !region) throw new Error('no demo catalogue');
    const submit = (step: number, fields: Record<string, string> = {}) =>
      agent.post('/srv/AgentApplicationWizard', {
        id_object: String(id),
        step: String(step),
        submit: '1',
        ...fields,
      });
    const saved = async (step: number, fields: Record<string, string> = {}) => {
      const reply = await submit(step, fields);
      expect(reply.statusCode, reply.body).toBe(200);
    };
    await saved(1, {
      region: region.fiasId,
      programme: 'minselhoz',
      contact_name: 'Пётр Заречный',
      contact_phone: '+7 900 000-00-02',
      contact_email: 'farm@example.ru',
    });
    await agent.post('/srv/AgentApplicationWizard/SetProducts', {
      id_object: String(id),
      [`quantity[${level.productId}]`]: '1',
      [`products[${level.productId}]`]: String(level.id),
    });
    await saved(2);
    await saved(3, { delivery_region: region.fiasId, delivery_address: 'г Тамбов, ул Советская, д 1' });
    await saved(4, { advance_percent: '20', term_months: '36', schedule_type: 'annuity' });
    await saved(5, { revenue: '9 000 000', land_area: '800', fleet_size: '9' });
    const upload = async () =>
      (
        await agent.upload('/srv/SetFile', {
          files: [{ field: 'file', name: 'ustav.pdf', bytes: SMALL_PDF }],
        })
      ).json().id as number;
    await saved(6, { charter_file: String(await upload()), statements_file: String(await upload()) });

    // The check step would make the document the company signs: refused, readable, the draft kept.
    const refused = await submit(7, { confirm_data: '1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_message).toContain('менеджер Агролизинга ещё не проверил');
    expect(refused.json().error_message).toContain('Черновик сохранён');
    const kept = (await agent.get(`/srv/AgentApplication?id=${id}`)).json();
    expect(kept.item.status).toBe('draft');
    const again = (
      await agent.post('/srv/AgentApplicationWizard', { id_object: String(id), step: '5' })
    ).json();
    expect(again.wizard.step).toBe(5);

    // A manager verifies the company; the agent is told and the check step goes through.
    const waiting = (await manager.get('/srv/Backoffice/AgentContractors')).json().items;
    expect(waiting.map((item: { id: number }) => item.id)).toContain(farm.id);
    await manager.post('/srv/Backoffice/AgentContractors/Verify', { id: String(farm.id) });
    const [agentAccount] = await db.select().from(schema.accounts).where(eq(schema.accounts.login, 'agent'));
    const told = await db
      .select({ title: schema.cabinetMessages.title })
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, agentAccount?.id ?? 0));
    expect(told.map((row) => row.title)).toContain(`Компания «${farm.title}» проверена`);
    const eight = await submit(7, { confirm_data: '1' });
    expect(eight.statusCode, eight.body).toBe(200);
    expect(eight.json().wizard.step).toBe(8);

    // Were the check withdrawn, the company could not sign it either.
    await unverify();
    const [company] = await db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'agent-client'));
    const owner = await signInAs(gateway, 'agent-client');
    await acceptSesAgreement(gateway, company?.id ?? 0, company?.phone ?? '');
    const asked = await owner.get(`/srv/CabinetApplicationSignSES?id_object=${id}`);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error_message).toContain('ещё не проверил');
    await manager.post('/srv/Backoffice/AgentContractors/Verify', { id: String(farm.id) });
    expect((await owner.get(`/srv/CabinetApplicationSignSES?id_object=${id}`)).statusCode).toBe(200);
    const code = await lastCodeFor(gateway, company?.phone ?? '');
    const signed = await owner.get(`/srv/CabinetApplicationSignSES?id_object=${id}&code=${code}`);
    expect(signed.json().application.status).toBe('submitted');
  });
});
