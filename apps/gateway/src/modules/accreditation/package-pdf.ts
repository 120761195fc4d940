import { formatMoscowLongDate } from '@agrolease/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** What the accreditation package's PDF says: the answers of steps 1–3 and the attached files. */
export interface AccreditationPdfData {
  code: string;
  date: Date;
  company: string;
  inn: string;
  rows: { label: string; value: string }[];
  files: { document: string; title: string }[];
}

/** The pdfmake document the supplier signs at step 5. */
export function accreditationPdf(data: AccreditationPdfData): TDocumentDefinitions {
  return {
    info: { title: `Заявление на аккредитацию ${data.code}`, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { fontSize: 10, lineHeight: 1.2 },
    content: [
      { text: 'АО «Агролизинг»', color: '#2f6b3a', bold: true, margin: [0, 0, 0, 12] },
      { text: 'Заявление на аккредитацию поставщика', fontSize: 16, bold: true },
      { text: `${data.code} от ${formatMoscowLongDate(data.date)}`, color: '#555555', margin: [0, 2, 0, 14] },
      { text: `Поставщик: ${data.company}, ИНН ${data.inn}`, bold: true, margin: [0, 0, 0, 10] },
      {
        table: {
          widths: [190, '*'],
          body: data.rows.map((row) => [{ text: row.label, color: '#555555' }, row.value || '—']),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 14],
      },
      { text: 'Приложенные документы', fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          widths: [190, '*'],
          body: data.files.map((file) => [{ text: file.document, color: '#555555' }, file.title]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 18],
      },
      {
        text: 'Поставщик подтверждает достоверность сведений и документов и согласен на их проверку АО «Агролизинг». Заявление подписывается электронной подписью в личном кабинете.',
        fontSize: 9,
        color: '#555555',
      },
    ],
  };
}
