import { BarChart, type BarChartSeries } from '@mantine/charts';

const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * Roubles by month as stacked bars (two series: the site's green, then yellow), with compact
 * amounts on the axis and full ones in the tooltip.
 */
export function StackedMoneyChart({
  data,
  series,
  height,
  label,
  minTickGap = 12,
}: {
  data: Record<string, string | number>[];
  series: [BarChartSeries, BarChartSeries];
  height: number;
  label: string;
  minTickGap?: number;
}) {
  const [first, second] = series;
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="month"
      type="stacked"
      series={[
        { color: 'field.7', ...first },
        { color: 'yellow.6', ...second },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      tickLine="none"
      gridAxis="y"
      valueFormatter={(value) => `${full.format(value)} ₽`}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 56 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap }}
      maxBarWidth={28}
      aria-label={label}
    />
  );
}
