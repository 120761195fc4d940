import type { payments as contract } from '@agrolease/contracts';
import { formatIsoDayRu, formatKopecks } from '@agrolease/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

const money = (kopecks: number) => formatKopecks(kopecks).replace(/\u00a0₽$/, '');

/**
 * «Счёт на оплату» of one lease payment (issue 38, decision 0168): the bank block of a Russian
 * invoice (the payee's bank, BIC, accounts, INN and KPP), the payer, the payment and its penalty,
 * the total in figures, the purpose to copy and the payment QR code the page shows.
 */
export function invoicePdfDefinition(input: {
  invoice: contract.TPaymentInvoice;
  payer: { title: string; inn: string; kpp: string };
  day: string;
}): TDocumentDefinitions {
  const { invoice, payer } = input;
  const r = invoice.requisites;
  const cell = (text: string | Content[], options: Record<string, unknown> = {}) => ({ text, ...options });
  const lines: Content[][] = [
    [
      cell('№', { bold: true }),
      cell('Наименование', { bold: true }),
      cell('Сумма, ₽', { bold: true, alignment: 'right' }),
    ],
    [
      cell('1'),
      cell(
        `Лизинговый платёж № ${invoice.number} по договору ${invoice.contract_name} от ${formatIsoDayRu(invoice.contractdate)}, срок оплаты ${formatIsoDayRu(invoice.payment_date)}${
          invoice.paid_kopecks > 0
            ? `: остаток — платёж ${money(invoice.payment_kopecks)} ₽, оплачено ${money(invoice.paid_kopecks)} ₽`
            : ''
        }`,
      ),
      cell(money(invoice.sum_kopecks), { alignment: 'right' }),
    ],
  ];
  if (invoice.penalty_kopecks > 0) {
    lines.push([
      cell('2'),
      cell(
        `Пени за просрочку: ${invoice.days_overdue} дн. × ${invoice.penalty_rate.replace('.', ',')} % в день от ${money(invoice.sum_kopecks)} ₽`,
      ),
      cell(money(invoice.penalty_kopecks), { alignment: 'right' }),
    ]);
  }
  return {
    info: { title: `Счёт на оплату по договору ${invoice.contract_name}`, author: r.name },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9.5, lineHeight: 1.2 },
    content: [
      {
        table: {
          widths: ['*', 50, 130],
          body: [
            [
              cell([r.bank_name, { text: '\nБанк получателя', fontSize: 8, color: '#555555' }], {
                rowSpan: 2,
              }),
              cell('БИК'),
              cell(r.bic),
            ],
            [cell(''), cell('Сч. №'), cell(r.correspondent_account)],
            [
              cell(`ИНН ${r.inn}     КПП ${r.kpp}`),
              cell('Сч. №', { rowSpan: 2 }),
              cell(r.account, { rowSpan: 2 }),
            ],
            [cell([r.name, { text: '\nПолучатель', fontSize: 8, color: '#555555' }]), cell(''), cell('')],
          ],
        },
        margin: [0, 0, 0, 18],
      },
      {
        text: `Счёт на оплату по договору ${invoice.contract_name} от ${formatIsoDayRu(input.day)}`,
        fontSize: 14,
        bold: true,
        margin: [0, 0, 0, 6],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }], margin: [0, 0, 0, 10] },
      {
        columns: [
          { width: 90, text: 'Получатель:', color: '#555555' },
          { width: '*', text: `${r.name}, ИНН ${r.inn}, КПП ${r.kpp}`, bold: true },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        columns: [
          { width: 90, text: 'Плательщик:', color: '#555555' },
          {
            width: '*',
            text: [payer.title, payer.inn ? `ИНН ${payer.inn}` : '', payer.kpp ? `КПП ${payer.kpp}` : '']
              .filter(Boolean)
              .join(', '),
            bold: true,
          },
        ],
        margin: [0, 0, 0, 12],
      },
      { table: { headerRows: 1, widths: [20, '*', 90], body: lines }, margin: [0, 0, 0, 6] },
      {
        columns: [
          { width: '*', text: 'Итого к оплате:', alignment: 'right', bold: true },
          { width: 90, text: money(invoice.total_kopecks), alignment: 'right', bold: true },
        ],
        margin: [0, 0, 0, 4],
      },
      {
        text: 'НДС — согласно договору лизинга.',
        alignment: 'right',
        color: '#555555',
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Назначение платежа', bold: true, margin: [0, 0, 0, 4] },
              { text: invoice.purpose, margin: [0, 0, 0, 10] },
              {
                text: invoice.isOverdue
                  ? `Платёж просрочен на ${invoice.days_overdue} дн.: пени начислены по день выставления счёта включительно и растут на ${invoice.penalty_rate.replace('.', ',')} % суммы платежа за каждый следующий день.`
                  : 'Оплатите до срока, указанного в графике: после него начисляются пени.',
                color: '#555555',
              },
              {
                text: 'Отсканируйте QR-код в приложении банка: реквизиты, назначение и сумма заполнятся сами.',
                color: '#555555',
                margin: [0, 8, 0, 0],
              },
            ],
          },
          { width: 150, svg: invoice.qr_svg, fit: [150, 150] },
        ],
        columnGap: 16,
      },
    ],
  };
}
