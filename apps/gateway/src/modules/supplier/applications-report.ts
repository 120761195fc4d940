import { formatMoscowDate } from '@agrolease/domain';
import { listSheet, listWorkbook } from '../../xlsx/list-workbook.ts';
import type { supplierApplicationsForReport } from './deliveries.ts';

type ReportData = Awaited<ReturnType<typeof supplierApplicationsForReport>>;

/**
 * SupplierApplications/Report: the applications with the supplier's machines as an XLSX workbook,
 * one row per machine line, with the application's state, deal and delivery.
 */
export function applicationsWorkbook(data: ReportData, generatedAt: Date): Promise<Buffer> {
  const lines = data.items.flatMap((item) => item.products.map((line) => ({ item, line })));
  return listWorkbook({
    title: 'Заявки с техникой поставщика',
    generatedAt,
    sheets: [
      listSheet(
        'Заявки',
        [
          { header: 'Заявка', width: 14, value: ({ item }) => item.code },
          { header: 'Отправлена', width: 12, value: ({ item }) => formatMoscowDate(item.created, '') },
          { header: 'Клиент', width: 36, value: ({ item }) => item.client },
          { header: 'Техника', width: 48, value: ({ line }) => line.title },
          { header: 'Кол-во', width: 8, value: ({ line }) => line.quantity },
          { header: 'Сумма, ₽', width: 16, value: ({ line }) => line.sum, money: true },
          { header: 'Состояние', width: 22, value: ({ item }) => item.state_title },
          { header: 'Сделка', width: 14, value: ({ item }) => item.deal?.code ?? '' },
          { header: 'Этап сделки', width: 24, value: ({ item }) => item.deal?.stage_title ?? '' },
          { header: 'Поставка', width: 18, value: ({ item }) => item.delivery?.status_title ?? '' },
        ],
        lines,
      ),
    ],
  });
}
