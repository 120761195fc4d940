import type { complaints } from '@agrolease/contracts';
import { COMPLAINT_STATUS_TITLE } from '@agrolease/domain';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Every client's complaints as XLSX (decision 0184): the status filter applied. */
export const BACKOFFICE_COMPLAINTS_EXPORT: ListExport<RowOf<typeof complaints.backofficeComplaints>> = {
  title: 'Жалобы клиентов',
  file: 'Жалобы',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.code },
    { header: 'Дата', width: 18, value: (row) => cellTime(row.datePost) },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'Логин', width: 24, value: (row) => row.login },
    { header: 'Тема', width: 24, value: (row) => row.topic },
    { header: 'Текст', width: 60, value: (row) => row.text },
    { header: 'Сделка', width: 14, value: (row) => row.deal?.code ?? '' },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Ответ', width: 60, value: (row) => row.ResponseContent },
    { header: 'Дата ответа', width: 18, value: (row) => cellTime(row.dateResponse) },
  ],
  filters: { status: { label: 'Статус', values: COMPLAINT_STATUS_TITLE } },
};
