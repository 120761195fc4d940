import { factoring as contract } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole } from '../../http/session.ts';
import { XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { documentPdf, listDocuments } from './documents.ts';
import { deleteRegisterInvoice, editRegisterInvoice } from './invoice-changes.ts';
import { attachInvoiceScan, invoiceScanFile } from './invoice-scans.ts';
import {
  BACKOFFICE_REGISTERS_EXPORT,
  CUSTOMER_REGISTERS_EXPORT,
  SUPPLIER_REGISTERS_EXPORT,
} from './list-exports.ts';
import { registersWorkbook } from './registers-report.ts';
import {
  addRegisterInvoice,
  answerRegister,
  createRegister,
  financeRegister,
  listCustomerRegisters,
  listFinancing,
  listInvoices,
  listRegisters,
  managerRegisters,
  markPaid,
  sendRegister,
  showRegister,
} from './service.ts';

const requireSupplier = (request: FastifyRequest) => requireRole(request, ['factoring-supplier']);
const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);
const requireCustomer = (request: FastifyRequest) => requireRole(request, ['factoring-customer']);

/**
 * The factoring cabinets (issue 14, docs/decisions/0088): the supplier's registers, invoices and
 * financing; the customer's registers addressed to its INN. Another company's register: 404.
 */
export async function factoringRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db };
  const clock = app.adapters.clock;
  registerListWithExport(
    app,
    contract.factoringRegisters,
    SUPPLIER_REGISTERS_EXPORT,
    async (_input, request) => listRegisters(deps, await requireSupplier(request)),
  );
  registerCall(app, contract.factoringRegisterCreate, async (input, request) =>
    createRegister(deps, await requireSupplier(request), input),
  );
  registerCall(app, contract.factoringRegister, async (input, request) =>
    showRegister(deps, await requireSupplier(request), input.id),
  );
  registerCall(app, contract.factoringInvoiceAdd, async (input, request) =>
    addRegisterInvoice(deps, await requireSupplier(request), input),
  );
  registerCall(app, contract.factoringInvoiceEdit, async (input, request) =>
    editRegisterInvoice(deps, await requireSupplier(request), input),
  );
  registerCall(app, contract.factoringInvoiceDelete, async (input, request) =>
    deleteRegisterInvoice(deps, await requireSupplier(request), input.id),
  );
  registerCall(app, contract.factoringRegisterSend, async (input, request) =>
    sendRegister(deps, await requireSupplier(request), input.id),
  );
  registerCall(app, contract.factoringInvoices, async (_input, request) =>
    listInvoices(deps, await requireSupplier(request)),
  );
  registerCall(app, contract.factoringFinancing, async (_input, request) =>
    listFinancing(deps, await requireSupplier(request)),
  );
  registerCall(app, contract.factoringDocuments, async (_input, request) =>
    listDocuments(deps, await requireSupplier(request)),
  );
  registerListWithExport(
    app,
    contract.factoringCustomerRegisters,
    CUSTOMER_REGISTERS_EXPORT,
    async (_input, request) => listCustomerRegisters(deps, await requireCustomer(request)),
  );
  registerCall(app, contract.factoringCustomerAnswer, async (input, request) =>
    answerRegister(deps, await requireCustomer(request), input),
  );
  registerListWithExport(
    app,
    contract.backofficeFactoringRegisters,
    BACKOFFICE_REGISTERS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return managerRegisters(deps, input);
    },
  );
  registerCall(app, contract.backofficeFactoringFinance, async (input, request) => {
    await requireManager(request);
    return financeRegister(deps, input);
  });
  registerCall(app, contract.backofficeFactoringPaid, async (input, request) => {
    await requireManager(request);
    return markPaid(deps, input.id);
  });
  app.get(
    contract.FACTORING_REPORT_PATH,
    { schema: { summary: "The supplier's registers and invoices as XLSX", tags: ['factoring'] } },
    async (request, reply) => {
      const session = await requireSupplier(request);
      const [registers, invoices] = await Promise.all([
        listRegisters(deps, session),
        listInvoices(deps, session),
      ]);
      const now = clock.now();
      const file = await registersWorkbook(registers.items, invoices.items, now);
      return sendAttachment(
        reply,
        'attachment',
        {
          label: `factoring-${now.toISOString().slice(0, 10)}`,
          mimeType: XLSX_MIME,
        },
        file,
      );
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.FACTORING_DOCUMENT_PDF_PATH,
    {
      schema: {
        summary:
          "A factoring document as a PDF: the supplier's agreement or a register's notice of assignment (decision 0105)",
        tags: ['factoring'],
        querystring: contract.ZFactoringDocumentPdfQuery,
      },
    },
    async (request, reply) => {
      const session = await requireRole(request, ['factoring-supplier', 'factoring-customer']);
      const { fileName, pdf } = await documentPdf(deps, session, request.query, clock.now());
      return sendAttachment(reply, 'attachment', { label: fileName, mimeType: 'application/pdf' }, pdf);
    },
  );
  const scanDeps = { db: app.db, files: app.adapters.files };
  app.withTypeProvider<ZodTypeProvider>().post(
    contract.FACTORING_INVOICE_SCAN_UPLOAD_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        summary:
          'The supplier attaches the scan of an invoice of a draft register (multipart: id, file — PDF, JPEG or PNG up to 15 MB; decision 0114)',
        tags: ['factoring'],
        consumes: ['multipart/form-data'],
        response: { 200: contract.ZFactoringInvoiceScanReply },
      },
    },
    async (request) => {
      const session = await requireSupplier(request);
      const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
      const fields = parseFields(contract.ZFactoringInvoiceScanFields, multipartValues(form));
      const upload = form.files.find((file) => file.field === 'file') ?? form.files[0];
      return attachInvoiceScan(scanDeps, session, fields.id, upload);
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.FACTORING_INVOICE_SCAN_PATH,
    {
      schema: {
        summary:
          "An invoice's scan (a download): its supplier, the customer of its sent register, a manager; anyone else 404 (decision 0114)",
        tags: ['factoring'],
        querystring: contract.ZFactoringInvoiceScanQuery,
      },
    },
    async (request, reply) => {
      const session = await requireRole(request, ['factoring-supplier', 'factoring-customer', 'manager']);
      const { row, bytes } = await invoiceScanFile(scanDeps, session, request.query.id);
      return sendAttachment(reply, 'attachment', { label: row.title, mimeType: row.mimeType }, bytes);
    },
  );
}
