import type { partnerLetters } from '@agrolease/contracts';
import { cellTime, cellYes, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** The letters and SMS partners sent as XLSX (decision 0184): account, INN and days applied. */
export const PARTNER_LETTERS_EXPORT: ListExport<RowOf<typeof partnerLetters.backofficePartnerLetters>> = {
  title: 'Письма партнёров',
  file: 'Письма партнёров',
  columns: [
    { header: 'Отправлено', width: 18, value: (row) => cellTime(row.created) },
    { header: 'Логин', width: 24, value: (row) => row.account.login },
    { header: 'Компания', width: 36, value: (row) => row.company.title },
    { header: 'ИНН', width: 14, value: (row) => row.company.inn },
    { header: 'Канал', width: 10, value: (row) => (row.channel === 'sms' ? 'SMS' : 'Письмо') },
    { header: 'Кому', width: 28, value: (row) => row.recipient },
    { header: 'Новый адрес', width: 12, value: (row) => cellYes(row.new_address) },
    { header: 'Вид', width: 24, value: (row) => row.kind_title },
    { header: 'Тема', width: 40, value: (row) => row.subject },
    { header: 'Вложение', width: 24, value: (row) => row.attachment },
  ],
  filters: {
    account: { label: 'Учётная запись' },
    inn: { label: 'ИНН' },
    from: { label: 'С' },
    to: { label: 'По' },
  },
};
