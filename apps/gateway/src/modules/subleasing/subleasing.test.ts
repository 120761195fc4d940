import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { insertOrderFor } from '../../testing/cabinet-orders.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

const SUBLESSEE = { sublessee_inn: '7707083893', sublessee_title: 'ООО «Нива»' };
const TERMS = { contract_number: 'СЛ-7', contract_date: '01.11.2026', term_months: '12' };

describe.each(testDrivers())('subleasing wizards on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let manager: CabinetSession;
  let orderId = 0;
  let accountId = 0;
  let now = new Date('2026-11-20T09:00:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { clock: { now: () => new Date(now) } } });
    client = await signInAsNewClient(gateway, 'sublease-client');
    manager = await signInAs(gateway, 'manager');
    const order = await insertOrderFor(gateway, 'sublease-client');
    orderId = order.id;
    accountId = order.accountId;
  });
  afterAll(() => gateway.close());

  async function lastMessage() {
    const [message] = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, accountId))
      .orderBy(desc(schema.cabinetMessages.id))
      .limit(1);
    return message;
  }

  const request = (fields: Record<string, string | string[]>) =>
    client.post('/srv/CabinetSubleasingNewRequest', { id_order: String(orderId), ...fields });

  it('runs the new order request: sublessee, machinery, the polled check at step 3, sending', async () => {
    const start = (await request({ id_object: 'new' })).json();
    expect(start.wizard).toMatchObject({ step: 1, id_object: null, isavailable: true });
    expect(start.FormBuilder.items.map((item: { field: string }) => item.field)).toEqual([
      'sublessee_inn',
      'sublessee_title',
      'comment',
    ]);

    const badInn = await request({
      action: 'save',
      step: '1',
      sublessee_inn: '1234567890',
      sublessee_title: 'X',
    });
    expect(badInn.statusCode).toBe(400);
    expect(badInn.json().errors_list[0].prop).toBe('sublessee_inn');

    const one = (await request({ action: 'save', step: '1', ...SUBLESSEE })).json();
    expect(one.wizard).toMatchObject({ step: 2, maxstep: 2 });
    const id = String(one.wizard.id_object);
    expect(one.wizard.url).toBe(`/cabinet/v2/client/orders/${orderId}/requests/${id}?step=2`);
    const machinery = one.FormBuilder.items[0];
    expect(machinery.type).toBe('multiselect');
    expect(machinery.options).toHaveLength(1);

    // A second start resumes the same draft instead of creating another one.
    expect((await request({ id_object: 'new' })).json().wizard.id_object).toBe(one.wizard.id_object);
    // A step not reached yet cannot be saved.
    expect((await request({ id_object: id, action: 'save', step: '4' })).statusCode).toBe(400);

    const noProducts = await request({ id_object: id, action: 'save', step: '2' });
    expect(noProducts.json().errors_list).toEqual([{ prop: 'products', error: 'Выберите технику' }]);
    const foreign = await request({ id_object: id, action: 'save', step: '2', 'products[]': ['424242'] });
    expect(foreign.statusCode).toBe(400);

    const three = (
      await request({ id_object: id, action: 'save', step: '2', 'products[]': [machinery.options[0].value] })
    ).json();
    expect(three.wizard).toMatchObject({ step: 3, state: 'checking' });
    expect(three.ready).toBe(false);
    // Step 3 holds while the check runs; the page polls it.
    expect((await request({ id_object: id, action: 'save', step: '3' })).statusCode).toBe(400);
    later(5);
    expect((await request({ id_object: id, step: '3' })).json().ready).toBe(false);
    later(10);
    const polled = (await request({ id_object: id, step: '3' })).json();
    expect(polled.ready).toBe(true);
    expect(polled.FormBuilder.items[0].props.bstype).toBe('success');
    expect(polled.FormBuilder.items[0].value[0].text).toBe('Проверка пройдена');

    const four = (await request({ id_object: id, action: 'save', step: '3' })).json();
    expect(four.wizard.step).toBe(4);
    const sent = (await request({ id_object: id, action: 'save', step: '4' })).json();
    expect(sent).toMatchObject({ status: 'submitted', wizard: { finished: true, isavailable: false } });
    expect(sent.code).toMatch(/^СЛ-\d{6}$/);
    expect((await lastMessage())?.title).toBe(`Запрос на сублизинг ${sent.code} отправлен`);
    // Sent once: a repeated submit changes nothing.
    expect((await request({ id_object: id, action: 'save', step: '4' })).statusCode).toBe(409);
  });

  it('takes the notification contract file at step 5 (multipart)', async () => {
    const notify = (fields: Record<string, string | string[]>) =>
      client.post('/srv/CabinetNotifySubleasingContract', { id_order: String(orderId), ...fields });
    const id = String((await notify({ action: 'save', step: '1', ...SUBLESSEE })).json().wizard.id_object);
    const two = (await notify({ id_object: id, step: '2' })).json();
    await notify({
      id_object: id,
      action: 'save',
      step: '2',
      products: two.FormBuilder.items[0].options[0].value,
    });
    later(20);
    await notify({ id_object: id, action: 'save', step: '3' });
    const five = (await notify({ id_object: id, action: 'save', step: '4', ...TERMS })).json();
    expect(five.wizard.step).toBe(5);
    expect(five.FormBuilder.items[0]).toMatchObject({ field: 'file', type: 'file_ajax' });
    expect((await notify({ id_object: id, action: 'save', step: '5' })).json().errors_list[0].prop).toBe(
      'file',
    );
    const sent = await client.upload('/srv/CabinetNotifySubleasingContract', {
      fields: { id_order: String(orderId), id_object: id, action: 'save', step: '5' },
      files: [{ field: 'file', name: 'договор.pdf', bytes: SMALL_PDF }],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('submitted');
    expect((await lastMessage())?.fileId).not.toBeNull();
  });

  it('takes the confirmation contract at step 3 and lets the manager decide', async () => {
    const confirm = (fields: Record<string, string | string[]>) =>
      client.post('/srv/CabinetSetSubleasingContract', { id_order: String(orderId), ...fields });
    const id = String((await confirm({ action: 'save', step: '1', ...TERMS })).json().wizard.id_object);
    const two = (await confirm({ id_object: id, step: '2' })).json();
    await confirm({
      id_object: id,
      action: 'save',
      step: '2',
      products: two.FormBuilder.items[0].options[0].value,
    });
    const tooBig = await client.upload('/srv/CabinetSetSubleasingContract', {
      fields: { id_order: String(orderId), id_object: id, action: 'save', step: '3' },
      files: [
        { field: 'file', name: 'big.pdf', bytes: Buffer.concat([SMALL_PDF, Buffer.alloc(15 * 1_048_576)]) },
      ],
    });
    expect(tooBig.statusCode).toBe(413);
    const sent = (
      await client.upload('/srv/CabinetSetSubleasingContract', {
        fields: { id_order: String(orderId), id_object: id, action: 'save', step: '3' },
        files: [{ field: 'file', name: 'договор.pdf', bytes: SMALL_PDF }],
      })
    ).json();
    expect(sent.status).toBe('submitted');

    const queue = (await manager.get('/srv/Backoffice/SubleasingRequests')).json();
    const mine = queue.items.find((item: { id: number }) => item.id === Number(id));
    expect(mine).toMatchObject({
      kind: 'confirmation',
      status: 'submitted',
      company: 'ООО «sublease-client»',
    });
    expect(mine.contract_file.title).toBe('договор.pdf');
    const noReason = await manager.post('/srv/Backoffice/SubleasingDecide', {
      id_object: id,
      decision: 'declined',
    });
    expect(noReason.statusCode).toBe(400);
    const approved = await manager.post('/srv/Backoffice/SubleasingDecide', {
      id_object: id,
      decision: 'approved',
    });
    expect(approved.json().item.status).toBe('approved');
    expect((await lastMessage())?.title).toBe(`Подтверждение сублизинга ${sent.code}: согласовано`);
    expect(
      (
        await manager.post('/srv/Backoffice/SubleasingDecide', {
          id_object: id,
          decision: 'declined',
          comment: 'x',
        })
      ).statusCode,
    ).toBe(409);
    expect((await confirm({ id_object: id })).json().status).toBe('approved');
  });

  it('takes the page wizard client: id_order in the address, submit=1, the contract by its SetFile id', async () => {
    const path = `/srv/CabinetSetSubleasingContract?id_order=${orderId}`;
    const json = (body: Record<string, unknown>, session = client) =>
      gateway.app.inject({
        method: 'POST',
        url: path,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', cookie: `authToken=${session.token}` },
      });
    const first = await json({ step: 1, id_object: null, submit: 1, ...TERMS });
    expect(first.json()).toMatchObject({ success: true });
    const one = first.json();
    expect(one.wizard.step).toBe(2);
    const id = one.wizard.id_object;
    const productId = one.FormBuilder.items[0].options[0].value;
    expect(
      (await json({ step: 2, id_object: id, submit: 1, products: [productId] })).json().wizard.step,
    ).toBe(3);
    const stranger = await signInAsNewClient(gateway, 'sublease-stranger');
    const theirs = (
      await stranger.upload('/srv/SetFile', { files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }] })
    ).json();
    expect((await json({ step: 3, id_object: id, submit: 1, file: theirs.id })).statusCode).toBe(404);
    const mine = (
      await client.upload('/srv/SetFile', { files: [{ field: 'file', name: 'c.pdf', bytes: SMALL_PDF }] })
    ).json();
    const sent = (await json({ step: 3, id_object: id, submit: 1, file: mine.id })).json();
    expect(sent.status).toBe('submitted');
  });

  it('answers 404 for a wizard of another kind or order, 401 and 403', async () => {
    const draft = (await request({ action: 'save', step: '1', ...SUBLESSEE })).json().wizard.id_object;
    const wrongKind = await client.post('/srv/CabinetSetSubleasingContract', {
      id_order: String(orderId),
      id_object: String(draft),
    });
    expect(wrongKind.statusCode).toBe(404);
    const otherOrder = await insertOrderFor(gateway, 'sublease-client');
    expect(
      (
        await client.post('/srv/CabinetSubleasingNewRequest', {
          id_order: String(otherOrder.id),
          id_object: String(draft),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await sessionWith(gateway, '').post('/srv/CabinetSubleasingNewRequest', { id_order: String(orderId) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await manager.post('/srv/CabinetSubleasingNewRequest', { id_order: String(orderId) })).statusCode,
    ).toBe(403);
    expect((await client.get('/srv/Backoffice/SubleasingRequests')).statusCode).toBe(403);
  });
});
