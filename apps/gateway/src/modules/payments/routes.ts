import { payments as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerDownload } from '../../http/register-download.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole } from '../../http/session.ts';
import { assignIncoming, importStatement, listIncoming, recordIncoming } from './incoming.ts';
import { incomingReport } from './incoming-report.ts';
import { paymentInvoice, paymentInvoicePdf } from './invoice.ts';

const requireClient = (request: FastifyRequest) => requireRole(request, ['client']);
const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** Paying a lease payment and the money that comes in (issue 38, decision 0168). */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const invoiceDeps = { db: app.db, now: () => app.adapters.clock.now(), terms: app.paymentTerms };
  const incomingDeps = { db: app.db, penaltyRateMillionths: app.paymentTerms.penaltyRateMillionths };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  registerCall(app, contract.cabinetPaymentInvoice, async (input, request) => ({
    success: true as const,
    invoice: await paymentInvoice(invoiceDeps, await requireClient(request), input.id_payment),
  }));
  typed.get(
    contract.PAYMENT_INVOICE_PDF_PATH,
    {
      schema: {
        summary:
          "The invoice of one of the caller's unpaid payments as a PDF: requisites, the payment and its penalty, the purpose and the QR code (another company's: 404; paid: 409)",
        tags: ['payments'],
        querystring: contract.ZPaymentInvoicePdfQuery,
      },
    },
    async (request, reply) => {
      const session = await requireClient(request);
      const { filename, pdf } = await paymentInvoicePdf(invoiceDeps, session, request.query.id_payment);
      return sendAttachment(reply, 'attachment', { label: filename, mimeType: 'application/pdf' }, pdf);
    },
  );

  registerCall(app, contract.incomingPayments, async (input, request) => {
    await requireManager(request);
    return listIncoming(incomingDeps, input);
  });
  registerDownload(
    app,
    {
      path: contract.INCOMING_REPORT_PATH,
      group: 'payments',
      summary: 'Manager: the incoming payments as XLSX, with the queue’s filter (state), every page',
      query: contract.ZIncomingFilters,
      // The queue's page shows «Все» for a state it does not know: so does the file.
      forgiving: true,
    },
    async (query, request) => {
      await requireManager(request);
      return incomingReport(incomingDeps, query, app.adapters.clock.now());
    },
  );
  registerCall(app, contract.recordIncomingPayment, async (input, request) =>
    recordIncoming(incomingDeps, await requireManager(request), input),
  );
  registerCall(app, contract.assignIncomingPayment, async (input, request) =>
    assignIncoming(incomingDeps, await requireManager(request), input),
  );
  typed.post(
    contract.INCOMING_IMPORT_PATH,
    {
      schema: {
        summary:
          'Manager: imports a bank statement in the 1C exchange format (multipart part file; windows-1251 or UTF-8): payment orders matched to contracts by the number in the purpose and the payer’s INN, the unmatched listed, the ones taken before skipped',
        tags: ['payments'],
        consumes: ['multipart/form-data'],
        response: { 200: contract.ZImportReply },
      },
    },
    async (request) => {
      const manager = await requireManager(request);
      const form = await readMultipartForm(request, { limitBytes: contract.STATEMENT_LIMIT_BYTES });
      return importStatement(
        incomingDeps,
        manager,
        form.files.find((file) => file.field === 'file'),
      );
    },
  );
}
