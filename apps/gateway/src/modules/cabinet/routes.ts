import { cabinet, PARTNER_ROLES } from '@agrolease/contracts';
import { personalManagerOf } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerDownload } from '../../http/register-download.ts';
import { requireRole } from '../../http/session.ts';
import { applicationsReport, orderScheduleReport, ordersReport, paymentsReport } from './exports.ts';
import { cabinetSearch } from './search.ts';
import {
  acknowledgeUserNotifications,
  type CabinetDeps,
  type CabinetPorts,
  cabinetApplications,
  cabinetHistory,
  cabinetMain,
  cabinetMessage,
  cabinetMessageDocument,
  cabinetMessages,
  cabinetOrder,
  cabinetOrders,
  cabinetPayments,
  deleteUncompletedApplication,
  userNotifications,
} from './service.ts';

const client = (request: FastifyRequest) => requireRole(request, ['client']);
/** The supplier gets the dashboard (its accreditation), messages and pop-ups too (decision 0083). */
const clientOrSupplier = (request: FastifyRequest) => requireRole(request, ['client', 'supplier']);

/** The client's dashboard, lists, messages, notifications and search (decision 0061). */
export async function cabinetRoutes(app: FastifyInstance, ports: CabinetPorts): Promise<void> {
  const deps: CabinetDeps = {
    db: app.db,
    files: app.adapters.files,
    now: () => app.adapters.clock.now(),
    accreditationItem: ports.accreditationItem,
  };
  // Any partner role has a personal manager; no query: the manager follows from the account.
  registerCall(app, cabinet.cabinetManager, async (_input, request) => ({
    success: true as const,
    manager: personalManagerOf((await requireRole(request, PARTNER_ROLES)).accountId),
  }));
  registerCall(app, cabinet.cabinetMain, async (_input, request) =>
    cabinetMain(deps, await clientOrSupplier(request)),
  );
  registerCall(app, cabinet.getCabinetApplications, async (input, request) =>
    cabinetApplications(deps, await client(request), input),
  );
  registerCall(app, cabinet.cabinetApplicationUncompletedDelete, async (input, request) =>
    deleteUncompletedApplication(deps, await client(request), input.id_object),
  );
  registerCall(app, cabinet.getCabinetMessages, async (input, request) =>
    cabinetMessages(deps, await clientOrSupplier(request), input),
  );
  registerCall(app, cabinet.getCabinetMessage, async (input, request) =>
    cabinetMessage(deps, await clientOrSupplier(request), input.id_message),
  );
  registerCall(app, cabinet.getCabinetMessageDocument, async (input, request) =>
    cabinetMessageDocument(deps, await clientOrSupplier(request), input.id_message),
  );
  registerCall(app, cabinet.getUserNotifications, async (_input, request) =>
    userNotifications(deps, await clientOrSupplier(request)),
  );
  registerCall(app, cabinet.ackUserNotifications, async (input, request) =>
    acknowledgeUserNotifications(deps, await clientOrSupplier(request), input.up_to),
  );
  registerCall(app, cabinet.cabinetSearch, async (input, request) =>
    cabinetSearch(deps, await client(request), input),
  );
  registerCall(app, cabinet.getCabinetOrders, async (input, request) =>
    cabinetOrders(deps, await client(request), input),
  );
  registerCall(app, cabinet.getCabinetOrder, async (input, request) =>
    cabinetOrder(deps, await client(request), input.id_order),
  );
  registerCall(app, cabinet.getCabinetPayments, async (input, request) =>
    cabinetPayments(deps, await client(request), input),
  );
  registerCall(app, cabinet.getCabinetHistory, async (input, request) =>
    cabinetHistory(deps, await client(request), input),
  );

  // The lists as files, with the filters the page had (issue 38, decision 0175).
  const download = (path: string, summary: string) => ({ path, summary, group: 'cabinet' });
  registerDownload(
    app,
    {
      ...download(
        cabinet.CABINET_APPLICATIONS_REPORT_PATH,
        "The caller's applications as XLSX, with GetCabinetApplications' filters, every page",
      ),
      query: cabinet.ZCabinetApplicationsFilters,
    },
    async (query, request) => applicationsReport(deps, await client(request), query),
  );
  registerDownload(
    app,
    {
      ...download(cabinet.CABINET_ORDERS_REPORT_PATH, "The caller's lease contracts as XLSX"),
      query: cabinet.ZCabinetOrdersReportQuery,
    },
    async (_query, request) => ordersReport(deps, await client(request)),
  );
  registerDownload(
    app,
    {
      ...download(
        cabinet.CABINET_PAYMENTS_REPORT_PATH,
        "The caller's payments as XLSX, with GetCabinetPayments' filters (state, id_order), every page",
      ),
      query: cabinet.ZCabinetPaymentsFilters,
    },
    async (query, request) => paymentsReport(deps, await client(request), query),
  );
  registerDownload(
    app,
    {
      ...download(
        cabinet.CABINET_ORDER_SCHEDULE_PATH,
        "One of the caller's orders' payment schedule as XLSX or PDF (another company's order: 404)",
      ),
      query: cabinet.ZCabinetOrderScheduleQuery,
    },
    async (query, request) => orderScheduleReport(deps, await client(request), query),
  );
}
