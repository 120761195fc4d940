import type { securityLog } from '@agrolease/contracts';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Every account's security log as XLSX (decision 0184): account, kind and days applied. */
export const SECURITY_LOG_EXPORT: ListExport<RowOf<typeof securityLog.backofficeSecurityLog>> = {
  title: 'Журнал безопасности',
  file: 'Журнал безопасности',
  columns: [
    { header: 'Когда', width: 18, value: (row) => cellTime(row.date) },
    { header: 'Логин', width: 24, value: (row) => row.account?.login ?? '' },
    { header: 'Компания', width: 36, value: (row) => row.account?.company ?? '' },
    { header: 'ИНН', width: 14, value: (row) => row.account?.inn ?? '' },
    { header: 'Событие', width: 30, value: (row) => row.title },
    { header: 'Подробности', width: 40, value: (row) => row.details },
    { header: 'IP', width: 16, value: (row) => row.ip },
    { header: 'Устройство', width: 30, value: (row) => row.device },
  ],
  filters: {
    account: { label: 'Учётная запись' },
    kind: { label: 'Вид' },
    from: { label: 'С' },
    to: { label: 'По' },
  },
};
