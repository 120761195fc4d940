import { supplierReports as contract } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCall } from '../../http/register-call.ts';
import { sendAttachment } from '../../http/send-attachment.ts';
import { XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { requireAccreditedSupplier } from '../accreditation/index.ts';
import { partnerMailDepsOf, partnerSenderOf } from '../partner-mail/index.ts';
import { createSupplierCheckList, sendSupplierCheckList, supplierCheckLists } from './check-lists.ts';
import { supplierSpecialReport } from './special-report.ts';
import { specialReportWorkbook } from './special-report-workbook.ts';

/** The accredited supplier's check lists and special report (decision 0100). */
export async function supplierReportsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock, files: app.adapters.files };
  const partnerMail = partnerMailDepsOf(app);

  registerCall(app, contract.supplierCRMCheckLists, async (input, request) =>
    supplierCheckLists(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.createSupplierCheckList, async (input, request) =>
    createSupplierCheckList(deps, await requireAccreditedSupplier(request), input),
  );
  registerCall(app, contract.sendMailSupplierCheckList, async (input, request) => {
    const session = await requireAccreditedSupplier(request);
    return sendSupplierCheckList(deps, partnerMail, partnerSenderOf(session, request), session, input);
  });

  registerCall(app, contract.supplierSpecialReport, async (input, request) =>
    supplierSpecialReport(deps, await requireAccreditedSupplier(request), input),
  );
  // The spec's "no time-out": the gateway sets none; the page downloads it with a progress bar.
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.SPECIAL_REPORT_XLSX_PATH,
    {
      schema: {
        summary:
          'The special report as an XLSX workbook (the report’s download_url): totals, months, states, machines',
        tags: ['supplier'],
        querystring: contract.ZSpecialReportQuery,
      },
    },
    async (request, reply) => {
      const report = await supplierSpecialReport(
        deps,
        await requireAccreditedSupplier(request),
        request.query,
      );
      const file = await specialReportWorkbook(report);
      return sendAttachment(
        reply,
        'attachment',
        {
          label: `special-report-${report.period.from}-${report.period.to}`,
          mimeType: XLSX_MIME,
        },
        file,
      );
    },
  );
}
