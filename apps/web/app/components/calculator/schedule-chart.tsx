import type { TScheduleRow } from '@agrolease/contracts/calculator';
import { BarChart } from '@mantine/charts';
import { MONTH_SHORT } from './money';

const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Payments month by month, split into principal and interest. */
export function ScheduleChart({ schedule, height }: { schedule: TScheduleRow[]; height: number }) {
  const data = schedule.map((row) => ({
    month: `${MONTH_SHORT[Number(row.date.slice(5, 7)) - 1]} ${row.date.slice(2, 4)}`,
    principal: row.principal,
    interest: row.interest,
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="month"
      type="stacked"
      series={[
        { name: 'principal', label: 'Основной долг', color: 'field.7' },
        { name: 'interest', label: 'Проценты', color: 'yellow.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => `${full.format(value)} ₽`}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      maxBarWidth={28}
      aria-label="График платежей по месяцам"
    />
  );
}
