import { BarChart } from '@mantine/charts';

const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** The dashboard's payments of the next twelve months: paid and still to pay. */
export function PaymentChart({
  buckets,
}: {
  buckets: readonly { month: string; title: string; paid: number; due: number }[];
}) {
  return (
    <BarChart
      h={220}
      data={buckets.map((bucket) => ({ month: bucket.title, paid: bucket.paid, due: bucket.due }))}
      dataKey="month"
      type="stacked"
      series={[
        { name: 'paid', label: 'Оплачено', color: 'field.7' },
        { name: 'due', label: 'К оплате', color: 'yellow.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => `${full.format(value)} ₽`}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      maxBarWidth={28}
      aria-label="Платежи на 12 месяцев"
    />
  );
}
