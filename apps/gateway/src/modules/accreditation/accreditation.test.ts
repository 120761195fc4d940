import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { toldTo } from '../../testing/message-deliveries.ts';
import {
  acceptSesAgreement,
  accountIdOf,
  lastCodeFor,
  makeCertificate,
  signCms,
} from '../../testing/signing-fixtures.ts';

const COMPANY = { supplier_type: 'dealer', brands: 'Ростсельмаш, Кировец', region: 'Ростовская область' };
const QUESTIONING = {
  staff_counter: '45',
  years_on_market: '7',
  service_maintenance: '1',
  stores_count: '3',
};
const CONTACT = {
  contact_name: 'Волков Дмитрий Олегович',
  contact_position: 'Директор',
  contact_phone: '+7 900 000-00-03',
  contact_email: 'volkov@niva.example',
};

/** A spec GET with its query (AccreditationDocuments/Add/{id}, AccreditationSign, …/Check). */
const withQuery = (path: string, query: Record<string, string>) =>
  `/srv${path}?${new URLSearchParams(query).toString()}`;

/** A second supplier beside the demo one, for the ownership cases. */
async function otherSupplier(gateway: TestGateway): Promise<CabinetSession> {
  const [demo] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.login, 'supplier-new'));
  if (!demo) throw new Error('no supplier-new');
  await gateway.database.db
    .insert(schema.accounts)
    .values({
      login: 'supplier-other',
      email: 'supplier-other@test.agrolease.local',
      phone: '+79550000111',
      passwordHash: demo.passwordHash,
      companyStatus: 'confirmed',
      role: 'supplier',
      companyTitle: 'ООО «Другой поставщик»',
      inn: '7707083893',
      agreementsAcceptedAt: demo.agreementsAcceptedAt,
    })
    .onConflictDoNothing();
  return signInAs(gateway, 'supplier-other');
}

describe.each(testDrivers())('supplier accreditation on %s', (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let manager: CabinetSession;
  let supplierId = 0;
  let idObject = 0;
  const phone = '+79000000003';

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier-new');
    other = await otherSupplier(gateway);
    client = await signInAs(gateway, 'client');
    manager = await signInAs(gateway, 'manager');
    supplierId = await accountIdOf(gateway, 'supplier-new');
    await acceptSesAgreement(gateway, supplierId, phone);
  });
  afterAll(() => gateway.close());

  const wizard = (form: Record<string, string>) => supplier.post('/srv/AccreditationWizard', form);
  const attach = async (session: CabinetSession, documentId: number, id = idObject) => {
    const uploaded = await session.upload('/srv/SetFile', {
      files: [{ field: 'file', name: `doc-${documentId}.pdf`, bytes: SMALL_PDF }],
    });
    return session.get(
      withQuery(`/AccreditationDocuments/Add/${documentId}`, {
        id_object: String(id),
        id_File: String(uploaded.json().id),
      }),
    );
  };
  async function signBySms() {
    const sent = await supplier.get(withQuery('/AccreditationSign', { id_object: String(idObject) }));
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code_sent: true, signed: false });
    const signed = await supplier.get(
      withQuery('/AccreditationSign/Check', {
        method: 'ses',
        id_object: String(idObject),
        code: await lastCodeFor(gateway, phone),
      }),
    );
    expect(signed.statusCode).toBe(200);
    return signed.json();
  }

  it('starts at step 1 with no package, and CabinetMain says it is not accredited', async () => {
    const start = await wizard({});
    expect(start.statusCode).toBe(200);
    expect(start.json().wizard).toMatchObject({ step: 1, id_object: null, isavailable: true });
    expect(start.json().FormBuilder.items.map((item: { field: string }) => item.field)).toEqual([
      'company',
      'supplier_type',
      'brands',
      'region',
      'site',
    ]);
    const main = (await supplier.get('/srv/CabinetMain')).json();
    expect(main.accreditation).toEqual([
      expect.objectContaining({ id_object: null, status: 'draft', is_accredited: false }),
    ]);
  });

  it('shows the demo supplier as accredited, with its approved package', async () => {
    const demo = await signInAs(gateway, 'supplier');
    const main = (await demo.get('/srv/CabinetMain')).json();
    expect(main.accreditation[0]).toMatchObject({ status: 'approved', is_accredited: true });
    expect(main.accreditation[0].code).toMatch(/^АК-\d{6}$/);
  });

  it('refuses bad input with 400 and the field named', async () => {
    const wrongType = await wizard({ submit: '1', step: '1', ...COMPANY, supplier_type: 'broker' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors_list).toEqual([
      { prop: 'supplier_type', error: 'Выберите значение из списка' },
    ]);
    expect((await wizard({ step: 'x' })).statusCode).toBe(400);
    expect((await supplier.post('/srv/AccreditationDocuments', { id_object: 'abc' })).statusCode).toBe(400);
    const badDocument = await supplier.get(
      withQuery('/AccreditationDocuments/Add/0', { id_object: '1', id_File: '1' }),
    );
    expect(badDocument.statusCode).toBe(400);
    const noFile = await supplier.get(withQuery('/AccreditationDocuments/Add/1', { id_object: '1' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors_list[0]).toMatchObject({ prop: 'id_File' });
    const noPackage = await supplier.get('/srv/AccreditationSign');
    expect(noPackage.statusCode).toBe(400);
    expect(noPackage.json().errors_list[0]).toMatchObject({ prop: 'id_object' });
    const badCheck = await supplier.get(withQuery('/AccreditationSign/Check', { id_object: 'x', code: '1' }));
    expect(badCheck.json().errors_list[0]).toMatchObject({ prop: 'id_object' });
    expect(
      (await manager.post('/srv/Backoffice/Accreditation/Decide', { id_object: '1', decision: 'maybe' }))
        .statusCode,
    ).toBe(400);
  });

  it('walks company, questioning and contact, then needs the whole package', async () => {
    const one = (await wizard({ submit: '1', step: '1', ...COMPANY })).json();
    expect(one.wizard).toMatchObject({ step: 2, maxstep: 2 });
    idObject = one.wizard.id_object;
    expect(one.wizard.url).toBe(`/cabinet/v2/accreditation/?step=2&id_object=${idObject}`);
    // A step not reached yet cannot be saved.
    expect((await wizard({ submit: '1', step: '4', id_object: String(idObject) })).statusCode).toBe(400);
    const badPhone = await wizard({
      submit: '1',
      step: '2',
      id_object: String(idObject),
      ...QUESTIONING,
      staff_counter: 'много',
    });
    expect(badPhone.json().errors_list[0].prop).toBe('staff_counter');
    expect(
      (await wizard({ submit: '1', step: '2', id_object: String(idObject), ...QUESTIONING })).json().wizard
        .step,
    ).toBe(3);
    const three = (await wizard({ submit: '1', step: '3', id_object: String(idObject), ...CONTACT })).json();
    expect(three.wizard).toMatchObject({ step: 4, maxstep: 4 });

    const pack = (await supplier.post('/srv/AccreditationDocuments', { id_object: String(idObject) })).json();
    expect(pack.items.map((one: { code: string }) => one.code)).toEqual([
      'charter',
      'egrul',
      'financials',
      'dealership',
    ]);
    const early = await wizard({ submit: '1', step: '4', id_object: String(idObject) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors_list[0]).toMatchObject({ prop: 'package' });
    expect(early.json().error_message).toMatch(/Дилерский договор/);
  });

  it('attaches the documents with AccreditationDocuments/Add and forms the package to sign', async () => {
    for (const documentId of [1, 2, 3]) expect((await attach(supplier, documentId)).statusCode).toBe(200);
    const unknown = await attach(supplier, 99);
    expect(unknown.statusCode).toBe(404);
    const last = (await attach(supplier, 5)).json();
    expect(last.missing).toEqual([]);
    expect(last.items.every((one: { file: unknown }) => one.file !== null)).toBe(true);

    const four = (await wizard({ submit: '1', step: '4', id_object: String(idObject) })).json();
    expect(four.wizard).toMatchObject({ step: 5, maxstep: 5 });
    expect(four.document).toMatchObject({
      title: expect.stringMatching(/^Заявление на аккредитацию АК-\d{6}$/),
    });
    expect(four.canSES).toBe(true);
    const pdf = await supplier.get(four.document.src);
    expect(pdf.body.slice(0, 5)).toBe('%PDF-');
    // Step 5 is signed, not saved.
    expect((await wizard({ submit: '1', step: '5', id_object: String(idObject) })).statusCode).toBe(400);
  });

  it('keeps another supplier out (404) and a client out (403)', async () => {
    const id = String(idObject);
    expect((await other.post('/srv/AccreditationWizard', { id_object: id })).statusCode).toBe(404);
    expect((await other.post('/srv/AccreditationDocuments', { id_object: id })).statusCode).toBe(404);
    expect((await attach(other, 1)).statusCode).toBe(404);
    // Another supplier's file cannot be attached to one's own package.
    const foreign = await other.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'foreign.pdf', bytes: SMALL_PDF }],
    });
    const borrowed = await supplier.get(
      withQuery('/AccreditationDocuments/Add/1', { id_object: id, id_File: String(foreign.json().id) }),
    );
    expect(borrowed.statusCode).toBe(404);
    expect((await other.get(withQuery('/AccreditationSign', { id_object: id }))).statusCode).toBe(404);
    expect(
      (await other.get(withQuery('/AccreditationSign/Check', { id_object: id, code: '123456' }))).statusCode,
    ).toBe(404);
    for (const [path, form] of [
      ['/srv/AccreditationWizard', {}],
      ['/srv/AccreditationDocuments', { id_object: id }],
    ] as const) {
      expect((await client.post(path, form)).statusCode).toBe(403);
    }
    for (const url of [
      withQuery('/AccreditationDocuments/Add/1', { id_object: id, id_File: '1' }),
      withQuery('/AccreditationSign', { id_object: id }),
      withQuery('/AccreditationSign/Check', { id_object: id, code: '123456' }),
    ]) {
      expect((await client.get(url)).statusCode).toBe(403);
    }
    expect((await supplier.get('/srv/Backoffice/Accreditations')).statusCode).toBe(403);
    expect(
      (await client.post('/srv/Backoffice/Accreditation/Decide', { id_object: id, decision: 'approved' }))
        .statusCode,
    ).toBe(403);
    expect((await client.get(`/srv/Backoffice/Accreditation?id_object=${id}`)).statusCode).toBe(403);
    expect((await manager.get('/srv/Backoffice/Accreditations?status=unknown')).statusCode).toBe(400);
    expect((await manager.get('/srv/Backoffice/Accreditation?id_object=abc')).statusCode).toBe(400);
    // A package not sent yet is not the manager's (404).
    expect((await manager.get(`/srv/Backoffice/Accreditation?id_object=${id}`)).statusCode).toBe(404);
  });

  it("refuses the spec's changing GETs from another site's page, and answers no POST (decision 0100)", async () => {
    const id = String(idObject);
    for (const url of [
      withQuery('/AccreditationSign', { id_object: id }),
      withQuery('/AccreditationSign/Check', { id_object: id, code: '123456' }),
      withQuery('/AccreditationDocuments/Add/1', { id_object: id, id_File: '1' }),
    ]) {
      const crossSite = await gateway.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `authToken=${supplier.token}`, 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toMatchObject({ success: false });
      expect((await supplier.post(url.split('?')[0] ?? url, { id_object: id })).statusCode).toBe(404);
    }
  });

  it('signs by the SMS code: the package goes to review and the supplier hears of it', async () => {
    const wrong = await supplier.get(
      withQuery('/AccreditationSign/Check', { id_object: String(idObject), code: '000000' }),
    );
    expect(wrong.statusCode).toBe(400);
    const signed = await signBySms();
    expect(signed).toMatchObject({ signed: true, message: 'Пакет подписан и отправлен на проверку' });
    const after = (await wizard({ id_object: String(idObject) })).json();
    expect(after).toMatchObject({ status: 'submitted', status_title: 'На проверке' });
    expect(after.wizard).toMatchObject({ step: 6, finished: true, isavailable: false });
    expect((await attach(supplier, 1)).statusCode).toBe(409);
    const notes = (await supplier.get('/srv/GetUserNotifications')).json();
    expect(JSON.stringify(notes)).toMatch(/отправлен/);
  });

  it('lets the manager send it back for corrections; the supplier comes back at step 5 and signs again', async () => {
    const queue = (await manager.get('/srv/Backoffice/Accreditations')).json();
    expect(queue.items[0]).toMatchObject({ id: idObject, status: 'submitted', company: 'ООО «НоваяНива»' });
    const card = (await manager.get(`/srv/Backoffice/Accreditation?id_object=${idObject}`)).json()
      .accreditation;
    expect(card.files).toHaveLength(4);
    expect(card.document).toMatchObject({ signed: true });
    expect(card.answers).toContainEqual({ title: 'Тип поставщика', value: 'Дилер' });
    // A phone reads as a phone, not as stored (issue 39).
    expect(card.answers).toContainEqual({ title: 'Телефон', value: '+7 900 000-00-03' });
    expect((await manager.get(card.files[0].src)).statusCode).toBe(200);

    const noComment = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: String(idObject),
      decision: 'corrections',
    });
    expect(noComment.statusCode).toBe(400);
    const back = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: String(idObject),
      decision: 'corrections',
      comment: 'Уточните число точек продаж',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().accreditation).toMatchObject({ status: 'corrections', can_decide: false });

    const reopened = (await wizard({})).json();
    expect(reopened).toMatchObject({ status: 'corrections', manager_comment: 'Уточните число точек продаж' });
    // The timeline's days (decision 0183): started, sent, returned.
    expect(reopened.created).toEqual(expect.any(String));
    expect(reopened.submitted).toEqual(expect.any(String));
    expect(reopened.decided).toEqual(expect.any(String));
    // The supplier was told of the package sent and of its return, in the feed and by letter (issue 37).
    expect(
      await toldTo(
        gateway.database.db,
        supplierId,
        /^Пакет на аккредитацию .+ (отправлен|возвращён на доработку)$/,
      ),
    ).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/отправлен$/),
        kind: 'accreditation',
        channels: ['email'],
      }),
      expect.objectContaining({
        title: expect.stringMatching(/доработку$/),
        kind: 'accreditation',
        channels: ['email'],
      }),
    ]);
    expect(reopened.wizard.step).toBe(5);
    expect(reopened.document).not.toBeNull();
    const main = (await supplier.get('/srv/CabinetMain')).json();
    expect(main.accreditation[0]).toMatchObject({ status: 'corrections', step: 5 });

    // Fixing an answer before the documents step goes through step 4 again.
    const fixed = (
      await wizard({ submit: '1', step: '2', id_object: String(idObject), ...QUESTIONING, stores_count: '5' })
    ).json();
    expect(fixed.wizard).toMatchObject({ step: 3, maxstep: 4 });
    expect(
      (await supplier.get(withQuery('/AccreditationSign', { id_object: String(idObject) }))).statusCode,
    ).toBe(409);
    await wizard({ submit: '1', step: '3', id_object: String(idObject), ...CONTACT });
    expect((await wizard({ submit: '1', step: '4', id_object: String(idObject) })).json().wizard.step).toBe(
      5,
    );
    expect((await signBySms()).signed).toBe(true);
  });

  it('approves: the supplier is accredited, told so, and a second decision is refused', async () => {
    const approved = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: String(idObject),
      decision: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().accreditation.status).toBe('approved');
    const again = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: String(idObject),
      decision: 'rejected',
      comment: 'Нет',
    });
    expect(again.statusCode).toBe(409);
    const main = (await supplier.get('/srv/CabinetMain')).json();
    expect(main.accreditation[0]).toMatchObject({
      status: 'approved',
      is_accredited: true,
      status_title: 'Аккредитован',
    });
    const [account] = await gateway.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.id, supplierId));
    expect(account?.isAccredited).toBe(true);
    const messages = (await supplier.get('/srv/GetCabinetMessages')).json();
    expect(JSON.stringify(messages)).toMatch(/пройдена/);
    expect(await toldTo(gateway.database.db, supplierId, /^Аккредитация .+ пройдена$/)).toEqual([
      expect.objectContaining({ kind: 'accreditation', channels: ['email'] }),
    ]);
    // Its company card, stores and documents open at once, made from the package (issue 39).
    const card = await supplier.get('/srv/SupplierContentCard');
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().card).toMatchObject({ title: account?.companyTitle, email: CONTACT.contact_email });
    const [made] = await gateway.database.db
      .select()
      .from(schema.suppliers)
      .where(eq(schema.suppliers.inn, account?.inn ?? ''));
    expect(made).toMatchObject({ kind: 'dealer', city: COMPANY.region });
    expect(made?.regionFiasId).not.toBe('');
    for (const path of ['/srv/SupplierStores', '/srv/SupplierPublicDocuments']) {
      expect((await supplier.get(path)).statusCode, path).toBe(200);
    }
  });

  it('rejects with a reason and signs by a certificate of the company', async () => {
    const inn = '7707083893';
    await gateway.database.db
      .update(schema.accounts)
      .set({ phone: '+79550000111' })
      .where(eq(schema.accounts.login, 'supplier-other'));
    const post = (form: Record<string, string>) => other.post('/srv/AccreditationWizard', form);
    const one = (await post({ submit: '1', step: '1', ...COMPANY, supplier_type: 'producer' })).json();
    const id = String(one.wizard.id_object);
    await post({ submit: '1', step: '2', id_object: id, ...QUESTIONING });
    await post({ submit: '1', step: '3', id_object: id, ...CONTACT });
    for (const documentId of [1, 2, 3, 4])
      expect((await attach(other, documentId, Number(id))).statusCode).toBe(200);
    const five = (await post({ submit: '1', step: '4', id_object: id })).json();
    const bytes = (await other.get(five.document.src)).rawPayload;
    const certificate = makeCertificate({ cn: 'Директор', inn, ogrn: '1027700132195', snils: '12345678901' });
    // The detached CMS travels in the query, as the spec's GET has it.
    const signed = await other.get(
      withQuery('/AccreditationSign/Check', {
        method: 'csp',
        id_object: id,
        dataCSP: signCms(certificate, bytes).toString('base64'),
      }),
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json().documents[0]).toMatchObject({ state: 'signed', method: 'csp' });

    const noReason = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: id,
      decision: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors_list[0]).toEqual({ prop: 'comment', error: 'Укажите причину отказа' });
    const rejected = await manager.post('/srv/Backoffice/Accreditation/Decide', {
      id_object: id,
      decision: 'rejected',
      comment: 'Нет сертификатов на технику',
    });
    expect(rejected.json().accreditation.status).toBe('rejected');
    expect(
      await toldTo(
        gateway.database.db,
        await accountIdOf(gateway, 'supplier-other'),
        /^В аккредитации .+ отказано$/,
      ),
    ).toEqual([expect.objectContaining({ kind: 'accreditation', channels: ['email'] })]);
    const shown = (await post({ id_object: id })).json();
    expect(shown.FormBuilder.items[0].value).toContainEqual({
      title: 'Причина отказа',
      text: 'Нет сертификатов на технику',
    });
    expect((await other.get('/srv/CabinetMain')).json().accreditation[0].is_accredited).toBe(false);
  });

  it('lets a rejected supplier start a new attempt with its answers kept (decision 0090)', async () => {
    const shown = (await other.post('/srv/AccreditationWizard', {})).json();
    const id = String(shown.wizard.id_object);
    expect(shown.status).toBe('rejected');
    expect((await client.post('/srv/AccreditationRestart', { id_object: id })).statusCode).toBe(403);
    expect((await supplier.post('/srv/AccreditationRestart', { id_object: id })).statusCode).toBe(404);
    const bad = await other.post('/srv/AccreditationRestart', { id_object: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      errors_list: [expect.objectContaining({ prop: 'id_object' })],
    });

    const restarted = await other.post('/srv/AccreditationRestart', { id_object: id });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json()).toMatchObject({ status: 'draft', document: null });
    expect(restarted.json().wizard).toMatchObject({ step: 1, maxstep: 4, isavailable: true });
    const brands = restarted
      .json()
      .FormBuilder.items.find((item: { field: string }) => item.field === 'brands');
    expect(brands.value).toBe(COMPANY.brands);
    // A draft is not rejected: a second restart is refused.
    expect((await other.post('/srv/AccreditationRestart', { id_object: id })).statusCode).toBe(409);
    // The package is formed anew at step 4, then signed at step 5.
    const four = (
      await other.post('/srv/AccreditationWizard', { submit: '1', step: '4', id_object: id })
    ).json();
    expect(four.wizard.step).toBe(5);
    expect(four.document).not.toBeNull();
  });
});
