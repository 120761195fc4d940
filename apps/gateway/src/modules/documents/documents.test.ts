import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { SMALL_PDF, sessionWith, signInAs } from '../../testing/cabinet-session.ts';
import { acceptSesAgreement, lastCodeFor, newClient } from '../../testing/signing-fixtures.ts';

describe.each(testDrivers())('documents calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  it('gives a client the credit-bureau consent to sign on the first look, once', async () => {
    const { session, accountId } = await newClient(gateway, `docs-first-${driver}`);
    const [first, second] = await Promise.all([
      session.get('/srv/CabinetDocumentsV2'),
      session.get('/srv/CabinetDocumentsV2'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const rows = await gateway.database.db
      .select()
      .from(schema.cabinetDocuments)
      .where(
        and(eq(schema.cabinetDocuments.accountId, accountId), eq(schema.cabinetDocuments.entity, 'account')),
      );
    expect(rows).toHaveLength(1);
    const reply = (await session.get('/srv/CabinetDocumentsV2')).json();
    expect(reply.counts).toEqual({ to_sign: 1, signed: 0, uploaded: 0 });
    expect(reply.items[0]).toMatchObject({
      title: 'Согласие на запрос в бюро кредитных историй',
      entity: 'account',
      entity_title: 'Учётная запись',
      needsSignature: true,
      state: 'to_sign',
      signed: false,
      signed_src: null,
      can_replace: false,
    });
    const pdf = await session.get(reply.items[0].pdf_src);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline/);
    const consent = await PDFDocument.load(pdf.rawPayload);
    expect(consent.getTitle()).toBe('Согласие на запрос в бюро кредитных историй');
  });

  it('serves the signed copy at CabinetDocumentsV2/PDF once the document is signed', async () => {
    const { session, accountId, phone } = await newClient(gateway, `docs-signed-${driver}`);
    await acceptSesAgreement(gateway, accountId, phone);
    const [item] = (await session.get('/srv/CabinetDocumentsV2?state=to_sign')).json().items;
    const original = (await session.get(item.pdf_src)).rawPayload;
    await session.post('/srv/CabinetDocumentSign', { id_object: String(item.id) });
    const signed = await session.post('/srv/CabinetDocumentSign', {
      id_object: String(item.id),
      code: await lastCodeFor(gateway, phone),
    });
    expect(signed.statusCode).toBe(200);
    const after = await session.get(item.pdf_src);
    expect(after.rawPayload.equals(original)).toBe(false);
    expect((await PDFDocument.load(after.rawPayload)).getPageCount()).toBe(
      (await PDFDocument.load(original)).getPageCount() + 1,
    );
    const list = (await session.get('/srv/CabinetDocumentsV2?state=signed')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ state: 'signed', signer: 'Петров Иван Сергеевич', method: 'ses' });
    expect(list.items[0].signedAt).toBeTruthy();
    expect((await session.get(list.items[0].src)).rawPayload.equals(original)).toBe(true);
  });

  it('lets the client upload a document and replace it, but never a document to sign or a signed one', async () => {
    const { session, accountId, phone } = await newClient(gateway, `docs-edit-${driver}`);
    const created = await session.upload('/srv/ClientDocumentEdit', {
      fields: { title: 'Бухгалтерский баланс за 2025 год' },
      files: [{ field: 'file', name: 'balance.pdf', bytes: SMALL_PDF }],
    });
    expect(created.statusCode).toBe(200);
    const document = created.json().document;
    expect(created.json()).toMatchObject({ success: true, error: false });
    expect(document).toMatchObject({
      title: 'Бухгалтерский баланс за 2025 год',
      state: 'uploaded',
      can_replace: true,
    });

    const replacement = Buffer.from(`${SMALL_PDF.toString()}% исправлено\n`);
    const replaced = await session.upload('/srv/ClientDocumentEdit', {
      fields: { id_document: String(document.id) },
      files: [{ field: 'file', name: 'balance-2.pdf', bytes: replacement }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().document).toMatchObject({
      id: document.id,
      title: 'Бухгалтерский баланс за 2025 год',
    });
    expect((await session.get(replaced.json().document.src)).rawPayload.equals(replacement)).toBe(true);

    const uploads = (await session.get('/srv/CabinetDocumentsV2?state=uploaded')).json();
    expect(uploads.items.map((item: { id: number }) => item.id)).toEqual([document.id]);

    const [toSign] = (await session.get('/srv/CabinetDocumentsV2?state=to_sign')).json().items;
    const refused = await session.upload('/srv/ClientDocumentEdit', {
      fields: { id_document: String(toSign.id) },
      files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }],
    });
    expect(refused.statusCode).toBe(409);

    await acceptSesAgreement(gateway, accountId, phone);
    await session.post('/srv/CabinetDocumentSign', { id_object: String(toSign.id) });
    await session.post('/srv/CabinetDocumentSign', {
      id_object: String(toSign.id),
      code: await lastCodeFor(gateway, phone),
    });
    const signedRefused = await session.upload('/srv/ClientDocumentEdit', {
      fields: { id_document: String(toSign.id) },
      files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }],
    });
    expect(signedRefused.statusCode).toBe(409);
    expect(signedRefused.json().error_message).toBe('Подписанный документ заменить нельзя');

    const noFile = await session.upload('/srv/ClientDocumentEdit', {
      fields: { id_document: String(document.id) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors_list[0]).toMatchObject({ prop: 'file' });
  });

  it('answers a guest with 401 and a manager with an empty list', async () => {
    expect((await sessionWith(gateway, '').get('/srv/CabinetDocumentsV2')).statusCode).toBe(401);
    const manager = await signInAs(gateway, 'manager');
    expect((await manager.get('/srv/CabinetDocumentsV2')).json()).toMatchObject({ items: [] });
  });
});
