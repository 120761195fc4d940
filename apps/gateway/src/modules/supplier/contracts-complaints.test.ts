import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { otherAccreditedSupplier } from '../../testing/supplier-sessions.ts';

describe.each(testDrivers())("the supplier's supply contracts and complaints on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let farm: CabinetSession;
  let client: CabinetSession;
  let agent: CabinetSession;
  let notAccredited: CabinetSession;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    other = await otherAccreditedSupplier(gateway, 'supplier-contracts-other');
    farm = await signInAs(gateway, 'agent-client');
    client = await signInAs(gateway, 'client');
    agent = await signInAs(gateway, 'agent');
    notAccredited = await signInAs(gateway, 'supplier-new');
  });
  afterAll(() => gateway.close());

  it('lists the supply contracts of the signed deals, derived from the deals', async () => {
    const reply = await supplier.get('/srv/SupplierSupplyContracts');
    expect(reply.statusCode).toBe(200);
    const list = reply.json();
    expect(list.count_collection).toBe(2);
    const numbers = list.items.map((item: { number: string }) => item.number).sort();
    expect(numbers).toEqual(['П-2026/0517-01', 'П-2026/0631-01']);
    const waiting = list.items.find((item: { number: string }) => item.number === 'П-2026/0631-01');
    expect(waiting).toMatchObject({
      buyer: 'АО «Агролизинг»',
      lessee: 'ООО «Агрофирма Заречье»',
      lease_contract: 'ДЛ-2026/0631',
      state: 'signed',
      state_title: 'Заключён, ожидает отгрузки',
    });
    expect(waiting.products).toHaveLength(1);
    expect(waiting.sum).toBe(waiting.products[0].sum);
    expect(waiting.url).toBe(`/cabinet/v2/supplier/deliveries/contracts/${waiting.id}`);
    const fulfilled = list.items.find((item: { number: string }) => item.number === 'П-2026/0517-01');
    expect(fulfilled.state).toBe('fulfilled');
    expect((await other.get('/srv/SupplierSupplyContracts')).json().items).toEqual([]);
  });

  it('shows one contract with parties, terms and its PDF; another supplier 404', async () => {
    const list = (await supplier.get('/srv/SupplierSupplyContracts')).json();
    const item = list.items[0];
    const reply = await supplier.get(`/srv/SupplierSupplyContract?id_object=${item.id}`);
    expect(reply.statusCode).toBe(200);
    const card = reply.json();
    expect(card.buyer).toMatchObject({ title: 'АО «Агролизинг»', inn: '7704221591' });
    expect(card.supplier.title).toBe('ООО «АгроТехника-Воронеж»');
    expect(card.lessee.title).toBe('ООО «Агрофирма Заречье»');
    expect(card.terms.length).toBeGreaterThan(2);
    const pdf = await supplier.get(item.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await other.get(`/srv/SupplierSupplyContract?id_object=${item.id}`)).statusCode).toBe(404);
    expect((await other.get(item.pdf_url)).statusCode).toBe(404);
    expect((await supplier.get('/srv/SupplierSupplyContract?id_object=2000000000')).statusCode).toBe(404);
    const bad = await supplier.get('/srv/SupplierSupplyContract?id_object=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors_list: [expect.anything()] });
  });

  it('is for an accredited supplier: a client or an agent 403, a supplier not accredited 403', async () => {
    for (const session of [client, agent, farm, notAccredited]) {
      for (const url of [
        '/srv/SupplierSupplyContracts',
        '/srv/SupplierSupplyContract?id_object=1',
        '/srv/SupplierSupplyContract/Pdf?id_object=1',
        '/srv/SupplierComplaints',
        '/srv/SupplierComplaint?id_object=1',
      ]) {
        expect((await session.get(url)).statusCode, url).toBe(403);
      }
      expect(
        (await session.post('/srv/SupplierComplaint/Answer', { id_object: '1', text: 'Ответ поставщика' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/SupplierComplaints' })).statusCode).toBe(
      401,
    );
  });

  it("routes a client's complaint about a deal's machine to its supplier, whose answer reaches the client", async () => {
    const seeded = (await supplier.get('/srv/SupplierComplaints')).json();
    expect(seeded.unanswered).toBe(1);
    expect(seeded.items[0]).toMatchObject({
      client: 'ООО «Агрофирма Заречье»',
      status: 'new',
      topic: 'Качество и комплектность техники',
    });
    expect(seeded.items[0].products).toHaveLength(1);
    expect((await other.get('/srv/SupplierComplaints')).json().items).toEqual([]);

    // The farm complains about its waiting deal.
    const contracts = (await supplier.get('/srv/SupplierSupplyContracts')).json();
    const dealId = contracts.items.find((item: { number: string }) => item.number === 'П-2026/0631-01').id;
    // Another client cannot name the farm's deal.
    const foreign = await client.post('/srv/CabinetPostComplaint', {
      text: 'Техника пришла без документов',
      id_UListItem: '2',
      id_deal: String(dealId),
    });
    expect(foreign.statusCode).toBe(404);
    const posted = await farm.post('/srv/CabinetPostComplaint', {
      text: 'Поставщик задерживает отгрузку трактора',
      id_UListItem: '2',
      id_deal: String(dealId),
    });
    expect(posted.statusCode).toBe(200);
    const complaintId = posted.json().id;
    const list = (await supplier.get('/srv/SupplierComplaints?status=new')).json();
    expect(list.items.map((item: { id: number }) => item.id)).toContain(complaintId);
    expect((await other.get(`/srv/SupplierComplaint?id_object=${complaintId}`)).statusCode).toBe(404);
    expect(
      (
        await other.post('/srv/SupplierComplaint/Answer', {
          id_object: String(complaintId),
          text: 'Не наш ответ',
        })
      ).statusCode,
    ).toBe(404);

    const short = await supplier.post('/srv/SupplierComplaint/Answer', {
      id_object: String(complaintId),
      text: 'Да',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors_list[0]).toMatchObject({ prop: 'text' });
    const answer = 'Отгрузим трактор завтра, накладная придёт в кабинет.';
    const answered = await supplier.post('/srv/SupplierComplaint/Answer', {
      id_object: String(complaintId),
      text: answer,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().item).toMatchObject({ status: 'answered', answer });
    const card = (await supplier.get(`/srv/SupplierComplaint?id_object=${complaintId}`)).json();
    expect(card.item.answer).toBe(answer);

    // The client reads the answer in its complaint and its messages.
    const own = (await farm.get(`/srv/GetCabinetComplaint?id_complaint=${complaintId}`)).json();
    expect(own.deal).toMatchObject({ id: dealId });
    expect(own.supplier_answers).toEqual([
      expect.objectContaining({ supplier: 'ООО «АгроТехника-Воронеж»', text: answer }),
    ]);
    const messages = JSON.stringify((await farm.get('/srv/GetCabinetMessages')).json());
    expect(messages).toContain('Ответ поставщика на обращение');
    expect(messages).toContain(answer);
    // A complaint without a deal reaches no supplier.
    const plain = await farm.post('/srv/CabinetPostComplaint', {
      text: 'Вопрос о личном кабинете',
      id_UListItem: '7',
    });
    expect((await supplier.get(`/srv/SupplierComplaint?id_object=${plain.json().id}`)).statusCode).toBe(404);
    expect((await farm.get(`/srv/GetCabinetComplaint?id_complaint=${plain.json().id}`)).json()).toMatchObject(
      {
        deal: null,
        supplier_answers: [],
      },
    );
  });
});
