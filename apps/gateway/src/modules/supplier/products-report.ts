import { listSheet, listWorkbook } from '../../xlsx/list-workbook.ts';
import type { supplierProductsForReport } from './service.ts';

type ReportData = Awaited<ReturnType<typeof supplierProductsForReport>>;

/**
 * SupplierCRMProducts/Report: the supplier's machines as an XLSX workbook, one row per machine
 * with its price levels ("Базовая: 5 200 000 ₽; …") and the moderation state.
 */
export function productsWorkbook(data: ReportData, generatedAt: Date, query = ''): Promise<Buffer> {
  return listWorkbook({
    title: 'Номенклатура поставщика',
    generatedAt,
    filters: query ? [{ label: 'Поиск', value: query }] : [],
    sheets: [
      listSheet(
        'Номенклатура',
        [
          { header: '№', width: 10, value: (row) => row.id },
          { header: 'Наименование', width: 48, value: (row) => row.title },
          { header: 'Категория', width: 28, value: (row) => row.category },
          { header: 'Год', width: 8, value: (row) => row.year },
          { header: 'Цена, ₽', width: 16, value: (row) => row.price, money: true },
          {
            header: 'Уровни цены',
            width: 60,
            value: (row) => row.levels.map((level) => `${level.title}: ${level.value}`).join('; '),
          },
          { header: 'Модерация', width: 18, value: (row) => row.changeStatus },
        ],
        data.rows,
      ),
    ],
  });
}
