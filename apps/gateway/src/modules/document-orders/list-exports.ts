import type { documentOrders } from '@agrolease/contracts';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Every client's document orders as XLSX (decision 0184). */
export const BACKOFFICE_DOCUMENT_ORDERS_EXPORT: ListExport<
  RowOf<typeof documentOrders.backofficeDocumentOrders>
> = {
  title: 'Заказы документов',
  file: 'Заказы документов',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.code },
    { header: 'Дата', width: 18, value: (row) => cellTime(row.datePost) },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'Логин', width: 24, value: (row) => row.login },
    { header: 'Документ', width: 36, value: (row) => row.type },
    { header: 'Договоры', width: 24, value: (row) => row.orders.join(', ') },
    { header: 'Доставка', width: 20, value: (row) => row.delivery },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Ответ', width: 18, value: (row) => cellTime(row.dateResponse) },
  ],
};
