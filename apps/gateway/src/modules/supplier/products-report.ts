import type { supplierProductsForReport } from './service.ts';

type ReportData = Awaited<ReturnType<typeof supplierProductsForReport>>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * SupplierCRMProducts/Report: the supplier's machines as an XLSX workbook (exceljs), one row per
 * machine with its price levels ("Базовая: 5 200 000 ₽; …") and the moderation state.
 */
export async function productsWorkbook(data: ReportData, generatedAt: Date): Promise<Buffer> {
  // Loaded on the first workbook: exceljs is 8 MB of every worker's heap (decision 0158).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Агролизинг';
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Номенклатура');
  sheet.columns = [
    { header: '№', key: 'id', width: 10 },
    { header: 'Наименование', key: 'title', width: 48 },
    { header: 'Категория', key: 'category', width: 28 },
    { header: 'Год', key: 'year', width: 8 },
    { header: 'Цена, ₽', key: 'price', width: 16 },
    { header: 'Уровни цены', key: 'levels', width: 60 },
    { header: 'Модерация', key: 'change', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of data.rows) {
    sheet.addRow({
      id: row.id,
      title: row.title,
      category: row.category,
      year: row.year,
      price: row.price,
      levels: row.levels.map((level) => `${level.title}: ${level.value}`).join('; '),
      change: row.changeStatus,
    });
  }
  sheet.getColumn('price').numFmt = '# ##0';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
