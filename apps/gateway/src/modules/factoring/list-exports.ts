import type { factoring } from '@agrolease/contracts';
import { FACTORING_STATUS_TITLE } from '@agrolease/domain';
import { cellDay, cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';
import type { ListColumn } from '../../xlsx/list-workbook.ts';

type Register = RowOf<typeof factoring.factoringRegisters>;
const REGISTER_COLUMNS: ListColumn<Register>[] = [
  { header: 'Реестр', width: 16, value: (row) => row.number },
  { header: 'Поставщик', width: 36, value: (row) => row.supplier.title },
  { header: 'ИНН поставщика', width: 14, value: (row) => row.supplier.inn },
  { header: 'Покупатель', width: 36, value: (row) => row.customer.title },
  { header: 'ИНН покупателя', width: 14, value: (row) => row.customer.inn },
  { header: 'Состояние', width: 30, value: (row) => row.status_title },
  { header: 'Накладных', width: 10, value: (row) => row.invoices },
  { header: 'Сумма, ₽', width: 16, value: (row) => row.total, money: true },
  { header: 'Аванс, ₽', width: 16, value: (row) => row.advance, money: true },
  { header: 'Профинансировано, ₽', width: 18, value: (row) => row.financed_sum, money: true },
  { header: 'Создан', width: 12, value: (row) => cellDay(row.created) },
  { header: 'Отправлен', width: 18, value: (row) => cellTime(row.sent) },
  { header: 'Ответ покупателя', width: 40, value: (row) => row.customer_comment },
];

/** The factoring supplier's registers as XLSX (decision 0184): its own only. */
export const SUPPLIER_REGISTERS_EXPORT: ListExport<Register> = {
  title: 'Реестры факторинга',
  file: 'Реестры',
  columns: REGISTER_COLUMNS,
};

/** The factoring customer's registers as XLSX (decision 0184): those sent to its INN. */
export const CUSTOMER_REGISTERS_EXPORT: ListExport<RowOf<typeof factoring.factoringCustomerRegisters>> = {
  title: 'Реестры факторинга покупателя',
  file: 'Реестры',
  columns: REGISTER_COLUMNS,
};

/** Every supplier's registers for the managers as XLSX (decision 0184): status and search applied. */
export const BACKOFFICE_REGISTERS_EXPORT: ListExport<RowOf<typeof factoring.backofficeFactoringRegisters>> = {
  title: 'Реестры факторинга',
  file: 'Реестры факторинга',
  columns: REGISTER_COLUMNS,
  filters: { status: { label: 'Состояние', values: FACTORING_STATUS_TITLE }, query: { label: 'Поиск' } },
};
