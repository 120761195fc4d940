import { formatIsoDayRu, formatNumberRu, LESSOR } from '@agrolease/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf.ts';

export interface ContractPdfInput {
  contractName: string;
  /** yyyy-MM-dd */
  contractDate: string;
  lessee: { title: string; inn: string; kpp: string; ogrn: string };
  machinery: { title: string; quantity: number; price: number }[];
  sum: number;
  advancePercent: number;
  advance: number;
  termMonths: number;
  scheduleTitle: string;
  rate: number;
  total: number;
  payments: { number: number; dueDate: string; sum: number }[];
}

function money(value: number): string {
  return `${formatNumberRu(value)}\u00a0₽`;
}

/** The lease contract of a deal (decision 0064): parties, machinery, conditions and the schedule. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const lessee = input.lessee;
  const definition: TDocumentDefinitions = {
    info: { title: `Договор лизинга ${input.contractName}`, author: LESSOR.title },
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
      { text: `Договор финансовой аренды (лизинга) № ${input.contractName}`, style: 'h1' },
      { text: `г. Москва, ${formatIsoDayRu(input.contractDate)}`, style: 'muted' },
      { text: 'Стороны', style: 'h2' },
      {
        text: `Лизингодатель: ${LESSOR.title}, ИНН ${LESSOR.inn}, ОГРН ${LESSOR.ogrn}, в лице уполномоченного представителя.`,
      },
      {
        text: `Лизингополучатель: ${lessee.title}, ИНН ${lessee.inn}${lessee.kpp ? `, КПП ${lessee.kpp}` : ''}${lessee.ogrn ? `, ОГРН ${lessee.ogrn}` : ''}.`,
        margin: [0, 4, 0, 0],
      },
      { text: 'Предмет лизинга', style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 90, 90],
          body: [
            ['Техника', 'Кол-во', 'Цена', 'Сумма'].map((text) => ({ text, style: 'th' })),
            ...input.machinery.map((line) => [
              line.title,
              String(line.quantity),
              { text: money(line.price), alignment: 'right' as const },
              { text: money(line.price * line.quantity), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Условия', style: 'h2' },
      {
        table: {
          widths: ['45%', '*'],
          body: [
            ['Стоимость предмета лизинга с НДС', money(input.sum)],
            ['Аванс', `${formatNumberRu(input.advancePercent)} % — ${money(input.advance)}`],
            ['Срок лизинга', `${input.termMonths} мес.`],
            ['График платежей', input.scheduleTitle],
            ['Ставка', `${formatNumberRu(input.rate)} % годовых`],
            ['Сумма договора', money(input.total)],
          ].map(([label, value]) => [
            { text: label ?? '', style: 'muted' },
            { text: value ?? '', bold: true },
          ]),
        },
        layout: 'noBorders',
      },
      { text: 'График лизинговых платежей', style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: [30, 80, '*'],
          body: [
            ['№', 'Дата', 'Платёж'].map((text) => ({ text, style: 'th' })),
            ...input.payments.map((payment) => [
              payment.number === 0 ? 'Аванс' : String(payment.number),
              formatIsoDayRu(payment.dueDate),
              { text: money(payment.sum), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 9,
      },
      {
        text: 'Договор вступает в силу с момента подписания сторонами. Подписание электронной подписью имеет силу собственноручной.',
        style: 'muted',
        margin: [0, 14, 0, 0],
      },
    ],
  };
  return renderPdf(definition);
}
