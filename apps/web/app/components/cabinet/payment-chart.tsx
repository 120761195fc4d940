import { StackedMoneyChart } from '../charts/stacked-money-chart';

/** The dashboard's payments of the next twelve months: paid and still to pay. */
export function PaymentChart({
  buckets,
}: {
  buckets: readonly { month: string; title: string; paid: number; due: number }[];
}) {
  return (
    <StackedMoneyChart
      height={220}
      data={buckets.map((bucket) => ({ month: bucket.title, paid: bucket.paid, due: bucket.due }))}
      series={[
        { name: 'paid', label: 'Оплачено' },
        { name: 'due', label: 'К оплате' },
      ]}
      label="Платежи на 12 месяцев"
    />
  );
}
