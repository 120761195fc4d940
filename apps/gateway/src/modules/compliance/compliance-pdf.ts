import { COMPLIANCE_TITLE, formatMoscowLongDate, type TComplianceKind } from '@agrolease/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ComplianceSummary } from './summary.ts';

/** What the questionnaire's or declaration's PDF says (decision 0102). */
export interface CompliancePdfData {
  kind: TComplianceKind;
  code: string;
  date: Date;
  company: string;
  inn: string;
  ogrn: string;
  person: string;
  summary: ComplianceSummary;
}

const CLOSING: Partial<Record<TComplianceKind, string>> = {
  beneficiary:
    'Организация подтверждает, что сведения о бенефициарных владельцах достоверны и получены в соответствии со статьёй 6.1 ' +
    'Федерального закона от 07.08.2001 № 115-ФЗ «О противодействии легализации (отмыванию) доходов, полученных преступным ' +
    'путём, и финансированию терроризма», и обязуется сообщать АО «Агролизинг» об их изменении не позднее семи рабочих дней.',
  credit_declaration:
    'Организация заявляет, что перечисленные обязательства составляют все её действующие кредитные, заёмные и лизинговые ' +
    'обязательства на дату подписания, просроченной задолженности по ним нет, и согласна на проверку этих сведений ' +
    'АО «Агролизинг», в том числе через бюро кредитных историй.',
};

function tableOf(table: ComplianceSummary['tables'][number]): Content[] {
  return [
    { text: table.title, fontSize: 12, bold: true, margin: [0, 6, 0, 6] },
    table.rows.length === 0
      ? { text: 'Нет', color: '#555555', margin: [0, 0, 0, 10] }
      : {
          table: {
            headerRows: 1,
            widths: table.columns.map(() => '*'),
            body: [table.columns.map((column) => ({ text: column, bold: true })), ...table.rows],
          },
          layout: 'lightHorizontalLines',
          margin: [0, 0, 0, 12],
        },
  ];
}

/** The pdfmake document the client signs by SES in Документы or on the wizard's last step. */
export function compliancePdf(data: CompliancePdfData): TDocumentDefinitions {
  const title = COMPLIANCE_TITLE[data.kind];
  return {
    info: { title: `${title} ${data.code}`, author: 'АО «Агролизинг»' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 90],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    content: [
      { text: 'АО «Агролизинг»', color: '#2f6b3a', bold: true, margin: [0, 0, 0, 12] },
      { text: title, fontSize: 15, bold: true },
      { text: `${data.code} от ${formatMoscowLongDate(data.date)}`, color: '#555555', margin: [0, 2, 0, 12] },
      {
        text: `${data.company}, ИНН ${data.inn}${data.ogrn ? `, ОГРН ${data.ogrn}` : ''}`,
        bold: true,
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: [300, '*'],
          body: data.summary.rows.map((row) => [
            { text: row.title, color: '#444444' },
            { text: row.text, bold: true },
          ]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      ...data.summary.tables.flatMap(tableOf),
      { text: CLOSING[data.kind] ?? '', fontSize: 9, color: '#555555', margin: [0, 8, 0, 10] },
      { text: `Представитель организации: ${data.person || 'уполномоченное лицо'}`, margin: [0, 6, 0, 0] },
      {
        text: 'Документ подписывается простой электронной подписью в личном кабинете АО «Агролизинг».',
        fontSize: 9,
        color: '#555555',
        margin: [0, 4, 0, 0],
      },
    ],
  };
}
