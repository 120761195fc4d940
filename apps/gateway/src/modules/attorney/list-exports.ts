import type { attorney } from '@agrolease/contracts';
import { ATTORNEY_STATUS_TITLE } from '@agrolease/domain';
import { cellDay, cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Paper powers of attorney as XLSX (decision 0184): the status filter applied. */
export const ATTORNEYS_EXPORT: ListExport<RowOf<typeof attorney.backofficeAttorneys>> = {
  title: 'Доверенности',
  file: 'Доверенности',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.number },
    { header: 'Дата', width: 12, value: (row) => cellDay(row.date) },
    { header: 'Действует до', width: 12, value: (row) => cellDay(row.date_expired) },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН компании', width: 14, value: (row) => row.company_inn },
    { header: 'Представитель', width: 30, value: (row) => row.contact },
    { header: 'Должность', width: 24, value: (row) => row.position },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Отправлена', width: 18, value: (row) => cellTime(row.submitted) },
    { header: 'Рассмотрена', width: 18, value: (row) => cellTime(row.reviewed) },
    { header: 'Причина отказа', width: 30, value: (row) => row.review_reason },
  ],
  filters: { status: { label: 'Статус', values: ATTORNEY_STATUS_TITLE } },
};
