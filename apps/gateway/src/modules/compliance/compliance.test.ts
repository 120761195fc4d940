import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs, signInAsNewClient } from '../../testing/cabinet-session.ts';
import { toldTo } from '../../testing/message-deliveries.ts';
import { acceptSesAgreement, lastCodeFor, newClient } from '../../testing/signing-fixtures.ts';

const ALL_NO = { q005_no: '1', q006_no: '1', q008_no: '1', q009_no: '1' };
const OWNER = {
  'owners[0][name]': 'Петров Иван Сергеевич',
  'owners[0][share]': '60',
  'owners[0][inn]': '500123456750',
  'owners[0][citizenship]': 'Россия',
};
const OBLIGATION = {
  'obligations[0][creditor]': 'ПАО Сбербанк',
  'obligations[0][kind]': 'Кредит',
  'obligations[0][amount]': '1500000',
  'obligations[0][remaining]': '900000',
  'obligations[0][maturity]': '15.03.2028',
};
const COMPANY = {
  country: 'BY',
  reg_number: '191234567',
  name_latin: 'Agro Trade LLC',
  name_ru: 'ООО «Агро Трейд»',
  address: 'Минск, пр. Независимости, 1',
};
const CONTACT = {
  contact_name: 'Иванов Иван',
  contact_phone: '+375 29 123-45-67',
  contact_email: 'agro@example.by',
};

describe.each(testDrivers())('compliance wizards on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let clientPhone = '';
  let accountId = 0;
  let stranger: CabinetSession;
  let supplier: CabinetSession;
  let manager: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const owner = await newClient(gateway, 'compliance-client');
    client = owner.session;
    clientPhone = owner.phone;
    accountId = owner.accountId;
    await acceptSesAgreement(gateway, accountId, clientPhone);
    stranger = await signInAsNewClient(gateway, 'compliance-stranger');
    supplier = await signInAs(gateway, 'supplier');
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(() => gateway.close());

  const questionnaire = (session: CabinetSession, fields: Record<string, string>) =>
    session.post('/srv/CRMBeneficiaryQuestionnaireWizard', fields);
  const create = async (session = client) => {
    const created = await session.get('/srv/CRMBeneficiaryQuestionnairies/Create');
    expect(created.statusCode).toBe(200);
    return String(created.json().id_object);
  };
  /** A questionnaire answered up to its signing step; answers its id and the document's. */
  async function toSigning(): Promise<{ id: string; documentId: number }> {
    const id = await create();
    await questionnaire(client, { id_object: id, step: '1', submit: '1', ...ALL_NO });
    const three = (await questionnaire(client, { id_object: id, step: '2', submit: '1', ...OWNER })).json();
    return { id, documentId: three.document.id };
  }
  async function sign(documentId: number) {
    const sent = await client.post('/srv/CabinetDocumentSign', {
      method: 'ses',
      id_object: String(documentId),
    });
    expect(sent.json().code_sent).toBe(true);
    const code = await lastCodeFor(gateway, clientPhone);
    const signed = await client.post('/srv/CabinetDocumentSign', {
      method: 'ses',
      id_object: String(documentId),
      code,
    });
    expect(signed.json().signed).toBe(true);
  }

  it('lists questionnaires with filters, sortables, paging and can_create', async () => {
    const list = (await client.get('/srv/CRMBeneficiaryQuestionnairies')).json();
    expect(list).toMatchObject({ success: true, items: [], count: 0, pages: 1, page: 1, can_create: true });
    expect(list.titles.page).toBe('Анкеты о бенефициарных владельцах');
    const [code, status] = list.filters;
    expect(code).toMatchObject({ field: 'code', type: 'text', placeholder: 'Введите номер' });
    expect(status.list[0]).toEqual({ value: '0', title: 'Не выбрано' });
    expect(list.sortables.map((one: { field: string }) => one.field)).toEqual(['created', 'code', 'status']);
    expect(list.fields.map((one: { field: string }) => one.field)).toEqual([
      'code',
      'created',
      'owners',
      'status',
    ]);
    const bad = await client.get('/srv/CRMBeneficiaryQuestionnairies?status=bogus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0]).toEqual({ prop: 'status', error: 'Неизвестный статус анкеты' });
    expect((await client.get('/srv/CRMBeneficiaryQuestionnairies?status=0')).statusCode).toBe(200);
  });

  it('runs the questionnaire: paired answers, owners with a checked INN, the PDF signed by SES', async () => {
    const id = await create();
    const one = (await questionnaire(client, { id_object: id })).json();
    expect(one.wizard).toMatchObject({
      step: 1,
      id_object: Number(id),
      isavailable: true,
      is_available_edit_package: true,
    });
    expect(one.wizard.url).toBe(
      `/cabinet/v2/client/documents/compliance/questionnaire?step=1&id_object=${id}`,
    );
    const pairs = one.FormBuilder.items.filter((item: { type: string }) => item.type === 'checkbox');
    expect(pairs.map((item: { field: string }) => item.field)).toEqual([
      'q005_yes',
      'q005_no',
      'q006_yes',
      'q006_no',
      'q008_yes',
      'q008_no',
      'q009_yes',
      'q009_no',
    ]);

    const both = await questionnaire(client, {
      id_object: id,
      step: '1',
      submit: '1',
      ...ALL_NO,
      q005_yes: '1',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors_list[0]).toEqual({
      prop: 'q005_yes',
      error: 'Отметьте один ответ: «Да» или «Нет»',
    });
    // A step not reached yet is not saved.
    expect(
      (await questionnaire(client, { id_object: id, step: '2', submit: '1', ...OWNER })).statusCode,
    ).toBe(400);

    const two = (
      await questionnaire(client, {
        id_object: id,
        step: '1',
        submit: '1',
        ...ALL_NO,
        q006_no: '0',
        q006_yes: '1',
      })
    ).json();
    expect(two.wizard.step).toBe(2);
    const badInn = await questionnaire(client, {
      id_object: id,
      step: '2',
      submit: '1',
      ...OWNER,
      'owners[0][inn]': '500123456751',
    });
    expect(badInn.statusCode).toBe(400);
    expect(badInn.json().errors_list[0]).toEqual({
      prop: 'owners',
      error: 'Строка 1: проверьте ИНН — контрольная сумма не сходится',
    });

    const three = (await questionnaire(client, { id_object: id, step: '2', submit: '1', ...OWNER })).json();
    expect(three).toMatchObject({ status: 'to_sign', wizard: { step: 3, maxstep: 3 } });
    expect(three.document.title).toMatch(/^Анкета о бенефициарных владельцах \(115-ФЗ\) АБ-\d{6}$/);
    const pdf = await client.get(three.document.pdf_src);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Unsigned, the last step does not go on; the signature comes from the documents' signing.
    const unsigned = await questionnaire(client, { id_object: id, step: '3', submit: '1' });
    expect(unsigned.json().errors_list[0].prop).toBe('document');
    const documents = (await client.get('/srv/CabinetDocumentsV2?state=to_sign')).json();
    expect(documents.items.map((item: { id: number }) => item.id)).toContain(three.document.id);

    await sign(three.document.id);
    const signed = (await questionnaire(client, { id_object: id, step: '1' })).json();
    expect(signed).toMatchObject({
      status: 'signed',
      wizard: { step: 3, finished: true, isavailable: false },
    });
    expect(signed.document.signed_src).toMatch(/^\/srv\//);
    expect(
      (await questionnaire(client, { id_object: id, step: '1', submit: '1', ...ALL_NO })).statusCode,
    ).toBe(409);

    const list = (await client.get('/srv/CRMBeneficiaryQuestionnairies?status=signed')).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        id: Number(id),
        status: 'signed',
        owners: 1,
        can_delete: false,
        can_cancel: true,
      }),
    ]);
    expect((await client.get(`/srv/CRMBeneficiaryQuestionnairies/Delete/${id}`)).statusCode).toBe(409);
    const cancelled = (await client.get(`/srv/CRMBeneficiaryQuestionnairies/Cancel/${id}`)).json();
    expect(cancelled.item).toMatchObject({
      status: 'cancelled',
      status_title: 'Аннулирована',
      can_cancel: false,
    });
    const after = (await client.get(`/srv/CRMBeneficiaryQuestionnairies?code=${signed.code}`)).json();
    expect(after.items.map((item: { status: string }) => item.status)).toEqual(['cancelled']);
  });

  it('tells the client in its feed and by letter that its signed questionnaire is annulled (issue 37)', async () => {
    const { id, documentId } = await toSigning();
    await sign(documentId);
    const { code } = (await questionnaire(client, { id_object: id, step: '1' })).json();
    expect(code).toMatch(/^АБ-\d{6}$/);
    const annulled = new RegExp(`^Анкета ${code} аннулирована$`);
    expect(await toldTo(gateway.database.db, accountId, annulled)).toEqual([]);

    const cancelled = await client.get(`/srv/CRMBeneficiaryQuestionnairies/Cancel/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The feed's message about the questionnaire, of the compliance kind, on its way by letter.
    expect(await toldTo(gateway.database.db, accountId, annulled)).toEqual([
      {
        title: `Анкета ${code} аннулирована`,
        kind: 'compliance',
        entity: 'beneficiary',
        channels: ['email'],
      },
    ]);
    // Nobody else hears of it, and cancelling again tells the client nothing more.
    expect((await client.get(`/srv/CRMBeneficiaryQuestionnairies/Cancel/${id}`)).statusCode).toBe(409);
    expect(await toldTo(gateway.database.db, accountId, annulled)).toHaveLength(1);
    const [managerAccount] = await gateway.database.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'manager'));
    expect(await toldTo(gateway.database.db, managerAccount?.id ?? 0, annulled)).toEqual([]);
  });

  it('forms the document again when answers change before signing, and deletes a draft with it', async () => {
    const { id, documentId } = await toSigning();
    const back = (await questionnaire(client, { id_object: id, step: '1', submit: '1', ...ALL_NO })).json();
    expect(back).toMatchObject({ status: 'draft', document: null, wizard: { step: 2, maxstep: 2 } });
    const gone = await gateway.database.db
      .select()
      .from(schema.cabinetDocuments)
      .where(eq(schema.cabinetDocuments.id, documentId));
    expect(gone).toEqual([]);
    const again = (await questionnaire(client, { id_object: id, step: '2', submit: '1', ...OWNER })).json();
    expect(again.document.id).not.toBe(documentId);
    expect((await client.get(`/srv/CRMBeneficiaryQuestionnairies/Cancel/${id}`)).statusCode).toBe(409);
    expect((await client.get(`/srv/CRMBeneficiaryQuestionnairies/Delete/${id}`)).json()).toEqual({
      success: true,
      item: null,
    });
    expect((await questionnaire(client, { id_object: id })).statusCode).toBe(404);
    const left = await gateway.database.db
      .select()
      .from(schema.cabinetDocuments)
      .where(eq(schema.cabinetDocuments.id, again.document.id));
    expect(left).toEqual([]);
  });

  it("answers 404 for another company's questionnaire and 403 to other roles", async () => {
    const id = await create();
    expect((await questionnaire(stranger, { id_object: id })).statusCode).toBe(404);
    expect((await stranger.get(`/srv/CRMBeneficiaryQuestionnairies/Delete/${id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/srv/CRMBeneficiaryQuestionnairies/Cancel/${id}`)).statusCode).toBe(404);
    expect((await stranger.get('/srv/CRMBeneficiaryQuestionnairies')).json().items).toEqual([]);
    expect((await client.post('/srv/CRMCreditDeclarationWizard', { id_object: id })).statusCode).toBe(404);
    for (const call of [
      () => supplier.get('/srv/CRMBeneficiaryQuestionnairies'),
      () => supplier.get('/srv/CRMBeneficiaryQuestionnairies/Create'),
      () => supplier.get(`/srv/CRMBeneficiaryQuestionnairies/Delete/${id}`),
      () => supplier.post('/srv/CRMBeneficiaryQuestionnaireWizard', {}),
      () => supplier.post('/srv/CRMCreditDeclarationWizard', {}),
      () => manager.post('/srv/NRSWizard', {}),
      () => client.get('/srv/Backoffice/ComplianceForms'),
      () => client.get(`/srv/Backoffice/ComplianceForm?id_object=${id}`),
    ]) {
      expect((await call()).statusCode).toBe(403);
    }
    expect((await client.get('/srv/CRMBeneficiaryQuestionnairies/Delete/abc')).statusCode).toBe(400);
  });

  it('refuses Create, Delete and Cancel made with the cookie from another site (decision 0079)', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/srv/CRMBeneficiaryQuestionnairies/Create',
      headers: { cookie: `authToken=${client.token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends the credit declaration without the agreements to /pd/ (errcode agreements), then signs it', async () => {
    const fresh = await newClient(gateway, 'compliance-no-pd');
    await gateway.database.db
      .update(schema.accounts)
      .set({ agreementsAcceptedAt: null })
      .where(eq(schema.accounts.id, fresh.accountId));
    const refused = await fresh.session.post('/srv/CRMCreditDeclarationWizard', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errcode).toBe('agreements');

    const declare = (fields: Record<string, string>) =>
      client.post('/srv/CRMCreditDeclarationWizard', fields);
    const start = (await declare({})).json();
    expect(start.wizard).toMatchObject({ step: 1, id_object: null });
    expect(start.FormBuilder.items.map((item: { field: string }) => item.field)).toEqual([
      'no_obligations',
      'obligations',
    ]);
    const empty = await declare({ step: '1', submit: '1' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors_list[0].prop).toBe('obligations');
    const bad = await declare({
      step: '1',
      submit: '1',
      ...OBLIGATION,
      'obligations[0][remaining]': '2000000',
    });
    expect(bad.json().errors_list[0].error).toBe('Строка 1: остаток — число не больше суммы');
    const two = (await declare({ step: '1', submit: '1', ...OBLIGATION })).json();
    expect(two).toMatchObject({
      status: 'to_sign',
      code: expect.stringMatching(/^КД-\d{6}$/),
      wizard: { step: 2 },
    });
    // Opened again without id_object, the unsigned declaration resumes.
    expect((await declare({})).json().wizard.id_object).toBe(two.wizard.id_object);
    await sign(two.document.id);
    const signed = (await declare({ id_object: String(two.wizard.id_object) })).json();
    expect(signed).toMatchObject({ status: 'signed', wizard: { finished: true } });
    expect((await declare({})).json().wizard.id_object).toBeNull();
  });

  it('sends the registration of a non-resident to the manager, who reads it', async () => {
    const register = (fields: Record<string, string>) => client.post('/srv/NRSWizard', fields);
    const badSubmit = await register({ step: '1', submit: '2' });
    expect(badSubmit.json().errors_list[0]).toEqual({ prop: 'submit', error: 'submit: 1 или 0' });
    const bad = await register({ step: '1', submit: '1', ...COMPANY, name_latin: 'Агро' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list[0].prop).toBe('name_latin');
    const two = (await register({ step: '1', submit: '1', ...COMPANY })).json();
    const id = String(two.wizard.id_object);
    expect(two.FormBuilder.items[0].field).toBe('contact_name');
    await register({ id_object: id, step: '2', submit: '1', ...CONTACT });
    const sent = (await register({ id_object: id, step: '3', submit: '1' })).json();
    expect(sent).toMatchObject({
      status: 'submitted',
      status_title: 'На рассмотрении',
      wizard: { finished: true },
    });
    const [message] = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, accountId))
      .orderBy(desc(schema.cabinetMessages.id))
      .limit(1);
    expect(message?.title).toBe(`Регистрация нерезидента ${sent.code} отправлена`);

    const queue = (await manager.get('/srv/Backoffice/ComplianceForms?kind=non_resident')).json();
    expect(queue.items[0]).toMatchObject({
      id: Number(id),
      status: 'submitted',
      company: 'ООО «compliance-client»',
    });
    const card = (await manager.get(`/srv/Backoffice/ComplianceForm?id_object=${id}`)).json().item;
    expect(card.rows).toEqual(
      expect.arrayContaining([
        { title: 'Страна регистрации', text: 'Беларусь' },
        { title: 'Телефон в международном формате', text: '+375291234567' },
      ]),
    );
    const all = (await manager.get('/srv/Backoffice/ComplianceForms')).json();
    expect(all.items.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(['beneficiary', 'credit_declaration']),
    );
    const badKind = await manager.get('/srv/Backoffice/ComplianceForms?kind=nope');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors_list[0].prop).toBe('kind');
  });
});
