import type { agent } from '@agrolease/contracts';
import { cellDay, cellTime, cellYes, type ListExport, type RowOf } from '../../http/register-list-export.ts';
import type { ListColumn } from '../../xlsx/list-workbook.ts';

type Contractor = RowOf<typeof agent.backofficeAgentContractors>;
const CONTRACTOR_COLUMNS: ListColumn<Omit<Contractor, 'agent'>>[] = [
  { header: 'Компания', width: 36, value: (row) => row.title },
  { header: 'ИНН', width: 14, value: (row) => row.inn },
  { header: 'КПП', width: 11, value: (row) => row.kpp },
  { header: 'ОГРН', width: 16, value: (row) => row.ogrn },
  { header: 'Город', width: 20, value: (row) => row.city },
  { header: 'Регион', width: 24, value: (row) => row.region },
  { header: 'Проверена', width: 11, value: (row) => cellYes(row.verified) },
  { header: 'Добавлена', width: 12, value: (row) => cellDay(row.created) },
];

/** The agent's contractors as XLSX (decision 0184): the agent's own only. */
export const AGENT_CONTRACTORS_EXPORT: ListExport<RowOf<typeof agent.agentContractors>> = {
  title: 'Контрагенты агента',
  file: 'Контрагенты',
  columns: [...CONTRACTOR_COLUMNS, { header: 'Заявок', width: 8, value: (row) => row.applications }],
};

/** Companies agents entered by hand, waiting for a check, as XLSX (decision 0184). */
export const BACKOFFICE_CONTRACTORS_EXPORT: ListExport<Contractor> = {
  title: 'Контрагенты агентов на проверке',
  file: 'Контрагенты агентов',
  columns: [
    ...CONTRACTOR_COLUMNS,
    { header: 'Агент', width: 36, value: (row) => row.agent.title },
    { header: 'Сотрудник агента', width: 24, value: (row) => row.agent.name },
  ],
};

/** The agent's applications as XLSX (decision 0184): one contractor's when the page shows one. */
export const AGENT_APPLICATIONS_EXPORT: ListExport<RowOf<typeof agent.agentApplications>> = {
  title: 'Заявки агента',
  file: 'Заявки',
  columns: [
    { header: 'Заявка', width: 16, value: (row) => row.title },
    { header: 'Контрагент', width: 36, value: (row) => row.contractor.title },
    { header: 'ИНН', width: 14, value: (row) => row.contractor.inn },
    { header: 'Статус', width: 24, value: (row) => row.status_title },
    { header: 'Сумма, ₽', width: 16, value: (row) => row.products_sum, money: true },
    { header: 'Изменена', width: 18, value: (row) => cellTime(row.updated) },
  ],
  filters: { id_contractor: { label: 'Контрагент (№)' } },
};

/** The agent's commercial offers as XLSX (decision 0184). */
export const AGENT_OFFERS_EXPORT: ListExport<RowOf<typeof agent.agentOffers>> = {
  title: 'Коммерческие предложения агента',
  file: 'Коммерческие предложения',
  columns: [
    { header: 'Номер', width: 12, value: (row) => row.number },
    { header: 'Создано', width: 12, value: (row) => cellDay(row.created) },
    { header: 'Контрагент', width: 36, value: (row) => row.contractor.title },
    { header: 'ИНН', width: 14, value: (row) => row.contractor.inn },
    { header: 'Предмет лизинга', width: 36, value: (row) => row.subject },
    { header: 'Категория', width: 24, value: (row) => row.category },
    { header: 'Стоимость, ₽', width: 16, value: (row) => row.price, money: true },
    { header: 'Платёж в месяц, ₽', width: 16, value: (row) => row.monthly_payment, money: true },
    { header: 'Срок, мес.', width: 10, value: (row) => row.term },
    { header: 'Отправлено', width: 28, value: (row) => row.sent_to ?? '' },
    { header: 'Когда', width: 18, value: (row) => cellTime(row.sent) },
  ],
};
