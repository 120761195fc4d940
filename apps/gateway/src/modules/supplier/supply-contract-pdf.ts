import { formatIsoDayRu, formatNumberRu, LESSOR } from '@agrolease/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf.ts';

export interface SupplyContractPdfInput {
  number: string;
  /** yyyy-MM-dd */
  date: string;
  leaseContract: string;
  supplier: { title: string; inn: string; kpp: string; ogrn: string };
  lessee: { title: string; inn: string };
  items: { title: string; quantity: number; price: number; sum: number }[];
  sum: number;
  terms: string[];
}

function money(value: number): string {
  return `${formatNumberRu(value)}\u00a0₽`;
}

/**
 * The supply contract of a deal (decision 0107): the lessor buys the supplier's machines for the
 * lessee of the lease contract. Formed on request from the deal's rows; nothing is stored.
 */
export async function renderSupplyContractPdf(input: SupplyContractPdfInput): Promise<Buffer> {
  const supplier = input.supplier;
  const definition: TDocumentDefinitions = {
    info: { title: `Договор поставки ${input.number}`, author: LESSOR.title },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      h1: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 12, bold: true, margin: [0, 14, 0, 6] },
      muted: { color: '#5c6470', fontSize: 9 },
      th: { bold: true, color: '#1b5e20' },
    },
    content: [
      { text: `Договор поставки № ${input.number}`, style: 'h1' },
      { text: `г. Москва, ${formatIsoDayRu(input.date)}`, style: 'muted' },
      { text: 'Стороны', style: 'h2' },
      {
        text: `Покупатель: ${LESSOR.title}, ИНН ${LESSOR.inn}, КПП ${LESSOR.kpp}, ОГРН ${LESSOR.ogrn}, адрес: ${LESSOR.address}.`,
      },
      {
        text: `Поставщик: ${supplier.title}, ИНН ${supplier.inn}${supplier.kpp ? `, КПП ${supplier.kpp}` : ''}${supplier.ogrn ? `, ОГРН ${supplier.ogrn}` : ''}.`,
        margin: [0, 4, 0, 0],
      },
      {
        text: `Лизингополучатель: ${input.lessee.title}${input.lessee.inn ? `, ИНН ${input.lessee.inn}` : ''} — по договору лизинга № ${input.leaseContract}.`,
        margin: [0, 4, 0, 0],
      },
      { text: 'Предмет договора', style: 'h2' },
      {
        text: 'Поставщик передаёт в собственность Покупателя, а Покупатель принимает и оплачивает технику для передачи в лизинг Лизингополучателю:',
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 90, 90],
          body: [
            ['Техника', 'Кол-во', 'Цена', 'Сумма'].map((text) => ({ text, style: 'th' })),
            ...input.items.map((line) => [
              line.title,
              String(line.quantity),
              { text: money(line.price), alignment: 'right' as const },
              { text: money(line.sum), alignment: 'right' as const },
            ]),
            [
              { text: 'Итого с НДС', bold: true, colSpan: 3 },
              '',
              '',
              { text: money(input.sum), alignment: 'right' as const, bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Условия поставки', style: 'h2' },
      { ul: input.terms },
      {
        text: 'Договор вступает в силу с момента подписания сторонами. Подписание электронной подписью имеет силу собственноручной.',
        style: 'muted',
        margin: [0, 14, 0, 0],
      },
    ],
  };
  return renderPdf(definition);
}
