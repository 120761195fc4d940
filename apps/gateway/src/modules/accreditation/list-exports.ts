import type { accreditation } from '@agrolease/contracts';
import { ACCREDITATION_STATUS_TITLE } from '@agrolease/domain';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Suppliers' accreditation packages as XLSX (decision 0184): the status filter applied. */
export const ACCREDITATIONS_EXPORT: ListExport<RowOf<typeof accreditation.backofficeAccreditations>> = {
  title: 'Аккредитация поставщиков',
  file: 'Аккредитация',
  columns: [
    { header: 'Пакет', width: 16, value: (row) => row.code ?? `№ ${row.id}` },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Вид поставщика', width: 24, value: (row) => row.supplier_type_title },
    { header: 'Статус', width: 20, value: (row) => row.status_title },
    { header: 'Отправлен', width: 18, value: (row) => cellTime(row.submitted) },
  ],
  filters: { status: { label: 'Статус', values: ACCREDITATION_STATUS_TITLE } },
};
