import type { TScheduleRow } from '@agrolease/contracts/calculator';
import { MoneyBars } from '../charts/money-bars';
import { MONTH_SHORT } from './money';

/**
 * Payments month by month, split into principal and interest: bars drawn by CSS in the server's
 * page, like the dashboard's (decision 0138); recharts cost the calculator one 0.5 s task.
 */
export function ScheduleChart({ schedule, height }: { schedule: TScheduleRow[]; height: number }) {
  return (
    <MoneyBars
      height={height}
      data={schedule.map((row) => ({
        title: `${MONTH_SHORT[Number(row.date.slice(5, 7)) - 1]} ${row.date.slice(0, 4)}`,
        first: row.principal,
        second: row.interest,
      }))}
      labels={['Основной долг', 'Проценты']}
      label="График платежей по месяцам"
    />
  );
}
