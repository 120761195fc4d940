import type { Database } from '@agrolease/db';
import { formatMoscowDate } from '@agrolease/domain';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { storeGeneratedFile } from '../files/index.ts';
import { hasEntityDocument, insertDocument } from './queries.ts';

export const CREDIT_BUREAU_CONSENT_TITLE = 'Согласие на запрос в бюро кредитных историй';

/** The consent a lessee signs before the company requests its credit history (a real PDF). */
export function creditBureauConsentPdf(account: SessionRecord['account'], now: Date): Promise<Buffer> {
  const date = formatMoscowDate(now);
  return renderPdf({
    info: { title: CREDIT_BUREAU_CONSENT_TITLE, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 90],
    content: [
      { text: CREDIT_BUREAU_CONSENT_TITLE, fontSize: 15, bold: true, margin: [0, 0, 0, 16] },
      {
        text: [
          `${account.companyTitle} (ИНН ${account.inn}${account.ogrn ? `, ОГРН ${account.ogrn}` : ''}), в лице `,
          `${account.personName || 'уполномоченного представителя'}, даёт согласие АО «Агролизинг» на получение `,
          'из бюро кредитных историй кредитного отчёта, сформированного на основании кредитной истории ',
          'организации, в соответствии с Федеральным законом от 30.12.2004 № 218-ФЗ «О кредитных историях».',
        ],
        margin: [0, 0, 0, 10],
      },
      {
        text:
          'Согласие даётся в целях рассмотрения заявок на лизинг сельскохозяйственной техники и оборудования ' +
          'и действует в течение шести месяцев со дня подписания. В случае заключения договора лизинга ' +
          'согласие сохраняет силу в течение всего срока действия договора.',
        margin: [0, 0, 0, 10],
      },
      { text: `Дата формирования: ${date}`, margin: [0, 20, 0, 0], color: '#555555' },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.3 },
  });
}

/**
 * Every client account starts with one document to sign (docs/decisions/0063): created on the
 * first look at the documents section, once. A transaction-scoped advisory lock per account keeps
 * two simultaneous first looks from creating it twice.
 */
export async function ensureAccountDocuments(
  deps: { db: Database; files: FileStorage },
  session: SessionRecord,
  now = new Date(),
): Promise<void> {
  if (session.account.role !== 'client') return;
  if (await hasEntityDocument(deps.db, session.accountId, 'account')) return;
  const bytes = await creditBureauConsentPdf(session.account, now);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(6301, ${session.accountId})`);
    if (await hasEntityDocument(tx, session.accountId, 'account')) return;
    const file = await storeGeneratedFile({ db: tx, files: deps.files }, session.accountId, {
      title: `${CREDIT_BUREAU_CONSENT_TITLE}.pdf`,
      bytes,
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
    await insertDocument(tx, {
      accountId: session.accountId,
      entity: 'account',
      entityId: session.accountId,
      title: CREDIT_BUREAU_CONSENT_TITLE,
      fileId: file.id,
      needsSignature: true,
    });
  });
}
