import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

const TEXT = 'Техника пришла без комплекта ЗИП, прошу разобраться';

describe.each(testDrivers())('complaints on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let manager: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAsNewClient(gateway, 'complaints-client');
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(() => gateway.close());

  const postJson = (session: CabinetSession, body: unknown) =>
    gateway.app.inject({
      method: 'POST',
      url: '/srv/CabinetPostComplaint',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', cookie: `authToken=${session.token}` },
    });

  async function lastMessage(accountLogin: string) {
    const { accounts, cabinetMessages } = schema;
    const [account] = await gateway.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.login, accountLogin));
    const [message] = await gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(eq(cabinetMessages.accountId, account?.id ?? 0))
      .orderBy(desc(cabinetMessages.id))
      .limit(1);
    return message;
  }

  it('lists the fixed topics', async () => {
    const topics = (await client.get('/srv/CabinetComplaintTopics')).json();
    expect(topics.items[0]).toEqual({ id: 1, title: 'Качество и комплектность техники' });
    expect(topics.items.length).toBeGreaterThan(5);
  });

  it('posts a complaint with a base64 file, numbers it ОБ-…, and tells the feed', async () => {
    const response = await client.post('/srv/CabinetPostComplaint', {
      text: TEXT,
      id_UListItem: '1',
      id_File: `data:application/pdf;base64,${SMALL_PDF.toString('base64')}`,
      file_name: 'акт.pdf',
    });
    expect(response.statusCode).toBe(200);
    const posted = response.json();
    expect(posted.code).toMatch(/^ОБ-\d{6}$/);
    expect(posted.duplicate).toBe(false);

    const one = (await client.get(`/srv/GetCabinetComplaint?id_complaint=${posted.id}`)).json();
    expect(one).toMatchObject({
      code: posted.code,
      text: TEXT,
      id_UListItem: 1,
      ResponseContent: '',
      status: 'received',
    });
    expect(one.id_File).toMatchObject({ title: 'акт.pdf', mime_type: 'application/pdf' });
    const bytes = await client.get(one.id_File.src);
    expect(bytes.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect((await lastMessage('complaints-client'))?.title).toBe(`Обращение ${posted.code} зарегистрировано`);

    // The same submit again answers the first complaint instead of a second one.
    const again = await client.post('/srv/CabinetPostComplaint', {
      text: TEXT,
      id_UListItem: '1',
      id_File: SMALL_PDF.toString('base64'),
    });
    expect(again.json()).toMatchObject({ id: posted.id, duplicate: true });
  });

  it('takes a multipart upload as well, and a JSON body', async () => {
    const multipart = await client.upload('/srv/CabinetPostComplaint', {
      fields: { text: `${TEXT} (multipart)`, id_UListItem: '2' },
      files: [{ field: 'id_File', name: 'scan.pdf', bytes: SMALL_PDF }],
    });
    expect(multipart.statusCode).toBe(200);
    const one = (await client.get(`/srv/GetCabinetComplaint?id_complaint=${multipart.json().id}`)).json();
    expect(one.id_File.title).toBe('scan.pdf');

    const json = await postJson(client, { text: `${TEXT} (json)`, id_UListItem: 3 });
    expect(json.statusCode).toBe(200);
    expect(
      (await client.get(`/srv/GetCabinetComplaint?id_complaint=${json.json().id}`)).json().id_File,
    ).toBeNull();
  });

  it('rejects a bad topic, short text, a wrong file type and a file over 15 MB', async () => {
    const topic = await client.post('/srv/CabinetPostComplaint', { text: TEXT, id_UListItem: '99' });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().errors_list).toEqual([{ prop: 'id_UListItem', error: 'Выберите тему обращения' }]);

    const short = await client.post('/srv/CabinetPostComplaint', { text: 'плохо', id_UListItem: '1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors_list[0].prop).toBe('text');

    const exe = await client.upload('/srv/CabinetPostComplaint', {
      fields: { text: `${TEXT} exe`, id_UListItem: '1' },
      files: [{ field: 'id_File', name: 'virus.exe', bytes: Buffer.from('MZ\u0090\u0000binary') }],
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors_list[0].prop).toBe('id_File');

    const notBase64 = await client.post('/srv/CabinetPostComplaint', {
      text: TEXT,
      id_UListItem: '1',
      id_File: '%%%',
    });
    expect(notBase64.statusCode).toBe(400);

    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(15 * 1_048_576)]);
    const tooBigMultipart = await client.upload('/srv/CabinetPostComplaint', {
      fields: { text: `${TEXT} big`, id_UListItem: '1' },
      files: [{ field: 'id_File', name: 'big.pdf', bytes: big }],
    });
    expect(tooBigMultipart.statusCode).toBe(413);
    const tooBigBase64 = await postJson(client, {
      text: `${TEXT} big`,
      id_UListItem: 1,
      id_File: big.toString('base64'),
    });
    expect(tooBigBase64.statusCode).toBe(413);
    expect(tooBigBase64.json().errors_list[0].prop).toBe('id_File');
  });

  it('pages 20 a page by default, sorts, and exports the list as CSV', async () => {
    const fresh = await signInAsNewClient(gateway, 'complaints-pager');
    for (let index = 1; index <= 22; index += 1) {
      const response = await fresh.post('/srv/CabinetPostComplaint', {
        text: `Обращение номер ${index} о поставке`,
        id_UListItem: String((index % 8) + 1),
      });
      expect(response.statusCode).toBe(200);
    }
    const first = (await fresh.get('/srv/CabinetComplaints')).json();
    expect(first).toMatchObject({ count_collection: 22, page: 1, pages: 2, items_per_page: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].text).toBe('Обращение номер 22 о поставке');
    const second = (await fresh.get('/srv/CabinetComplaints?page=2')).json();
    expect(second.items.map((item: { text: string }) => item.text)).toEqual([
      'Обращение номер 2 о поставке',
      'Обращение номер 1 о поставке',
    ]);
    const ascending = (await fresh.get('/srv/CabinetComplaints?sort=code&by=asc&items_per_page=5')).json();
    expect(ascending.items[0].text).toBe('Обращение номер 1 о поставке');
    expect(ascending.items).toHaveLength(5);
    expect((await fresh.get('/srv/CabinetComplaints?by=sideways')).statusCode).toBe(400);

    const csv = await fresh.get(first.download_url.replace(/^\/srv/, '/srv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(23);
    expect(lines[0]).toBe('Номер;Дата;Тема;Статус;Текст;Ответ');
  });

  it('lets the manager answer with a file; the answer reaches the client and its feed', async () => {
    const posted = (
      await client.post('/srv/CabinetPostComplaint', { text: `${TEXT} — ответьте`, id_UListItem: '4' })
    ).json();
    const queue = (await manager.get('/srv/Backoffice/Complaints')).json();
    expect(queue.items.find((item: { id: number }) => item.id === posted.id)).toMatchObject({
      company: 'ООО «complaints-client»',
      status: 'received',
    });
    const answer = await manager.upload('/srv/Backoffice/ComplaintAnswer', {
      fields: { id_complaint: String(posted.id), response: 'Комплект ЗИП отправлен 25 ноября.' },
      files: [{ field: 'file', name: 'накладная.pdf', bytes: SMALL_PDF }],
    });
    expect(answer.statusCode).toBe(200);
    const one = (await client.get(`/srv/GetCabinetComplaint?id_complaint=${posted.id}`)).json();
    expect(one).toMatchObject({ status: 'answered', ResponseContent: 'Комплект ЗИП отправлен 25 ноября.' });
    expect((await client.get(one.response_File.src)).statusCode).toBe(200);
    const message = await lastMessage('complaints-client');
    expect(message).toMatchObject({
      title: `Ответ на обращение ${posted.code}`,
      entity: 'complaint',
      entityId: posted.id,
    });
    expect(message?.fileId).toBe(one.response_File.id);

    // The public status lookup by number knows cabinet complaints too, without the answer's text.
    const status = (
      await gateway.app.inject({ url: `/srv/GetComplaintStatus?code=${encodeURIComponent(posted.code)}` })
    ).json();
    expect(status).toMatchObject({
      code: posted.code,
      status: 'answered',
      ResponseContent: 'Ответ направлен в личный кабинет',
    });

    const empty = await manager.upload('/srv/Backoffice/ComplaintAnswer', {
      fields: { id_complaint: String(posted.id) },
    });
    expect(empty.statusCode).toBe(400);
    const missing = await manager.upload('/srv/Backoffice/ComplaintAnswer', {
      fields: { id_complaint: '999999', response: 'Ответ' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 to a guest and 403 to other roles', async () => {
    const guest = sessionWith(gateway, '');
    expect((await guest.get('/srv/CabinetComplaints')).statusCode).toBe(401);
    expect(
      (await guest.post('/srv/CabinetPostComplaint', { text: TEXT, id_UListItem: '1' })).statusCode,
    ).toBe(401);
    expect((await manager.get('/srv/CabinetComplaints')).statusCode).toBe(403);
    expect((await client.get('/srv/Backoffice/Complaints')).statusCode).toBe(403);
    expect(
      (
        await client.upload('/srv/Backoffice/ComplaintAnswer', {
          fields: { id_complaint: '1', response: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
