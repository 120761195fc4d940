import type { TScheduleRow } from '@agrolease/contracts/calculator';
import { StackedMoneyChart } from '../charts/stacked-money-chart';
import { MONTH_SHORT } from './money';

/** Payments month by month, split into principal and interest. */
export function ScheduleChart({ schedule, height }: { schedule: TScheduleRow[]; height: number }) {
  const data = schedule.map((row) => ({
    month: `${MONTH_SHORT[Number(row.date.slice(5, 7)) - 1]} ${row.date.slice(2, 4)}`,
    principal: row.principal,
    interest: row.interest,
  }));
  return (
    <StackedMoneyChart
      height={height}
      data={data}
      series={[
        { name: 'principal', label: 'Основной долг' },
        { name: 'interest', label: 'Проценты' },
      ]}
      label="График платежей по месяцам"
      minTickGap={16}
    />
  );
}
