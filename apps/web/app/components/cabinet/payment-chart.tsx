import { MoneyBars } from '../charts/money-bars';

/**
 * The dashboard's payments of the next twelve months: paid and still to pay, drawn by CSS in the
 * server's page (issue 16: the measured chart was empty in a headless screenshot).
 */
export function PaymentChart({
  buckets,
}: {
  buckets: readonly { month: string; title: string; paid: number; due: number }[];
}) {
  return (
    <MoneyBars
      height={220}
      data={buckets.map((bucket) => ({ title: bucket.title, first: bucket.paid, second: bucket.due }))}
      labels={['Оплачено', 'К оплате']}
      label="Платежи на 12 месяцев"
    />
  );
}
