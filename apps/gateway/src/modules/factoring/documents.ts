import { factoring as contract, type TCallReply } from '@agrolease/contracts';
import {
  FACTORING_ASSIGNED_STATUSES,
  FACTORING_DOCUMENT_TITLE,
  factoringAgreementNumber,
  factoringDocumentFileName,
  factoringHasDocuments,
  formatMoscowDate,
  moscowIsoDay,
  type TFactoringDocumentKind,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { type FactoringParty, renderAgreementPdf, renderNoticePdf } from './documents-pdf.ts';
import {
  invoicesOf,
  type RegisterRow,
  registerOfCustomer,
  registerOfSupplier,
  registersOfSupplier,
} from './queries.ts';
import { type FactoringDeps, invoiceItem, REGISTER_NOT_FOUND, registerItem } from './service.ts';

/**
 * The factoring documents (spec 1 §2 `factoring/documents`, decision 0105): made from the data
 * on each download, never stored, so they always show the register as it is.
 */

interface Agreement {
  number: string;
  date: string;
}

/** One general agreement per supplier, dated the day its account was opened. */
function agreementOf(supplierAccountId: number, since: Date): Agreement {
  return { number: factoringAgreementNumber(supplierAccountId), date: moscowIsoDay(since) ?? '' };
}

function agreementDocument(agreement: Agreement): contract.TFactoringDocument {
  return {
    kind: 'agreement',
    title: `${FACTORING_DOCUMENT_TITLE.agreement} № ${agreement.number} от ${formatMoscowDate(agreement.date)}`,
    file_name: factoringDocumentFileName('agreement', agreement.number),
    url: contract.factoringDocumentUrl('agreement'),
  };
}

function supplierParty(
  row: Pick<RegisterRow, 'supplierTitle' | 'supplierInn' | 'supplierOgrn' | 'supplierKpp' | 'supplierPerson'>,
): FactoringParty {
  return {
    title: row.supplierTitle,
    inn: row.supplierInn,
    ogrn: row.supplierOgrn,
    kpp: row.supplierKpp,
    person: row.supplierPerson,
  };
}

export async function listDocuments(
  deps: FactoringDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.factoringDocuments>> {
  const rows = await registersOfSupplier(deps.db, session.accountId, FACTORING_ASSIGNED_STATUSES);
  const invoices = await invoicesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const agreement = agreementOf(session.accountId, session.account.createdAt);
  const agreementDoc = agreementDocument(agreement);
  return {
    success: true,
    agreement: { ...agreement, document: agreementDoc },
    registers: rows.map((row) => ({
      ...registerItem(row, invoices.filter((invoice) => invoice.registerId === row.id).length),
      documents: [
        {
          kind: 'notice' as const,
          title: `${FACTORING_DOCUMENT_TITLE.notice} по реестру № ${row.number}`,
          file_name: factoringDocumentFileName('notice', row.number),
          url: contract.factoringDocumentUrl('notice', row.id),
        },
        agreementDoc,
      ],
    })),
  };
}

/**
 * A document's PDF: the supplier's agreement, or the notice of one of its assigned registers;
 * the customer may download the notice of a register addressed to it. Another company's: 404.
 */
export async function documentPdf(
  deps: FactoringDeps,
  session: SessionRecord,
  input: { kind: TFactoringDocumentKind; register?: number | undefined },
  now: Date,
): Promise<{ fileName: string; pdf: Buffer }> {
  const customer = session.account.role === 'factoring-customer';
  if (input.kind === 'agreement') {
    if (customer) throw new AppError('FORBIDDEN', 'Договор факторинга доступен поставщику');
    const agreement = agreementOf(session.accountId, session.account.createdAt);
    const account = session.account;
    return {
      fileName: factoringDocumentFileName('agreement', agreement.number),
      pdf: await renderAgreementPdf({
        ...agreement,
        supplier: {
          title: account.companyTitle,
          inn: account.inn,
          ogrn: account.ogrn,
          kpp: account.kpp,
          person: account.personName,
        },
      }),
    };
  }
  const id = input.register ?? 0;
  const row = customer
    ? await registerOfCustomer(deps.db, session.account.inn, id)
    : await registerOfSupplier(deps.db, session.accountId, id);
  if (!row || !factoringHasDocuments(row.status)) {
    throw new AppError('NOT_FOUND', REGISTER_NOT_FOUND);
  }
  const invoices = (await invoicesOf(deps.db, [row.id])).map(invoiceItem).reverse();
  return {
    fileName: factoringDocumentFileName('notice', row.number),
    pdf: await renderNoticePdf({
      agreement: agreementOf(row.supplierAccountId, row.supplierSince),
      register: { number: row.number, sent: row.sentAt?.toISOString() ?? null, total: row.total },
      supplier: supplierParty(row),
      debtor: { title: row.customerTitle, inn: row.customerInn },
      invoices,
      now,
    }),
  };
}
