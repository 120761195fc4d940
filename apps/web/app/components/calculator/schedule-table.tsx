import type { TScheduleRow } from '@agrolease/contracts/calculator';
import { formatIsoDayRu, pluralRu } from '@agrolease/domain/ru-format';
import { useState } from 'react';
import { CardRows } from '../cabinet/card-rows';
import plain from '../plain/plain.module.css';
import tables from '../table/plain-table.module.css';
import classes from './calculator.module.css';
import { formatMoney } from './money';

const FIRST_ROWS = 12;

/** «Показать все 24 платежа», «… 36 платежей»: the button that opens the whole schedule (issue 16). */
export function showAllPaymentsLabel(count: number): string {
  return `Показать все ${count} ${pluralRu(count, ['платёж', 'платежа', 'платежей'])}`;
}

/** The full schedule: the first year, then all rows on request. */
export function ScheduleTable({ schedule }: { schedule: TScheduleRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? schedule : schedule.slice(0, FIRST_ROWS);
  return (
    <>
      {/* Below 768 px each payment is a card (issue 39, decision 0185: the table scrolled sideways on a phone). */}
      <CardRows minWidth={620} label="График платежей">
        <table className={`${tables.table} ${tables.hover}`} data-testid="schedule-table">
          <thead>
            <tr>
              <th>№</th>
              <th>Дата</th>
              <th className={tables.number}>Платёж</th>
              <th className={tables.number}>Основной долг</th>
              <th className={tables.number}>Проценты</th>
              <th className={tables.number}>Остаток долга</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className={row.payment === 0 ? tables.dimmed : undefined}>
                <td data-label="№">{row.number}</td>
                <td data-label="Дата">{formatIsoDayRu(row.date)}</td>
                <td data-label="Платёж" className={`${tables.number} ${tables.strong}`}>
                  {formatMoney(row.payment, { kopecks: true })}
                </td>
                <td data-label="Основной долг" className={tables.number}>
                  {formatMoney(row.principal, { kopecks: true })}
                </td>
                <td data-label="Проценты" className={tables.number}>
                  {formatMoney(row.interest, { kopecks: true })}
                </td>
                <td data-label="Остаток долга" className={tables.number}>
                  {formatMoney(row.remaining, { kopecks: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardRows>
      {schedule.length > FIRST_ROWS && (
        <button
          type="button"
          className={`mantine-focus-auto mantine-active ${plain.button} ${classes.subtle}`}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className={plain.buttonInner}>
            <span className={plain.buttonLabel}>
              {expanded ? 'Свернуть график' : showAllPaymentsLabel(schedule.length)}
            </span>
          </span>
        </button>
      )}
    </>
  );
}
