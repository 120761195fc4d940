import { formatMoscowDate } from '@agrolease/domain';
import type { supplierApplicationsForReport } from './deliveries.ts';

type ReportData = Awaited<ReturnType<typeof supplierApplicationsForReport>>;

/**
 * SupplierApplications/Report: the applications with the supplier's machines as an XLSX workbook
 * (exceljs), one row per machine line, with the application's state, deal and delivery.
 */
export async function applicationsWorkbook(data: ReportData, generatedAt: Date): Promise<Buffer> {
  // Loaded on the first workbook: exceljs is 8 MB of every worker's heap (decision 0158).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Агролизинг';
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Заявки');
  sheet.columns = [
    { header: 'Заявка', key: 'code', width: 14 },
    { header: 'Отправлена', key: 'created', width: 12 },
    { header: 'Клиент', key: 'client', width: 36 },
    { header: 'Техника', key: 'title', width: 48 },
    { header: 'Кол-во', key: 'quantity', width: 8 },
    { header: 'Сумма, ₽', key: 'sum', width: 16 },
    { header: 'Состояние', key: 'state', width: 22 },
    { header: 'Сделка', key: 'deal', width: 14 },
    { header: 'Этап сделки', key: 'stage', width: 24 },
    { header: 'Поставка', key: 'delivery', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const item of data.items) {
    for (const line of item.products) {
      sheet.addRow({
        code: item.code,
        created: formatMoscowDate(item.created, ''),
        client: item.client,
        title: line.title,
        quantity: line.quantity,
        sum: line.sum,
        state: item.state_title,
        deal: item.deal?.code ?? '',
        stage: item.deal?.stage_title ?? '',
        delivery: item.delivery?.status_title ?? '',
      });
    }
  }
  sheet.getColumn('sum').numFmt = '# ##0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
