import type { companyProof } from '@agrolease/contracts';
import { COMPANY_PROOF_REQUEST_STATUS_TITLE } from '@agrolease/domain/company-proof';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Requests to prove a company as XLSX (decision 0184): the status filter applied. */
export const COMPANY_PROOFS_EXPORT: ListExport<RowOf<typeof companyProof.backofficeCompanyProofs>> = {
  title: 'Подтверждение компаний',
  file: 'Подтверждение компаний',
  columns: [
    { header: '№', width: 8, value: (row) => row.id },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Заявитель', width: 30, value: (row) => row.person },
    { header: 'Должность', width: 24, value: (row) => row.position },
    { header: 'Логин', width: 24, value: (row) => row.login },
    { header: 'Статус', width: 20, value: (row) => row.status_title },
    { header: 'Создан', width: 18, value: (row) => cellTime(row.created) },
  ],
  filters: { status: { label: 'Статус', values: COMPANY_PROOF_REQUEST_STATUS_TITLE } },
};
