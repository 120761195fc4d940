import type { cabinet } from '@agrolease/contracts';
import { formatDecimalRu, formatMoscowDate, formatMoscowDateTime } from '@agrolease/domain';
import { renderPdf } from '../../pdf/render-pdf.ts';
import type { cabinetOrder } from './service.ts';

type Order = Awaited<ReturnType<typeof cabinetOrder>>;

/** 1234567.5 → «1 234 567,50 ₽»: a schedule is read to the kopeck. */
const money = (roubles: number) =>
  `${formatDecimalRu(roubles, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0₽`;

function stateOf(payment: cabinet.TPaymentItem): string {
  if (payment.paid_at) return `Оплачен ${formatMoscowDate(payment.paid_at)}`;
  return payment.isOverdue ? 'Просрочен' : 'Ожидается';
}

/**
 * An order's payment schedule as a PDF (issue 38, decision 0175): the contract, the lessee, each
 * payment with its date, sum and state, and the totals the cabinet shows (paid, due, overdue),
 * for the client's accountant.
 */
export function orderSchedulePdf(order: Order, company: string, generatedAt: Date): Promise<Buffer> {
  const title = `График платежей по договору ${order.order.contract_name}`;
  const total = order.schedule.reduce((sum, payment) => sum + payment.payment_sum, 0);
  return renderPdf({
    info: { title, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { fontSize: 10, lineHeight: 1.2 },
    footer: (page, pages) => ({
      text: `Стр. ${page} из ${pages}`,
      alignment: 'right',
      fontSize: 8,
      color: '#777777',
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: 'АО «Агролизинг»', color: '#2f6b3a', bold: true, margin: [0, 0, 0, 12] },
      { text: title, fontSize: 16, bold: true },
      {
        text: `от ${formatMoscowDate(order.order.contractdate)} · ${company}`,
        color: '#555555',
        margin: [0, 2, 0, 14],
      },
      {
        table: {
          headerRows: 1,
          widths: [30, 80, '*', 110],
          body: [
            [
              { text: '№', bold: true },
              { text: 'Дата', bold: true },
              { text: 'Сумма', bold: true, alignment: 'right' },
              { text: 'Состояние', bold: true },
            ],
            ...order.schedule.map((payment) => [
              String(payment.number),
              formatMoscowDate(payment.payment_date),
              { text: money(payment.payment_sum), alignment: 'right' as const },
              stateOf(payment),
            ]),
            [
              { text: 'Итого по графику', bold: true, colSpan: 2 },
              '',
              { text: money(total), bold: true, alignment: 'right' as const },
              '',
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 14],
      },
      {
        table: {
          widths: [170, '*'],
          body: [
            [{ text: 'Оплачено', color: '#555555' }, money(order.totals.paid)],
            [{ text: 'Осталось оплатить', color: '#555555' }, money(order.totals.due)],
            [{ text: 'Из них просрочено', color: '#555555' }, money(order.totals.overdue)],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 18],
      },
      {
        text: `Сформировано ${formatMoscowDateTime(generatedAt)} (московское время) в личном кабинете Агролизинга.`,
        fontSize: 8,
        color: '#777777',
      },
    ],
  });
}
