import type { compliance } from '@agrolease/contracts';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Clients' questionnaires and declarations as XLSX (decision 0184): the kind filter applied. */
export const COMPLIANCE_FORMS_EXPORT: ListExport<RowOf<typeof compliance.backofficeComplianceForms>> = {
  title: 'Анкеты и декларации клиентов',
  file: 'Анкеты',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.code },
    { header: 'Вид', width: 30, value: (row) => row.kind_title },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Создана', width: 18, value: (row) => cellTime(row.created) },
    { header: 'Изменена', width: 18, value: (row) => cellTime(row.updated) },
  ],
  filters: {
    kind: {
      label: 'Вид',
      values: {
        beneficiary: 'Анкета бенефициаров',
        credit_declaration: 'Кредитная декларация',
        non_resident: 'Нерезидент',
      },
    },
  },
};
