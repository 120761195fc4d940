import type { factoring as contract } from '@agrolease/contracts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * FactoringReports/Registers (spec 1 §2 `factoring/reports`, decision 0088): two sheets, the
 * registers with their state and money, and every invoice with its register.
 */
export async function registersWorkbook(
  registers: readonly contract.TFactoringRegister[],
  invoices: readonly contract.TFactoringInvoice[],
  generatedAt: Date,
): Promise<Buffer> {
  // Loaded with the first workbook: a worker that writes none does not hold it (decision 0172).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Агролизинг';
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Реестры');
  sheet.columns = [
    { header: 'Реестр', key: 'number', width: 16 },
    { header: 'Покупатель', key: 'customer', width: 36 },
    { header: 'ИНН покупателя', key: 'inn', width: 16 },
    { header: 'Состояние', key: 'status', width: 34 },
    { header: 'Накладных', key: 'invoices', width: 11 },
    { header: 'Сумма, ₽', key: 'total', width: 16 },
    { header: 'Аванс, ₽', key: 'advance', width: 16 },
    { header: 'Профинансировано, ₽', key: 'financed', width: 20 },
    { header: 'Ответ покупателя', key: 'comment', width: 40 },
  ];
  for (const item of registers) {
    sheet.addRow({
      number: item.number,
      customer: item.customer.title,
      inn: item.customer.inn,
      status: item.status_title,
      invoices: item.invoices,
      total: item.total,
      advance: item.advance,
      financed: item.financed_sum,
      comment: item.customer_comment,
    });
  }
  const lines = workbook.addWorksheet('Накладные');
  lines.columns = [
    { header: 'Реестр', key: 'register', width: 16 },
    { header: 'Накладная', key: 'number', width: 14 },
    { header: 'Дата', key: 'issued', width: 12 },
    { header: 'Срок оплаты', key: 'due', width: 12 },
    { header: 'Что поставлено', key: 'delivery', width: 40 },
    { header: 'Сумма, ₽', key: 'amount', width: 16 },
  ];
  for (const invoice of invoices) {
    lines.addRow({
      register: invoice.register_number,
      number: invoice.number,
      issued: invoice.issued,
      due: invoice.due,
      delivery: invoice.delivery,
      amount: invoice.amount,
    });
  }
  for (const each of [sheet, lines]) {
    each.getRow(1).font = { bold: true };
    each.views = [{ state: 'frozen', ySplit: 1 }];
  }
  for (const key of ['total', 'advance', 'financed']) sheet.getColumn(key).numFmt = '# ##0';
  lines.getColumn('amount').numFmt = '# ##0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
