import { applicationDocumentTitle, formatMoscowLongDate, formatRoubles } from '@agrolease/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** What the application's PDF says (step eight). */
export interface ApplicationPdfData {
  code: string;
  date: Date;
  company: string;
  inn: string;
  rows: { label: string; value: string }[];
  products: {
    title: string;
    supplier: string;
    quantity: number;
    price: number;
    complect: string;
    sum: number;
  }[];
  productSumm: number;
}

/** The pdfmake document of a lease application: the applicant, the machinery, the conditions. */
export function applicationPdf(data: ApplicationPdfData): TDocumentDefinitions {
  return {
    info: { title: applicationDocumentTitle(data.code), author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { fontSize: 10, lineHeight: 1.2 },
    content: [
      { text: 'АО «Агролизинг»', color: '#2f6b3a', bold: true, margin: [0, 0, 0, 12] },
      { text: applicationDocumentTitle(data.code), fontSize: 16, bold: true },
      { text: `от ${formatMoscowLongDate(data.date)}`, color: '#555555', margin: [0, 2, 0, 14] },
      { text: `Заявитель: ${data.company}, ИНН ${data.inn}`, bold: true, margin: [0, 0, 0, 10] },
      {
        table: {
          widths: [170, '*'],
          body: data.rows.map((row) => [{ text: row.label, color: '#555555' }, row.value || '—']),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 14],
      },
      { text: 'Предмет лизинга', fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 90, 90],
          body: [
            [
              { text: 'Техника', bold: true },
              { text: 'Кол-во', bold: true },
              { text: 'Цена', bold: true },
              { text: 'Сумма', bold: true },
            ],
            ...data.products.map((product) => [
              {
                stack: [
                  product.title,
                  { text: product.supplier, color: '#555555', fontSize: 8 },
                  ...(product.complect ? [{ text: `Комплектация: ${product.complect}`, fontSize: 8 }] : []),
                ],
              },
              String(product.quantity),
              formatRoubles(product.price),
              formatRoubles(product.sum),
            ]),
            [
              { text: 'Итого', bold: true, colSpan: 3 },
              '',
              '',
              { text: formatRoubles(data.productSumm), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      {
        text: 'Заявитель подтверждает достоверность сведений и согласен на их проверку АО «Агролизинг». Заявка подписывается простой электронной подписью в личном кабинете.',
        fontSize: 9,
        color: '#555555',
      },
    ],
  };
}
