import type { agentDeal } from '@agrolease/contracts';
import { cellDay, type ListExport, type RowOf } from '../../http/register-list-export.ts';

type Contractor = RowOf<typeof agentDeal.agentDealContractors>;
type DealRow = Contractor['deals'][number] & { contractor: Contractor };

/** The agent's deals, one row each with its contractor, as XLSX (decision 0184). */
export const AGENT_DEALS_EXPORT: ListExport<DealRow> = {
  title: 'Сделки агента',
  file: 'Сделки',
  columns: [
    { header: 'Сделка', width: 16, value: (row) => row.code },
    { header: 'Название', width: 36, value: (row) => row.title },
    { header: 'Контрагент', width: 36, value: (row) => row.contractor.title },
    { header: 'ИНН', width: 14, value: (row) => row.contractor.inn },
    { header: 'Этап', width: 24, value: (row) => row.stage_title },
    {
      header: 'База вознаграждения, ₽',
      width: 18,
      value: (row) => row.commission?.base ?? null,
      money: true,
    },
    { header: 'Ставка, %', width: 10, value: (row) => row.commission?.percent ?? null },
    { header: 'Вознаграждение, ₽', width: 16, value: (row) => row.commission?.amount ?? null, money: true },
    { header: 'Состояние вознаграждения', width: 22, value: (row) => row.commission?.status_title ?? '' },
    { header: 'Выплачено', width: 12, value: (row) => cellDay(row.commission?.paid_on) },
  ],
  rows: (reply: { items: Contractor[] }) =>
    reply.items.flatMap((contractor) => contractor.deals.map((deal) => ({ ...deal, contractor }))),
};
