import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../adapters/storage/memory-storage.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { otherFactoringAccount } from '../../testing/other-accounts.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR scan of an invoice'),
]);

describe.each(testDrivers())(
  'scans of factoring invoices and the customer found by INN on %s (decision 0114)',
  (driver) => {
    let gateway: TestGateway;
    let supplier: CabinetSession;
    let otherSupplier: CabinetSession;
    let customer: CabinetSession;
    let otherCustomer: CabinetSession;
    let manager: CabinetSession;
    let client: CabinetSession;
    const customerInn = '2635000060';
    const storage = createMemoryStorage();

    beforeAll(async () => {
      gateway = await buildTestGateway({ driver, adapters: { files: storage } });
      supplier = await signInAs(gateway, 'factoring-supplier');
      customer = await signInAs(gateway, 'factoring-customer');
      manager = await signInAs(gateway, 'manager');
      client = await signInAs(gateway, 'client');
      otherSupplier = await otherFactoringAccount(gateway, 'factoring-supplier', 'fs-scan-other');
      otherCustomer = await otherFactoringAccount(gateway, 'factoring-customer', 'fc-scan-other');
    });
    afterAll(async () => gateway?.close());

    /** The stored file of an invoice's scan. */
    async function scanFile(invoiceId: number) {
      const { db } = gateway.database;
      const [row] = await db
        .select({ id: schema.cabinetFiles.id, storedName: schema.cabinetFiles.storedName })
        .from(schema.factoringInvoices)
        .innerJoin(schema.cabinetFiles, eq(schema.cabinetFiles.id, schema.factoringInvoices.scanFileId))
        .where(eq(schema.factoringInvoices.id, invoiceId));
      if (!row) throw new Error('the invoice has no scan');
      return row;
    }
    async function draftWithInvoice(number: string) {
      const created = await supplier.post('/srv/FactoringRegisters/Create', {
        number,
        customer_inn: customerInn,
        customer_title: 'ООО «Агрохолдинг Степной»',
      });
      const id = created.json().item.id as number;
      const added = await supplier.post('/srv/FactoringInvoices/Add', {
        id_register: String(id),
        number: `ТН-${number}`,
        issued: '2026-11-20',
        due: '2027-01-19',
        amount: '120000',
      });
      return { created, id, invoiceId: added.json().invoice.id as number };
    }

    it('tells the supplier whether the customer was found by INN, and accepts both', async () => {
      const { created } = await draftWithInvoice('Р-СКАН/1');
      expect(created.statusCode).toBe(200);
      expect(created.json().item.customer_registered).toBe(true);
      expect(created.json().note).toContain('Покупатель найден по ИНН');
      const unknown = await supplier.post('/srv/FactoringRegisters/Create', {
        number: 'Р-СКАН/2',
        customer_inn: '500100732259',
        customer_title: 'ИП Колосов',
      });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().item.customer_registered).toBe(false);
      expect(unknown.json().note).toContain('ИНН 500100732259 ещё нет на сайте');
      const listed = (await supplier.get('/srv/FactoringRegisters')).json().items;
      expect(
        listed.find((item: { id: number }) => item.id === unknown.json().item.id).customer_registered,
      ).toBe(false);
      const badChecksum = await supplier.post('/srv/FactoringRegisters/Create', {
        number: 'Р-СКАН/3',
        customer_inn: '7707083894',
        customer_title: 'ООО «Опечатка»',
      });
      expect(badChecksum.statusCode).toBe(400);
    });

    it('attaches a scan to an invoice of a draft; the supplier, the customer after sending and a manager download it', async () => {
      const { id, invoiceId } = await draftWithInvoice('Р-СКАН/4');
      const uploaded = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
        files: [{ field: 'file', name: 'ТН-скан.pdf', bytes: SMALL_PDF }],
      });
      expect(uploaded.statusCode).toBe(200);
      const scan = uploaded.json().invoice.scan;
      expect(scan).toMatchObject({
        title: 'ТН-скан.pdf',
        mime_type: 'application/pdf',
        size: SMALL_PDF.length,
      });
      expect(scan.url).toBe(`/srv/FactoringInvoiceScan?id=${invoiceId}`);
      const first = await scanFile(invoiceId);
      expect(storage.names()).toContain(first.storedName);
      // A replacement while the register is a draft: a PNG. The earlier scan goes, row and bytes.
      const replaced = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
        files: [{ field: 'file', name: 'photo.png', bytes: PNG }],
      });
      expect(replaced.json().invoice.scan.mime_type).toBe('image/png');
      const second = await scanFile(invoiceId);
      expect(second.id).not.toBe(first.id);
      const { db } = gateway.database;
      expect(await db.select().from(schema.cabinetFiles).where(eq(schema.cabinetFiles.id, first.id))).toEqual(
        [],
      );
      expect((await supplier.get(`/srv/files/${first.id}`)).statusCode).toBe(404);
      const names = storage.names();
      expect(names).not.toContain(first.storedName);
      expect(names).toContain(second.storedName);
      const shown = (await supplier.get(`/srv/FactoringRegister?id=${id}`)).json().invoices[0];
      expect(shown.scan.title).toBe('photo.png');

      const own = await supplier.get(scan.url);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.headers['content-disposition']).toContain('attachment');
      expect(own.rawPayload.equals(PNG)).toBe(true);
      // The customer does not see a draft yet.
      expect((await customer.get(scan.url)).statusCode).toBe(404);

      expect((await supplier.post('/srv/FactoringRegisters/Send', { id: String(id) })).statusCode).toBe(200);
      const theirs = await customer.get(scan.url);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload.equals(PNG)).toBe(true);
      const listed = (await customer.get('/srv/FactoringCustomerRegisters')).json().items;
      const register = listed.find((item: { id: number }) => item.id === id);
      expect(register.invoice_list[0].scan.url).toBe(scan.url);
      const office = await manager.get(scan.url);
      expect(office.statusCode).toBe(200);
      expect(office.rawPayload.equals(PNG)).toBe(true);
      const managers = (await manager.get('/srv/Backoffice/FactoringRegisters?status=sent')).json().items;
      expect(managers.find((item: { id: number }) => item.id === id).invoice_list[0].scan.title).toBe(
        'photo.png',
      );

      // Once sent, the scans stay as the customer saw them.
      const late = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
        files: [{ field: 'file', name: 'late.pdf', bytes: SMALL_PDF }],
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().error_message).toContain('Реестр уже отправлен');
    });

    it('refuses a file of another type, no file or a bad id with 400', async () => {
      const { invoiceId } = await draftWithInvoice('Р-СКАН/5');
      const text = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
        files: [{ field: 'file', name: 'scan.pdf', bytes: Buffer.from('not a scan at all, only text') }],
      });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({
        success: false,
        errors_list: [{ prop: 'file', error: 'Скан накладной — PDF, JPEG или PNG' }],
      });
      const webp = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
        files: [
          { field: 'file', name: 'scan.webp', bytes: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ') },
        ],
      });
      expect(webp.statusCode).toBe(400);
      const none = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: String(invoiceId) },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors_list[0].prop).toBe('file');
      const badId = await supplier.upload('/srv/FactoringInvoices/Scan', {
        fields: { id: 'abc' },
        files: [{ field: 'file', name: 'scan.pdf', bytes: SMALL_PDF }],
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors_list[0].prop).toBe('id');
      expect((await supplier.get('/srv/FactoringInvoiceScan?id=abc')).statusCode).toBe(400);
      // An invoice without a scan has nothing to download.
      expect((await supplier.get(`/srv/FactoringInvoiceScan?id=${invoiceId}`)).statusCode).toBe(404);
    });

    it("answers 404 for another supplier's or customer's invoice and 403 to other roles", async () => {
      const { id, invoiceId } = await draftWithInvoice('Р-СКАН/6');
      const scan = {
        fields: { id: String(invoiceId) },
        files: [{ field: 'file', name: 's.pdf', bytes: SMALL_PDF }],
      };
      expect((await otherSupplier.upload('/srv/FactoringInvoices/Scan', scan)).statusCode).toBe(404);
      expect((await supplier.upload('/srv/FactoringInvoices/Scan', scan)).statusCode).toBe(200);
      await supplier.post('/srv/FactoringRegisters/Send', { id: String(id) });
      const url = `/srv/FactoringInvoiceScan?id=${invoiceId}`;
      expect((await otherSupplier.get(url)).statusCode).toBe(404);
      expect((await otherCustomer.get(url)).statusCode).toBe(404);
      expect((await customer.upload('/srv/FactoringInvoices/Scan', scan)).statusCode).toBe(403);
      expect((await manager.upload('/srv/FactoringInvoices/Scan', scan)).statusCode).toBe(403);
      expect((await client.get(url)).statusCode).toBe(403);
      expect((await gateway.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  },
);
