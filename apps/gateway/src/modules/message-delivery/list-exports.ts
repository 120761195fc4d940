import type { notifications } from '@agrolease/contracts';
import { cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

/** Letters and SMS that failed as XLSX (decision 0184). */
export const FAILED_DELIVERIES_EXPORT: ListExport<RowOf<typeof notifications.backofficeFailedDeliveries>> = {
  title: 'Недоставленные письма и SMS',
  file: 'Недоставленные сообщения',
  columns: [
    { header: 'Сообщение от', width: 18, value: (row) => cellTime(row.message_date) },
    { header: 'Логин', width: 24, value: (row) => row.account.login },
    { header: 'Имя', width: 24, value: (row) => row.account.name },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'Канал', width: 10, value: (row) => (row.channel === 'sms' ? 'SMS' : 'Письмо') },
    { header: 'Куда', width: 28, value: (row) => row.recipient },
    { header: 'Вид', width: 24, value: (row) => row.kind_title },
    { header: 'Заголовок', width: 40, value: (row) => row.title },
    { header: 'Попыток', width: 9, value: (row) => row.attempts },
    { header: 'Последняя ошибка', width: 40, value: (row) => row.last_error },
  ],
};
