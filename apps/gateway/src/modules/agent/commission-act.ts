import { formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/** What the act of services rendered for one paid commission says (decision 0108). */
export interface CommissionActData {
  number: string;
  paidOn: string;
  paymentOrder: string;
  agent: { title: string; inn: string; name: string };
  company: { title: string; inn: string };
  dealCode: string;
  applicationCode: string;
  base: number;
  percent: number;
  amount: number;
}

/** «Акт об оказании услуг»: the agent brought the company's deal; the company paid the commission. */
export function commissionActPdf(data: CommissionActData): TDocumentDefinitions {
  const percent = String(data.percent).replace('.', ',');
  return {
    info: { title: `Акт об оказании услуг № ${data.number}`, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    defaultStyle: { fontSize: 10, lineHeight: 1.25 },
    content: [
      { text: `Акт об оказании услуг № ${data.number}`, fontSize: 15, bold: true, alignment: 'center' },
      {
        text: `от ${formatIsoDayRu(data.paidOn)}`,
        alignment: 'center',
        color: '#555555',
        margin: [0, 2, 0, 16],
      },
      {
        text: [{ text: 'Исполнитель (агент): ', bold: true }, `${data.agent.title}, ИНН ${data.agent.inn}`],
      },
      { text: [{ text: 'Заказчик: ', bold: true }, 'АО «Агролизинг»'], margin: [0, 2, 0, 12] },
      {
        text: `Исполнитель привлёк клиента ${data.company.title} (ИНН ${data.company.inn}): по заявке ${data.applicationCode} заключена и исполнена сделка лизинга ${data.dealCode}. Услуги оказаны полностью, Заказчик претензий по объёму, качеству и срокам не имеет.`,
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Стоимость техники по сделке', formatRoubles(data.base)],
            ['Ставка вознаграждения', `${percent} %`],
            [
              { text: 'Вознаграждение агента', bold: true },
              { text: formatRoubles(data.amount), bold: true },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      {
        text: `Вознаграждение выплачено платёжным поручением № ${data.paymentOrder} от ${formatIsoDayRu(data.paidOn)}.`,
        margin: [0, 0, 0, 28],
      },
      {
        columns: [
          { text: `Исполнитель\n\n______________ / ${data.agent.name}` },
          { text: 'Заказчик\nАО «Агролизинг»\n______________ / ______________' },
        ],
      },
    ],
  };
}
