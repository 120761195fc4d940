import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { sessionWith, signInAs } from '../../testing/cabinet-session.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import {
  acceptSesAgreement,
  insertDraftApplication,
  insertTestDocument,
  lastCodeFor,
  makeCertificate,
  newClient,
  signCms,
} from '../../testing/signing-fixtures.ts';
import { sha256Hex } from '../files/service.ts';

/** A two-page PDF like the ones the gateway generates. */
function contractPdf(title: string): Promise<Buffer> {
  return renderPdf({
    content: [
      { text: title, fontSize: 16 },
      { text: 'Страница 2', pageBreak: 'before' },
    ],
  });
}

describe.each(testDrivers())('signing calls on %s', (driver) => {
  let gateway: TestGateway;
  let clients = 0;
  const db = () => gateway.database.db;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  /** A client with its own phone, the SES agreement accepted, and a document to sign. */
  async function clientWithDocument(title = 'Договор лизинга', agreement = true) {
    clients += 1;
    const client = await newClient(gateway, `signer-${driver}-${clients}`);
    if (agreement) await acceptSesAgreement(gateway, client.accountId, client.phone);
    const bytes = await contractPdf(title);
    const document = await insertTestDocument(gateway, client.session, client.accountId, { title, bytes });
    return { ...client, document, bytes };
  }

  it('signs a document by the SMS code: signature row, stamped copy with an audit page, feed entry', async () => {
    const { session, accountId, phone, inn, document, bytes } = await clientWithDocument();
    const sent = await session.post('/srv/CabinetDocumentSign', {
      method: 'ses',
      id_object: String(document.id),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      code_sent: true,
      signed: false,
      phone: `+7 955 ***-**-${phone.slice(-2)}`,
    });
    expect(sent.json().resend_after).toBe(60);
    const code = await lastCodeFor(gateway, phone);

    const wrong = await session.post('/srv/CabinetDocumentSign', {
      id_object: String(document.id),
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error_message: 'Неверный код. Осталось попыток: 4' });
    expect(wrong.json().errors_list[0]).toMatchObject({ prop: 'code' });

    const signed = await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id), code });
    expect(signed.statusCode).toBe(200);
    const [item] = signed.json().documents;
    expect(signed.json()).toMatchObject({ signed: true, message: 'Документ «Договор лизинга» подписан' });
    expect(item).toMatchObject({ id: document.id, state: 'signed', signed: true, method: 'ses' });
    expect(item.signed_src).toMatch(/^\/srv\/files\/\d+$/);

    const [signature] = await db()
      .select()
      .from(schema.signatures)
      .where(eq(schema.signatures.documentId, document.id));
    expect(signature).toMatchObject({
      accountId,
      method: 'ses',
      sha256: sha256Hex(bytes),
      signerName: 'Петров Иван Сергеевич',
      phone,
      ip: expect.stringMatching(/^10\./),
    });

    const copy = await session.get(item.signed_src);
    expect(copy.statusCode).toBe(200);
    const original = await PDFDocument.load(bytes);
    const stamped = await PDFDocument.load(copy.rawPayload);
    expect(stamped.getPageCount()).toBe(original.getPageCount() + 1);
    const texts = await pdfPageTexts(copy.rawPayload);
    for (const page of texts.slice(0, -1)) {
      expect(page).toContain('Документ подписан простой электронной подписью');
      expect(page).toContain(`Хеш документа (SHA-256): ${sha256Hex(bytes).slice(0, 16)}`);
      expect(page).toMatch(/Дата и время: \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d МСК/);
    }
    const audit = texts.at(-1) ?? '';
    for (const fact of [
      'Лист подписания документа',
      'Договор лизинга',
      'ООО «signer-',
      inn,
      `№ ${signature?.id}`,
    ]) {
      expect(audit).toContain(fact);
    }
    expect(audit).toContain(`***-**-${phone.slice(-2)}`);
    expect(audit.replace(/\s/g, '')).toContain(sha256Hex(bytes));

    const [message] = await db()
      .select()
      .from(schema.cabinetMessages)
      .where(
        and(
          eq(schema.cabinetMessages.accountId, accountId),
          eq(schema.cabinetMessages.fileId, Number(item.signed_src.split('/').pop())),
        ),
      );
    expect(message?.title).toBe('Документ «Договор лизинга» подписан');

    // Signing again, even with the same code, is refused and leaves one signature.
    const again = await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id), code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe('Документ «Договор лизинга» уже подписан');
    const rows = await db()
      .select()
      .from(schema.signatures)
      .where(eq(schema.signatures.documentId, document.id));
    expect(rows).toHaveLength(1);
  });

  it('a code sent for one document never signs another', async () => {
    const { session, accountId, phone, document } = await clientWithDocument('Первый');
    const other = await insertTestDocument(gateway, session, accountId, {
      title: 'Второй',
      bytes: await contractPdf('Второй'),
    });
    await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id) });
    const code = await lastCodeFor(gateway, phone);
    const response = await session.post('/srv/CabinetDocumentSign', { id_object: String(other.id), code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_message).toMatch(/^Неверный код/);
    expect(
      (await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id), code })).statusCode,
    ).toBe(200);
  });

  it('sends codes for two documents back to back, but one document only once a minute', async () => {
    const { session, accountId, document } = await clientWithDocument('Первый');
    const other = await insertTestDocument(gateway, session, accountId, {
      title: 'Второй',
      bytes: await contractPdf('Второй'),
    });
    expect(
      (await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id) })).statusCode,
    ).toBe(200);
    expect((await session.post('/srv/CabinetDocumentSign', { id_object: String(other.id) })).statusCode).toBe(
      200,
    );
    const again = await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id) });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks for the SES agreement before sending a signing code', async () => {
    const { session, document } = await clientWithDocument('Без соглашения', false);
    const response = await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errcode: 'ses_agreement' });
  });

  it('runs the SES agreement: text and phones, a code to the chosen phone, confirmation', async () => {
    const { session, phone } = await clientWithDocument('Соглашение', false);
    const before = (await session.get('/srv/CanSESAgreement')).json();
    expect(before).toMatchObject({ canSES: false, missing: ['agreement'] });

    const first = (await session.get('/srv/SESAgreement?step=1')).json();
    expect(first.title).toBe('Соглашение об использовании простой электронной подписи');
    expect(first.text.join(' ')).toContain('63-ФЗ');
    expect(first.contacts[0]).toMatchObject({ id: 0, title: 'Телефон учётной записи' });

    const second = await session.get('/srv/SESAgreement?step=2&id_Contact=0');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ code_sent: true, resend_after: 60 });
    const code = await lastCodeFor(gateway, phone);
    const wrong = await session.get(
      `/srv/SESAgreement?step=3&id_Contact=0&code=${code === '000000' ? '111111' : '000000'}`,
    );
    expect(wrong.statusCode).toBe(400);
    const third = await session.get(`/srv/SESAgreement?step=3&id_Contact=0&code=${code}`);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ canSES: true });
    expect((await session.get('/srv/CanSESAgreement')).json()).toMatchObject({ canSES: true, missing: [] });
  });

  /** A contact person of the session's account with a phone of its own, saved but not confirmed. */
  async function contactOf(
    session: Awaited<ReturnType<typeof clientWithDocument>>['session'],
    phone: string,
  ) {
    const saved = await session.post('/srv/SetContact', {
      name: 'Смирнова Ольга Викторовна',
      position: 'Главный бухгалтер',
      phone,
      email: `buh-${phone.slice(-7)}@rassvet.example`,
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().contact.id as number;
    await session.post('/srv/SetContact/Finish', { id_contact: String(id) });
    return id;
  }

  const codesTo = async (phone: string) =>
    (await db().select().from(schema.outbox).where(eq(schema.outbox.recipient, phone))).length;

  it('offers and sends signing codes only to a confirmed phone: an unconfirmed contact is refused', async () => {
    const { session } = await clientWithDocument('Неподтверждённый телефон', false);
    const phone = '+79551230001';
    const contactId = await contactOf(session, phone);
    const before = await codesTo(phone);

    const first = (await session.get('/srv/SESAgreement?step=1')).json();
    expect(first.contacts.map((one: { id: number }) => one.id)).toEqual([0]);
    const refused = await session.get(`/srv/SESAgreement?step=2&id_Contact=${contactId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toMatch(/Телефон контактного лица не подтверждён/);
    expect(await codesTo(phone)).toBe(before);

    // confirmed with its code, the contact's phone may receive signing codes
    const code = await lastCodeFor(gateway, phone);
    expect((await session.get(`/srv/VerifyPhone?id_contact=${contactId}&sms_code=${code}`)).statusCode).toBe(
      200,
    );
    const listed = (await session.get('/srv/SESAgreement?step=1')).json();
    expect(listed.contacts.map((one: { id: number }) => one.id)).toEqual([0, contactId]);
    const sent = await session.get(`/srv/SESAgreement?step=2&id_Contact=${contactId}`);
    expect(sent.statusCode).toBe(200);
  });

  it('stops signing codes to a contact whose phone was changed and is not confirmed again', async () => {
    const { session, document } = await clientWithDocument('Сменённый телефон', false);
    const phone = '+79551230002';
    const contactId = await contactOf(session, phone);
    await session.get(
      `/srv/VerifyPhone?id_contact=${contactId}&sms_code=${await lastCodeFor(gateway, phone)}`,
    );
    await session.get(`/srv/SESAgreement?step=2&id_Contact=${contactId}`);
    const agreed = await session.get(
      `/srv/SESAgreement?step=3&id_Contact=${contactId}&code=${await lastCodeFor(gateway, phone)}`,
    );
    expect(agreed.json()).toMatchObject({ canSES: true });

    const changed = '+79551230003';
    await session.post('/srv/SetContact', {
      id_contact: String(contactId),
      name: 'Смирнова Ольга Викторовна',
      phone: changed,
      email: `buh-${phone.slice(-7)}@rassvet.example`,
    });
    const counts = [await codesTo(phone), await codesTo(changed)];
    const refused = await session.post('/srv/CabinetDocumentSign', { id_object: String(document.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errcode: 'ses_agreement' });
    expect(refused.json().error_message).toMatch(/не подтверждён/);
    expect([await codesTo(phone), await codesTo(changed)]).toEqual(counts);
    expect((await session.get('/srv/CanSESAgreement')).json()).toMatchObject({ canSES: false });
  });

  it('signs every document of an application and sends it, in one go', async () => {
    const { session, accountId, phone } = await clientWithDocument('Анкета');
    const application = await insertDraftApplication(gateway, accountId);
    const documents = [];
    for (const title of ['Заявка на лизинг', 'Согласие на обработку персональных данных']) {
      documents.push(
        await insertTestDocument(gateway, session, accountId, {
          title,
          bytes: await contractPdf(title),
          entity: 'application',
          entityId: application.id,
        }),
      );
    }
    const alone = await session.post('/srv/CabinetDocumentSign', { id_object: String(documents[0]?.id) });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error_message).toBe('Документы заявки подписываются вместе на последнем шаге заявки');

    const sent = await session.get(`/srv/CabinetApplicationSignSES?id_object=${application.id}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().documents).toHaveLength(2);
    const code = await lastCodeFor(gateway, phone);
    const signed = await session.get(
      `/srv/CabinetApplicationSignSES?id_object=${application.id}&code=${code}`,
    );
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      signed: true,
      application: { id: application.id, status: 'submitted' },
    });
    expect(signed.json().application.code).toMatch(/^З-/);
    expect(signed.json().documents.map((item: { state: string }) => item.state)).toEqual([
      'signed',
      'signed',
    ]);
    const again = await session.get(
      `/srv/CabinetApplicationSignSES?id_object=${application.id}&code=${code}`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('signs by a CryptoPro CMS whose digest is the document’s, and refuses a mismatched one', async () => {
    const { session, document, bytes, inn } = await clientWithDocument('Договор КЭП', false);
    const certificate = makeCertificate({
      cn: 'Петров Иван Сергеевич',
      inn,
      ogrn: '1023600000001',
      snils: '12345678901',
    });

    const mismatched = await session.post('/srv/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(document.id),
      dataCSP: signCms(certificate, Buffer.from('другой')).toString('base64'),
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error_message).toMatch(/хеш не совпадает/);
    expect(mismatched.json().errors_list[0]).toMatchObject({ prop: 'dataCSP' });

    const stranger = makeCertificate({ cn: 'Иванов', inn: '7700000000', ogrn: '1', snils: '2' });
    const foreign = await session.post('/srv/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(document.id),
      dataCSP: signCms(stranger, bytes).toString('base64'),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_message).toMatch(/другой организации/);

    const otherChosen = await session.post('/srv/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(document.id),
      dataCSP: signCms(certificate, bytes).toString('base64'),
      'cert[thumbprint]': 'A'.repeat(40),
    });
    expect(otherChosen.statusCode).toBe(400);
    expect(otherChosen.json().error_message).toMatch(/не тем сертификатом/);

    const signed = await session.post('/srv/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(document.id),
      dataCSP: signCms(certificate, bytes).toString('base64'),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().documents[0]).toMatchObject({
      state: 'signed',
      method: 'csp',
      signer: 'Петров Иван Сергеевич',
    });
    const [signature] = await db()
      .select()
      .from(schema.signatures)
      .where(eq(schema.signatures.documentId, document.id));
    expect(signature?.certificate).toMatchObject({ inn, ogrn: '1023600000001', snils: '12345678901' });
    const texts = await pdfPageTexts((await session.get(signed.json().documents[0].signed_src)).rawPayload);
    expect(texts[0]).toContain('Документ подписан электронной подписью');
    expect(texts.at(-1)).toContain('СНИЛС из сертификата');
  });

  it('signs an application by certificates, one CMS per document (dataCSP[id])', async () => {
    const { session, accountId, inn } = await clientWithDocument('КЭП-анкета', false);
    const application = await insertDraftApplication(gateway, accountId);
    const certificate = makeCertificate({ cn: 'Петров И. С.', inn, ogrn: '1', snils: '2' });
    const form: Record<string, string> = { method: 'csp', id_object: String(application.id) };
    for (const title of ['Заявка', 'Анкета']) {
      const bytes = await contractPdf(title);
      const document = await insertTestDocument(gateway, session, accountId, {
        title,
        bytes,
        entity: 'application',
        entityId: application.id,
      });
      form[`dataCSP[${document.id}]`] = signCms(certificate, bytes).toString('base64');
    }
    const response = await session.post('/srv/CabinetApplicationSign', form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ signed: true, application: { status: 'submitted' } });
  });

  it('refuses a guest with 401 and a manager with 403; records CSP errors', async () => {
    expect((await sessionWith(gateway, '').get('/srv/CanSESAgreement')).statusCode).toBe(401);
    const manager = await signInAs(gateway, 'manager');
    expect((await manager.post('/srv/CabinetDocumentSign', { id_object: '1' })).statusCode).toBe(403);

    const { session, accountId } = await clientWithDocument('Лог');
    const logged = await gateway.app.inject({
      method: 'POST',
      url: '/srv/CSPLog',
      payload: { message: 'Ошибка 0x8010006E: действие отменено пользователем', token: session.token },
      headers: { cookie: `authToken=${session.token}` },
    });
    expect(logged.statusCode).toBe(200);
    const rows = await db().select().from(schema.cspLogs).where(eq(schema.cspLogs.accountId, accountId));
    expect(rows[0]?.message).toContain('0x8010006E');
  });
});
