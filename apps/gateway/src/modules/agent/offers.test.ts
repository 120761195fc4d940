import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { lastOutboxBody } from '../../testing/outbox.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';

/** Issue 14: the agent's commercial offers (docs/decisions/0092). */
describe.each(testDrivers())("the agent's commercial offers on %s", (driver) => {
  let gateway: TestGateway;
  let agent: CabinetSession;
  let client: CabinetSession;
  let contractorId = 0;
  let contractorTitle = '';
  let contractorInn = '';

  const offer = (overrides: Record<string, string> = {}) => ({
    id_contractor: String(contractorId),
    subject: 'Трактор Кировец К-742, 2026 г.',
    price: '12000000',
    advance: '20',
    term: '36',
    repayment_code: '1',
    ...overrides,
  });

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    agent = await signInAs(gateway, 'agent');
    client = await signInAs(gateway, 'client');
    const contractors = (await agent.get('/srv/AgentContractors')).json().items;
    contractorId = contractors[0].id;
    contractorTitle = contractors[0].title;
    contractorInn = contractors[0].inn;
  });
  afterAll(async () => gateway?.close());

  it('computes an offer with the calculator, keeps it and lists it', async () => {
    const created = await agent.post('/srv/AgentOffers/Create', offer());
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    const calc = (await agent.get('/srv/Calc?price=12000000&advance=20&term=36&repayment_code=1')).json();

    const one = (await agent.get(`/srv/AgentOffer?id=${id}`)).json();
    expect(one.item).toMatchObject({
      number: `КП-${String(id).padStart(6, '0')}`,
      contractor: { id: contractorId, title: contractorTitle },
      subject: 'Трактор Кировец К-742, 2026 г.',
      price: 12_000_000,
      term: 36,
      monthly_payment: calc.monthly_payment,
      sent_to: null,
    });
    expect(one.result.schedule).toHaveLength(36);
    const list = (await agent.get('/srv/AgentOffers')).json().items;
    expect(list.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('answers the offer as a PDF naming the contractor, the subject and the payment', async () => {
    const { id } = (
      await agent.post('/srv/AgentOffers/Create', offer({ subject: 'Комбайн Акрос 595' }))
    ).json();
    const reply = await agent.get(`/srv/AgentOfferPdf?id=${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(reply.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`КП-${String(id).padStart(6, '0')}`);
    expect(text).toContain('Комбайн Акрос 595');
    // a long company name may break at its hyphen; its INN is one word
    expect(text).toContain(`ИНН ${contractorInn}`);
  });

  it("prints the agent's subject so that no PDF reader makes a link of it", async () => {
    const { id } = (
      await agent.post(
        '/srv/AgentOffers/Create',
        offer({ subject: 'Трактор, оплата по ссылке https://pay.example.ru/kp и mailto:x@y.ru' }),
      )
    ).json();
    const reply = await agent.get(`/srv/AgentOfferPdf?id=${id}`);
    const text = (await pdfPageTexts(reply.rawPayload)).join(' ').replace(/\s+/g, ' ');
    // The PDF may break the line after a slash: read it without spaces.
    const joined = text.replace(/ /g, '');
    expect(joined).toContain('https[:]//pay[.]example[.]ru/kp');
    expect(joined).toContain('mailto[:]x@y[.]ru');
    expect(joined).not.toContain('https://');
  });

  it('sends the offer with its PDF attached and remembers where it went', async () => {
    const { id } = (await agent.post('/srv/AgentOffers/Create', offer())).json();
    const sent = await agent.post('/srv/AgentOffers/Send', { id: String(id), email: 'farm@example.ru' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent_to).toBe('farm@example.ru');
    const letter = await lastOutboxBody(gateway.database.db, 'farm@example.ru');
    expect(letter).toContain(`КП-${String(id).padStart(6, '0')}`);
    expect(letter).toMatch(/Вложение: КП-\d{6}\.pdf \(application\/pdf, \d+ байт\)/);
    expect((await agent.get(`/srv/AgentOffer?id=${id}`)).json().item.sent_to).toBe('farm@example.ru');
  });

  it('refuses bad input with the field named: a term out of bounds, no subject, a bad e-mail', async () => {
    const term = await agent.post('/srv/AgentOffers/Create', offer({ term: '500' }));
    expect(term.statusCode).toBe(400);
    expect(term.json().errors_list).toEqual([expect.objectContaining({ prop: 'term' })]);
    const subject = await agent.post('/srv/AgentOffers/Create', offer({ subject: '  ' }));
    expect(subject.statusCode).toBe(400);
    expect(subject.json().errors_list[0].prop).toBe('subject');
    const { id } = (await agent.post('/srv/AgentOffers/Create', offer())).json();
    const email = await agent.post('/srv/AgentOffers/Send', { id: String(id), email: 'not-an-address' });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors_list[0].prop).toBe('email');
  });

  it("keeps offers to their agent: another agent's contractor and offer are 404, a client is 403", async () => {
    const [stranger] = await gateway.database.db
      .insert(schema.accounts)
      .values({
        login: 'agent-offers-other',
        email: 'agent-offers-other@test.agrolease.local',
        phone: '+79550000333',
        companyStatus: 'confirmed',
        passwordHash: (
          await gateway.database.db.select().from(schema.accounts).where(eq(schema.accounts.login, 'agent'))
        )[0]?.passwordHash as string,
        role: 'agent',
        companyTitle: 'ИП Чужой агент',
        inn: '7707083893',
        agreementsAcceptedAt: new Date(),
      })
      .returning();
    expect(stranger).toBeDefined();
    const other = await signInAs(gateway, 'agent-offers-other');
    const { id } = (await agent.post('/srv/AgentOffers/Create', offer())).json();
    expect((await other.get(`/srv/AgentOffer?id=${id}`)).statusCode).toBe(404);
    expect((await other.get(`/srv/AgentOfferPdf?id=${id}`)).statusCode).toBe(404);
    expect(
      (await other.post('/srv/AgentOffers/Send', { id: String(id), email: 'x@example.ru' })).statusCode,
    ).toBe(404);
    expect((await other.post('/srv/AgentOffers/Create', offer())).statusCode).toBe(404);
    expect((await other.get('/srv/AgentOffers')).json().items).toEqual([]);
    expect((await client.get('/srv/AgentOffers')).statusCode).toBe(403);
  });
});
