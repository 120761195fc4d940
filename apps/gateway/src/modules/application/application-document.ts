import type { DbExecutor } from '@agrolease/db';
import {
  applicationCode,
  applicationDocumentTitle,
  formatRoubles,
  LEASE_PROGRAMMES,
  SCHEDULE_TYPES,
} from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { storeGeneratedFile } from '../files/index.ts';
import { applicationPdf } from './application-pdf.ts';
import { type ApplicationDeps, sumOf, type TProduct } from './draft.ts';
import type { ApplicationRow } from './lifecycle.ts';
import { findApplicationDocument, insertApplicationDocument, replaceUnsignedDocument } from './queries.ts';
import { type Choices, titleOf } from './wizard-form.ts';

/** The application's PDF: generated from the draft and kept as its one document to sign. */
export async function ensureDocument(
  deps: ApplicationDeps,
  tx: DbExecutor,
  session: SessionRecord,
  application: ApplicationRow,
  products: readonly TProduct[],
  choices: Choices,
  regenerate: boolean,
) {
  const existing = await findApplicationDocument(tx, application.id);
  if (existing && (!regenerate || existing.signedAt)) return existing;
  const form = application.form;
  // The number the application is sent under (lifecycle.ts), so the document carries it from the start.
  const code = application.code ?? applicationCode(application.id);
  const title = applicationDocumentTitle(code);
  const bytes = await renderPdf(
    applicationPdf({
      code,
      date: new Date(),
      company: session.account.companyTitle,
      inn: session.account.inn,
      rows: [
        { label: 'Регион деятельности', value: titleOf(choices.regions, form.region) },
        { label: 'Программа', value: titleOf(LEASE_PROGRAMMES, form.programme) },
        {
          label: 'Контактное лицо',
          value: [form.contact_name, form.contact_phone].filter(Boolean).join(', '),
        },
        {
          label: 'Доставка',
          value: [titleOf(choices.regions, form.delivery_region), form.delivery_address]
            .filter(Boolean)
            .join(', '),
        },
        {
          label: 'Стоимость доставки',
          value:
            typeof form.shipping_cost === 'number' ? formatRoubles(form.shipping_cost) : 'будет рассчитана',
        },
        { label: 'Аванс', value: `${String(form.advance_percent ?? '—')} %` },
        { label: 'Срок лизинга', value: `${String(form.term_months ?? '—')} мес.` },
        { label: 'График платежей', value: titleOf(SCHEDULE_TYPES, form.schedule_type) },
        {
          label: 'Выручка за прошлый год',
          value: typeof form.revenue === 'number' ? formatRoubles(form.revenue) : '—',
        },
        { label: 'Площадь земель, га', value: String(form.land_area ?? '—') },
        { label: 'Техники в парке, ед.', value: String(form.fleet_size ?? '—') },
      ],
      products: products.map((product) => ({
        title: product.title,
        supplier: product.supplier,
        quantity: product.quantity,
        price: product.price,
        complect: product.complect
          .filter((piece) => piece.chosen && piece.price > 0)
          .map((piece) => piece.title)
          .join(', '),
        sum: product.sum,
      })),
      productSumm: sumOf(products),
    }),
  );
  const file = await storeGeneratedFile({ db: tx, files: deps.files }, session.accountId, {
    title: `${title}.pdf`,
    bytes,
    mimeType: 'application/pdf',
    extension: 'pdf',
  });
  if (existing) return (await replaceUnsignedDocument(tx, existing.id, title, file.id)) ?? existing;
  return insertApplicationDocument(tx, {
    accountId: session.accountId,
    applicationId: application.id,
    title,
    fileId: file.id,
  });
}
