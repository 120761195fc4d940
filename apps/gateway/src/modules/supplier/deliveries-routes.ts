import { supplierDeliveries as contract, supplierDashboard, zId } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { requireRole, requireSession } from '../../http/session.ts';
import { XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { applicationsWorkbook } from './applications-report.ts';
import { supplierDashboardOf } from './dashboard.ts';
import {
  addSupplierDeliveryDocument,
  deliveryDocumentFile,
  saveSupplierDelivery,
  supplierApplicationCard,
  supplierApplicationsForReport,
  supplierApplicationsList,
  supplierDeliveriesList,
  supplierDeliveryCard,
} from './deliveries.ts';
import {
  SUPPLIER_COMPLAINTS_EXPORT,
  SUPPLIER_DELIVERIES_EXPORT,
  SUPPLY_CONTRACTS_EXPORT,
} from './list-exports.ts';
import {
  answerSupplierComplaint,
  supplierComplaintCard,
  supplierComplaintsList,
} from './supplier-complaints.ts';
import { supplyContractCard, supplyContractPdf, supplyContractsList } from './supply-contracts.ts';

/** The supplier's home page (decision 0192), and the accredited supplier's applications and deliveries (decision 0090). */
export async function supplierDeliveriesRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };

  // The home page, before accreditation too: it shows where the accreditation stands.
  registerCall(app, supplierDashboard.supplierDashboard, async (_input, request) =>
    supplierDashboardOf(deps.db, await requireRole(request, ['supplier'])),
  );
  registerCall(app, contract.supplierApplications, async (input, request) =>
    supplierApplicationsList(deps, await requireAccreditedSupplier(request), input),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.SUPPLIER_APPLICATIONS_REPORT_PATH,
    {
      schema: {
        summary:
          "The applications with the supplier's machines as an XLSX workbook (the list's download_url)",
        tags: ['supplier'],
        querystring: contract.ZSupplierApplicationsQuery.pick({ state: true, query: true }),
      },
    },
    async (request, reply) => {
      const session = await requireAccreditedSupplier(request);
      const now = deps.clock.now();
      const data = await supplierApplicationsForReport(deps, session, request.query);
      return sendAttachment(
        reply,
        'attachment',
        {
          label: `applications-${now.toISOString().slice(0, 10)}`,
          mimeType: XLSX_MIME,
        },
        await applicationsWorkbook(data, now),
      );
    },
  );
  registerCall(app, contract.supplierApplication, async (input, request) =>
    supplierApplicationCard(deps, await requireAccreditedSupplier(request), input),
  );
  registerListWithExport(
    app,
    contract.supplierDeliveries,
    SUPPLIER_DELIVERIES_EXPORT,
    async (input, request) => supplierDeliveriesList(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierDelivery, async (input, request) =>
    supplierDeliveryCard(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerCall(app, contract.supplierDeliverySave, async (input, request) =>
    saveSupplierDelivery(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierDeliveryAddDocument, async (input, request) =>
    addSupplierDeliveryDocument(deps, await requireAccreditedSupplier(request), input),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    contract.DELIVERY_DOCUMENT_PATH,
    {
      schema: {
        summary:
          "A delivery document's bytes: for the supplier that attached it, the deal's client and the manager; anyone else 404",
        tags: ['supplier'],
        querystring: z.object({ id: zId('Неверный документ (id)') }),
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { file, bytes } = await deliveryDocumentFile(
        { db: app.db, files: app.adapters.files },
        session,
        request.query.id,
      );
      return sendAttachment(reply, 'inline', { label: file.title, mimeType: file.mimeType }, bytes);
    },
  );

  // The supply contracts and the complaints about the deliveries (decision 0107).
  registerListWithExport(
    app,
    contract.supplierSupplyContracts,
    SUPPLY_CONTRACTS_EXPORT,
    async (input, request) => supplyContractsList(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierSupplyContract, async (input, request) =>
    supplyContractCard(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.SUPPLY_CONTRACT_PDF_PATH,
    {
      schema: {
        summary: "The supply contract's PDF (id_object = the deal), formed from the deal's rows",
        tags: ['supplier'],
        querystring: z.object({ id_object: zId('Неверная сделка (id_object)') }),
      },
    },
    async (request, reply) => {
      const session = await requireAccreditedSupplier(request);
      const { bytes, fileName } = await supplyContractPdf(deps, session, request.query.id_object);
      return sendAttachment(reply, 'attachment', { label: fileName, mimeType: 'application/pdf' }, bytes);
    },
  );
  registerListWithExport(
    app,
    contract.supplierComplaints,
    SUPPLIER_COMPLAINTS_EXPORT,
    async (input, request) => supplierComplaintsList(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.supplierComplaint, async (input, request) =>
    supplierComplaintCard(deps, await requireAccreditedSupplier(request), input.id_object),
  );
  registerCall(app, contract.supplierComplaintAnswer, async (input, request) =>
    answerSupplierComplaint(deps, await requireAccreditedSupplier(request), input),
  );
}
