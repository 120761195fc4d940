import type { backoffice } from '@agrolease/contracts';
import { APPLICATION_STATUS_TITLE, DEAL_STAGE_TITLE } from '@agrolease/domain';
import { cellDay, cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

type Agent = backoffice.TQueueItem['agent'];
const agentOf = (agent: Agent) => (agent ? `${agent.title}, ИНН ${agent.inn}` : '');

/** «Заявки» of the back office as XLSX (decision 0184): the queue's status and search applied. */
export const APPLICATION_QUEUE_EXPORT: ListExport<backoffice.TQueueItem> = {
  title: 'Заявки на лизинг',
  file: 'Заявки',
  columns: [
    { header: 'Заявка', width: 16, value: (row) => row.code },
    { header: 'Статус', width: 24, value: (row) => row.status_title },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Машин', width: 8, value: (row) => row.products_count },
    { header: 'Сумма, ₽', width: 16, value: (row) => row.products_sum, money: true },
    { header: 'Отправлена', width: 18, value: (row) => cellTime(row.submitted) },
    { header: 'Изменена', width: 18, value: (row) => cellTime(row.updated) },
    { header: 'Агент', width: 30, value: (row) => agentOf(row.agent) },
  ],
  filters: {
    status: { label: 'Статус', values: APPLICATION_STATUS_TITLE },
    query: { label: 'Поиск' },
  },
};

type Deal = RowOf<typeof backoffice.dealList>;

/** «Сделки» of the back office as XLSX: the stage filter applied. */
export const DEAL_LIST_EXPORT: ListExport<Deal> = {
  title: 'Сделки',
  file: 'Сделки',
  columns: [
    { header: 'Сделка', width: 16, value: (row) => row.code },
    { header: 'Название', width: 36, value: (row) => row.title },
    { header: 'Этап', width: 24, value: (row) => row.stage_title },
    { header: 'Компания', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Сумма техники, ₽', width: 18, value: (row) => row.productsSumm, money: true },
    { header: 'Создана', width: 12, value: (row) => cellDay(row.created) },
    { header: 'Агент', width: 30, value: (row) => agentOf(row.agent) },
  ],
  filters: { stage: { label: 'Этап', values: DEAL_STAGE_TITLE } },
};
