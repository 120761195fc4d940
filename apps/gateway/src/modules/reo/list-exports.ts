import type { reo } from '@agrolease/contracts';
import { REO_STATUS_TITLE } from '@agrolease/domain';
import { cellDay, type ListExport, type RowOf } from '../../http/register-list-export.ts';
import type { ListColumn } from '../../xlsx/list-workbook.ts';

type Request = RowOf<typeof reo.reoApplications>;
const REQUEST_COLUMNS: ListColumn<Request>[] = [
  { header: 'Заявка', width: 14, value: (row) => row.code },
  { header: 'Хозяйство', width: 36, value: (row) => row.contractor.title },
  { header: 'ИНН', width: 14, value: (row) => row.contractor.inn },
  { header: 'Программа', width: 30, value: (row) => row.program },
  { header: 'Предмет лизинга', width: 36, value: (row) => row.subject },
  { header: 'Сумма лизинга, ₽', width: 16, value: (row) => row.lease_sum, money: true },
  { header: 'Поддержка, ₽', width: 16, value: (row) => row.support_sum, money: true },
  { header: 'Статус', width: 18, value: (row) => row.status_title },
  { header: 'Создана', width: 12, value: (row) => cellDay(row.created) },
  { header: 'Решение', width: 12, value: (row) => cellDay(row.decided) },
];

/** The fund's farms as XLSX (decision 0184): current or deleted, as the page shows. */
export const REO_CONTRACTORS_EXPORT: ListExport<RowOf<typeof reo.reoContractors>> = {
  title: 'Хозяйства фонда',
  file: 'Хозяйства',
  columns: [
    { header: 'Хозяйство', width: 36, value: (row) => row.title },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Руководитель', width: 30, value: (row) => row.head },
    { header: 'Город', width: 20, value: (row) => row.city },
    { header: 'Заявок', width: 8, value: (row) => row.applications },
    { header: 'Добавлено', width: 12, value: (row) => cellDay(row.created) },
  ],
  filters: { is_deleted: { label: 'Показаны', values: { '0': 'Действующие', '1': 'Удалённые' } } },
};

/** The fund's support requests of one status as XLSX (decision 0184). */
export const REO_APPLICATIONS_EXPORT: ListExport<Request> = {
  title: 'Заявки на поддержку',
  file: 'Заявки на поддержку',
  columns: REQUEST_COLUMNS,
  filters: { status: { label: 'Статус', values: REO_STATUS_TITLE } },
};

/** Every fund's requests for the managers as XLSX (decision 0184): status and search applied. */
export const BACKOFFICE_REO_EXPORT: ListExport<RowOf<typeof reo.backofficeReoApplications>> = {
  title: 'Заявки фондов на поддержку',
  file: 'Заявки фондов',
  columns: [
    ...REQUEST_COLUMNS,
    { header: 'Фонд', width: 36, value: (row) => row.fund.title },
    { header: 'Решил', width: 24, value: (row) => row.decided_by },
    { header: 'Комментарий', width: 40, value: (row) => row.comment },
    { header: 'Договор лизинга', width: 16, value: (row) => row.lease_code ?? '' },
  ],
  filters: { status: { label: 'Статус', values: REO_STATUS_TITLE }, query: { label: 'Поиск' } },
};
