import {
  FACTORING_ADVANCE_PERCENT,
  FACTORING_AGENT,
  FACTORING_DOCUMENT_TITLE,
  formatMoscowDate,
  formatRoubles,
} from '@agrolease/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf.ts';

export interface FactoringParty {
  title: string;
  inn: string;
  ogrn?: string;
  kpp?: string;
  person?: string;
}

export interface FactoringAgreementInput {
  number: string;
  /** yyyy-MM-dd */
  date: string;
  supplier: FactoringParty;
}

export interface FactoringNoticeInput {
  agreement: { number: string; date: string };
  register: { number: string; sent: string | null; total: number };
  supplier: FactoringParty;
  debtor: FactoringParty;
  invoices: { number: string; issued: string; due: string; delivery: string; amount: number }[];
  /** when the PDF is made */
  now: Date;
}

const AGENT = `${FACTORING_AGENT.title} (ИНН ${FACTORING_AGENT.inn}, ОГРН ${FACTORING_AGENT.ogrn})`;

function party(value: FactoringParty): string {
  const ids = [`ИНН ${value.inn}`];
  if (value.kpp) ids.push(`КПП ${value.kpp}`);
  if (value.ogrn) ids.push(`ОГРН ${value.ogrn}`);
  return `${value.title} (${ids.join(', ')})`;
}

function signatures(parties: [string, string][]): Content {
  return {
    margin: [0, 24, 0, 0],
    columns: parties.map(([role, title]) => ({
      stack: [
        { text: role, bold: true },
        { text: title, margin: [0, 2, 0, 18] },
        { text: '____________________ / ______________', color: '#5c6470' },
      ],
    })),
    columnGap: 24,
  };
}

function document(title: string, content: Content[]): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title, author: FACTORING_AGENT.title },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    styles: {
      h1: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      muted: { color: '#5c6470', fontSize: 9 },
      th: { bold: true, color: '#1b5e20' },
      p: { margin: [0, 0, 0, 6], alignment: 'justify' },
    },
    content,
  };
  return renderPdf(definition);
}

/** The general factoring agreement of a supplier with the factor (decision 0105). */
export function renderAgreementPdf(input: FactoringAgreementInput): Promise<Buffer> {
  const title = `${FACTORING_DOCUMENT_TITLE.agreement} № ${input.number}`;
  const section = (heading: string, paragraphs: string[]): Content[] => [
    { text: heading, style: 'h2' },
    ...paragraphs.map((text): Content => ({ text, style: 'p' })),
  ];
  return document(title, [
    { text: title, style: 'h1' },
    { text: `г. Москва, ${formatMoscowDate(input.date)}`, style: 'muted', margin: [0, 0, 0, 12] },
    {
      text: `${AGENT}, именуемое в дальнейшем «Фактор» (финансовый агент), с одной стороны, и ${party(input.supplier)}, именуемое в дальнейшем «Клиент», в лице ${input.supplier.person || 'уполномоченного представителя'}, с другой стороны, заключили настоящий генеральный договор о нижеследующем.`,
      style: 'p',
    },
    ...section('1. Предмет договора', [
      '1.1. Клиент уступает Фактору денежные требования к покупателям (дебиторам), возникающие из договоров поставки сельскохозяйственной техники, запасных частей и материалов с отсрочкой платежа, а Фактор финансирует Клиента под уступку этих требований (глава 43 Гражданского кодекса Российской Федерации).',
      '1.2. Требования уступаются реестрами. Реестр формируется Клиентом в личном кабинете на сайте Фактора и содержит поставки одному дебитору: номера и даты товарных накладных (УПД), сроки оплаты и суммы. Отправка реестра означает уступку перечисленных в нём требований на условиях настоящего договора.',
    ]),
    ...section('2. Финансирование', [
      `2.1. По реестру, подтверждённому дебитором, Фактор выплачивает Клиенту аванс — до ${FACTORING_ADVANCE_PERCENT}% суммы уступленных требований — в течение трёх рабочих дней после подтверждения.`,
      '2.2. Остаток суммы требования за вычетом вознаграждения Фактора перечисляется Клиенту после поступления оплаты от дебитора. Вознаграждение определяется тарифами Фактора, действующими на дату финансирования, и зависит от срока отсрочки.',
      '2.3. Реестр, оспоренный дебитором, не финансируется до устранения разногласий; Клиент видит ответ дебитора в личном кабинете.',
    ]),
    ...section('3. Уведомление дебитора и платежи', [
      '3.1. О каждой уступке дебитор уведомляется письменно: уведомление об уступке денежного требования формируется по каждому отправленному реестру и подписывается Клиентом и Фактором.',
      '3.2. После получения уведомления дебитор исполняет обязательства только Фактору по его реквизитам. Платёж, ошибочно полученный Клиентом, перечисляется Фактору в течение двух рабочих дней.',
    ]),
    ...section('4. Ответственность Клиента', [
      '4.1. Клиент отвечает за действительность уступленных требований: поставка произведена, товар принят дебитором, требование не обременено правами третьих лиц.',
      '4.2. Если дебитор не оплатил требование в срок, Фактор вправе потребовать от Клиента возврата выплаченного аванса (факторинг с правом регресса), если иное не согласовано сторонами для отдельного дебитора.',
    ]),
    ...section('5. Срок действия', [
      '5.1. Договор вступает в силу со дня подписания и действует один год; он продлевается на каждый следующий год, если ни одна из сторон не заявит об ином за 30 дней до окончания срока.',
      '5.2. Документы, которыми стороны обмениваются через личный кабинет и подписывают усиленной квалифицированной электронной подписью, равнозначны документам на бумаге, подписанным собственноручно.',
    ]),
    signatures([
      ['Фактор', FACTORING_AGENT.title],
      ['Клиент', input.supplier.title],
    ]),
  ]);
}

/** The notice to the debtor that the register's claims are assigned to the factor (decision 0105). */
export function renderNoticePdf(input: FactoringNoticeInput): Promise<Buffer> {
  const title = `${FACTORING_DOCUMENT_TITLE.notice} по реестру № ${input.register.number}`;
  const sent = input.register.sent ? ` от ${formatMoscowDate(input.register.sent)}` : '';
  return document(title, [
    { text: `Кому: ${party(input.debtor)}`, alignment: 'right' },
    { text: `От: ${party(input.supplier)}`, alignment: 'right', margin: [0, 2, 0, 16] },
    { text: FACTORING_DOCUMENT_TITLE.notice, style: 'h1', alignment: 'center' },
    {
      text: `по реестру № ${input.register.number}${sent}`,
      alignment: 'center',
      margin: [0, 0, 0, 14],
    },
    {
      text: `${input.supplier.title} (Поставщик) уведомляет ${input.debtor.title} (Должник) о том, что в соответствии с генеральным договором факторинга № ${input.agreement.number} от ${formatMoscowDate(input.agreement.date)} Поставщик уступил финансовому агенту — ${AGENT} — денежные требования к Должнику по следующим поставкам:`,
      style: 'p',
    },
    {
      table: {
        headerRows: 1,
        widths: [70, 62, 62, '*', 80],
        body: [
          ['Накладная', 'Дата', 'Срок оплаты', 'Что поставлено', 'Сумма'].map((text) => ({
            text,
            style: 'th',
          })),
          ...input.invoices.map((invoice) => [
            invoice.number,
            formatMoscowDate(invoice.issued),
            formatMoscowDate(invoice.due),
            invoice.delivery || '—',
            { text: formatRoubles(invoice.amount), alignment: 'right' as const },
          ]),
          [
            { text: 'Итого по реестру', bold: true, colSpan: 4 },
            '',
            '',
            '',
            { text: formatRoubles(input.register.total), bold: true, alignment: 'right' as const },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
      margin: [0, 4, 0, 12],
    },
    {
      text: `С момента получения настоящего уведомления Должник обязан производить платежи по указанным требованиям только финансовому агенту — ${FACTORING_AGENT.title} — по реквизитам, указанным в счёте финансового агента, в сроки оплаты, указанные в накладных. Платёж Поставщику после получения уведомления не освобождает Должника от обязательства перед финансовым агентом (статья 830 Гражданского кодекса Российской Федерации).`,
      style: 'p',
    },
    {
      text: 'Просим подтвердить получение уведомления в личном кабинете покупателя на сайте АО «Агролизинг» или подписью на экземпляре уведомления.',
      style: 'p',
    },
    signatures([
      ['Поставщик', input.supplier.title],
      ['Финансовый агент', FACTORING_AGENT.title],
    ]),
    {
      text: `Сформировано ${formatMoscowDate(input.now)} в личном кабинете АО «Агролизинг».`,
      style: 'muted',
      margin: [0, 18, 0, 0],
    },
  ]);
}
