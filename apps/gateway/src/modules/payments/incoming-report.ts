import type { payments as contract } from '@agrolease/contracts';
import { formatKopecks, formatMoscowDate, formatMoscowDateTime } from '@agrolease/domain';
import type { DownloadFile } from '../../http/register-download.ts';
import { EXPORT_ROW_LIMIT, listSheet, listWorkbook, XLSX_MIME } from '../../xlsx/list-workbook.ts';
import { type IncomingDeps, listIncoming } from './incoming.ts';

const STATE_TITLE: Record<(typeof contract.INCOMING_STATES)[number], string> = {
  all: 'Все',
  unmatched: 'Не сопоставлены',
  matched: 'Зачтены',
};

/**
 * «Поступления» as XLSX (issue 38, decision 0175): the queue with the manager's filter, every
 * page, one row per payment order with the contract it paid, the schedule's payments it covered,
 * or why it waits.
 */
export async function incomingReport(
  deps: IncomingDeps,
  filters: { state: (typeof contract.INCOMING_STATES)[number] },
  now: Date,
): Promise<DownloadFile> {
  const list = await listIncoming(deps, { ...filters, page: 1 }, EXPORT_ROW_LIMIT);
  return {
    label: `Поступления ${formatMoscowDate(now)}`,
    mimeType: XLSX_MIME,
    bytes: await listWorkbook({
      title: 'Поступившие платежи',
      generatedAt: now,
      filters: [{ label: 'Показаны', value: STATE_TITLE[filters.state] }],
      sheets: [
        listSheet(
          'Поступления',
          [
            { header: 'П/п №', width: 10, value: (row) => row.number },
            { header: 'Дата', width: 12, value: (row) => formatMoscowDate(row.date) },
            { header: 'Сумма, ₽', width: 16, value: (row) => row.sum_kopecks / 100, money: true },
            { header: 'Плательщик', width: 36, value: (row) => row.payer_name },
            { header: 'ИНН плательщика', width: 16, value: (row) => row.payer_inn },
            { header: 'Назначение', width: 60, value: (row) => row.purpose },
            { header: 'Состояние', width: 16, value: (row) => STATE_TITLE[row.status] },
            { header: 'Договор', width: 18, value: (row) => row.contract?.contract_name ?? '' },
            {
              header: 'Оплаченные платежи',
              width: 30,
              value: (row) =>
                row.paid_payments
                  .map(
                    (payment) =>
                      `${formatMoscowDate(payment.payment_date)}${payment.settled ? '' : ` (частично, ${formatKopecks(payment.paid_kopecks)})`}`,
                  )
                  .join(', '),
            },
            { header: 'Пени, ₽', width: 12, value: (row) => row.penalty_kopecks / 100, money: true },
            {
              header: 'Переплата, ₽',
              width: 14,
              value: (row) => (row.surplus_kopecks > 0 ? row.surplus_kopecks / 100 : null),
              money: true,
            },
            { header: 'Причина', width: 40, value: (row) => row.note },
            {
              header: 'Источник',
              width: 12,
              value: (row) => (row.source === 'manual' ? 'Вручную' : 'Выписка'),
            },
            { header: 'Внесено', width: 18, value: (row) => formatMoscowDateTime(row.created_at) },
          ],
          list.items,
          list.count,
        ),
      ],
    }),
  };
}
