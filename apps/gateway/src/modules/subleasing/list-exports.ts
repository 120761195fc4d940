import type { subleasing } from '@agrolease/contracts';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Clients' subleasing requests as XLSX (decision 0184). */
export const SUBLEASING_REQUESTS_EXPORT: ListExport<RowOf<typeof subleasing.backofficeSubleasingRequests>> = {
  title: 'Сублизинг',
  file: 'Сублизинг',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.code ?? '' },
    { header: 'Запрос', width: 36, value: (row) => row.title },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'Договор', width: 20, value: (row) => row.order },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Отправлен', width: 18, value: (row) => cellTime(row.submitted) },
    { header: 'Комментарий менеджера', width: 40, value: (row) => row.manager_comment },
  ],
};
