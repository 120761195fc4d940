import type { calculator, TCallReply } from '@agrolease/contracts';
import { formatIsoDayRu, formatNumberRu, REPAYMENT_CODES } from '@agrolease/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf.ts';

type CalcResult = TCallReply<typeof calculator.calc>;

const SCHEDULE_TITLES: Record<string, string> = {
  [REPAYMENT_CODES.annuity]: 'аннуитетный',
  [REPAYMENT_CODES.regressive]: 'регрессивный',
  [REPAYMENT_CODES.seasonal]: 'сезонный',
};

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

function money(value: number): string {
  return `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(value)
    .replace(/\u202f/g, '\u00a0')}\u00a0₽`;
}

function paymentLabel(code: string): string {
  if (code === REPAYMENT_CODES.regressive) return 'Первый платёж';
  if (code === REPAYMENT_CODES.seasonal) return 'Платёж в сезон';
  return 'Ежемесячный платёж';
}

function figureRows(result: CalcResult, categoryTitle: string): string[][] {
  const rows = [
    ['Категория техники', categoryTitle],
    ['Стоимость техники с НДС', money(result.price)],
    ['Аванс', `${formatNumberRu(result.advance_percent)} % — ${money(result.advance)}`],
    ['Сумма финансирования', money(result.financed)],
    ['Срок лизинга', `${result.term} мес.`],
    ['График платежей', SCHEDULE_TITLES[result.repayment_code] ?? result.repayment_code],
    ['Ставка', `${formatNumberRu(result.rate)} % годовых${result.id_programme ? ' (с господдержкой)' : ''}`],
    [paymentLabel(result.repayment_code), money(result.monthly_payment)],
    ['Сумма договора лизинга', money(result.total)],
    ['Удорожание', money(result.overpayment)],
    ['Эффективная ставка', `${formatNumberRu(result.effective_rate)} % годовых`],
    ['Возмещение НДС', money(result.tax_savings.vat)],
    ['Экономия на налоге на прибыль', money(result.tax_savings.profit_tax)],
    ['Налоговая экономия, всего', money(result.tax_savings.total)],
  ];
  if (result.repayment_code === REPAYMENT_CODES.regressive && result.RegressionCoef !== null) {
    rows.splice(6, 0, ['Коэффициент регрессии', formatNumberRu(result.RegressionCoef)]);
  }
  if (result.repayment_code === REPAYMENT_CODES.seasonal) {
    rows.splice(6, 0, ['Месяцы платежей', result.months.map((month) => MONTHS[month - 1]).join(', ')]);
  }
  return rows;
}

/** Whom an agent's offer is for and what it offers (docs/decisions/0092). */
export interface OfferAddressee {
  number: string;
  contractor: string;
  subject: string;
}

/** The commercial offer of a calculation as a PDF (docs/decisions/0021, 0092). */
export async function renderOfferPdf(
  result: CalcResult,
  options: { categoryTitle: string; issuedOn: string; addressee?: OfferAddressee },
): Promise<Buffer> {
  const { addressee } = options;
  const schedule: Content = {
    table: {
      headerRows: 1,
      widths: [24, 62, '*', '*', '*', '*'],
      body: [
        ['№', 'Дата', 'Платёж', 'Основной долг', 'Проценты', 'Остаток'].map((text) => ({
          text,
          style: 'th',
        })),
        ...result.schedule.map((row) => [
          String(row.number),
          formatIsoDayRu(row.date),
          { text: money(row.payment), alignment: 'right' as const },
          { text: money(row.principal), alignment: 'right' as const },
          { text: money(row.interest), alignment: 'right' as const },
          { text: money(row.remaining), alignment: 'right' as const },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
  const definition: TDocumentDefinitions = {
    info: { title: 'Коммерческое предложение — Агролизинг', author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 12, bold: true, margin: [0, 16, 0, 6] },
      muted: { color: '#5c6470', fontSize: 9 },
      th: { bold: true, color: '#1b5e20' },
    },
    content: [
      { text: 'АО «Агролизинг»', style: 'muted' },
      {
        text: addressee
          ? `Коммерческое предложение ${addressee.number} по лизингу техники`
          : 'Коммерческое предложение по лизингу техники',
        style: 'h1',
      },
      ...(addressee
        ? [
            { text: `Для: ${addressee.contractor}`, bold: true },
            {
              text: `Предмет лизинга: ${addressee.subject}`,
              margin: [0, 2, 0, 4] as [number, number, number, number],
            },
          ]
        : []),
      {
        text: `Расчёт от ${formatIsoDayRu(options.issuedOn)}. Предварительный, не является офертой.`,
        style: 'muted',
      },
      { text: 'Условия', style: 'h2' },
      {
        table: {
          widths: ['45%', '*'],
          body: figureRows(result, options.categoryTitle).map(([label, value]) => [
            { text: label ?? '', style: 'muted' },
            { text: value ?? '', bold: true },
          ]),
        },
        layout: 'noBorders',
      },
      { text: 'График платежей', style: 'h2', pageBreak: result.schedule.length > 24 ? 'before' : undefined },
      schedule,
      {
        text: 'Налоговая экономия рассчитана для лизингополучателя на общей системе налогообложения: НДС 20/120 от лизинговых платежей, налог на прибыль 25 % от платежей без НДС.',
        style: 'muted',
        margin: [0, 12, 0, 0],
      },
    ],
  };
  return renderPdf(definition);
}
