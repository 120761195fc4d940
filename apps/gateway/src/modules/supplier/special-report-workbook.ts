import type { supplierReports as contract } from '@agrolease/contracts';
import { formatMoscowDateTime } from '@agrolease/domain';
import type ExcelJS from 'exceljs';

const MONEY = '# ##0';

function header(sheet: ExcelJS.Worksheet): void {
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * SupplierSpecialReport/Report: the special report as an XLSX workbook (exceljs), one sheet each
 * for the totals, the months, the states and the machines most asked for (decision 0100).
 */
export async function specialReportWorkbook(report: contract.TSpecialReport): Promise<Buffer> {
  // Loaded with the first workbook: a worker that writes none does not hold it (decision 0172).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Агролизинг';
  workbook.created = new Date(report.generated);

  const totals = workbook.addWorksheet('Итоги');
  totals.columns = [
    { header: 'Показатель', key: 'title', width: 44 },
    { header: 'Значение', key: 'value', width: 22 },
  ];
  header(totals);
  const { totals: t } = report;
  for (const [title, value] of [
    ['Поставщик', report.company],
    ['Период', report.period.title],
    ['Сформирован', formatMoscowDateTime(report.generated)],
    ['Заявок с вашей техникой', t.applications],
    ['Единиц техники в заявках', t.machines],
    ['Сумма техники в заявках, ₽', t.amount],
    ['Сделок', t.deals],
    ['Сумма техники в сделках, ₽', t.deals_amount],
    ['Поставлено по сделкам', t.delivered],
    ['Сумма поставленной техники, ₽', t.delivered_amount],
    ['Конверсия заявок в сделки, %', t.conversion],
  ] as const) {
    const row = totals.addRow({ title, value });
    if (typeof value === 'number' && title.endsWith('₽')) row.getCell('value').numFmt = MONEY;
  }

  const months = workbook.addWorksheet('По месяцам');
  months.columns = [
    { header: 'Месяц', key: 'title', width: 18 },
    { header: 'Заявки', key: 'applications', width: 10 },
    { header: 'Единиц техники', key: 'machines', width: 16 },
    { header: 'Сумма в заявках, ₽', key: 'amount', width: 20 },
    { header: 'Сделки', key: 'deals', width: 10 },
    { header: 'Сумма в сделках, ₽', key: 'deals_amount', width: 20 },
    { header: 'Поставлено', key: 'delivered', width: 12 },
    { header: 'Сумма поставленного, ₽', key: 'delivered_amount', width: 24 },
  ];
  header(months);
  for (const month of report.months) months.addRow(month);
  for (const key of ['amount', 'deals_amount', 'delivered_amount']) months.getColumn(key).numFmt = MONEY;

  const states = workbook.addWorksheet('По состояниям');
  states.columns = [
    { header: 'Состояние', key: 'title', width: 26 },
    { header: 'Заявки', key: 'applications', width: 10 },
    { header: 'Единиц техники', key: 'machines', width: 16 },
    { header: 'Сумма, ₽', key: 'amount', width: 18 },
  ];
  header(states);
  for (const state of report.states) states.addRow(state);
  states.getColumn('amount').numFmt = MONEY;

  const products = workbook.addWorksheet('Техника');
  products.columns = [
    { header: '№', key: 'id', width: 10 },
    { header: 'Техника', key: 'title', width: 48 },
    { header: 'Заявки', key: 'applications', width: 10 },
    { header: 'Единиц', key: 'machines', width: 10 },
    { header: 'Сумма, ₽', key: 'amount', width: 18 },
  ];
  header(products);
  for (const product of report.products) products.addRow(product);
  products.getColumn('amount').numFmt = MONEY;

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
