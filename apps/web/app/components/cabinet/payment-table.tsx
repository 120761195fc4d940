import type { TPaymentItem } from '@agrolease/contracts/cabinet';
import { formatKopecks, roublesToKopecks } from '@agrolease/domain';
import { IconQrcode } from '@tabler/icons-react';
import { type ListColumn, type ListRowProps, ListTable } from '../list-page/list-table';
import { Anchor, Badge, Text } from '../plain/mantine-markup';
import { PlainButton } from '../plain/plain-button';
import { AppLink } from '../routing/app-link';
import { formatDay, formatSum } from './cabinet-format';

/** A partly paid payment (decision 0184): what is paid and what remains, under its state. */
function partly(payment: TPaymentItem) {
  if (payment.paid_at || payment.paid_sum <= 0) return null;
  return (
    <Text fz="xs" mt={4} data-testid="payment-partly">
      Оплачено {formatKopecks(roublesToKopecks(payment.paid_sum))}, осталось{' '}
      {formatKopecks(roublesToKopecks(payment.remaining_sum))}
    </Text>
  );
}

function state(payment: TPaymentItem) {
  if (payment.isOverdue) return <Badge color="red">Просрочен</Badge>;
  if (payment.paid_at)
    return (
      <Badge color="field" variant="light">
        Оплачен {formatDay(payment.paid_at)}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      Ожидается
    </Badge>
  );
}

/** Where «Оплатить» of an unpaid payment leads: its requisites, QR code and invoice (issue 38). */
export function payHref(paymentId: number): string {
  return `/cabinet/v2/client/payments/${paymentId}`;
}

/**
 * Payment schedule columns; withContract adds the contract's. Each due payment (overdue, or its
 * contract's next) has «Оплатить».
 */
export function paymentColumns(withContract: boolean): ListColumn<TPaymentItem>[] {
  return [
    { title: '№', cell: (payment) => payment.number },
    ...(withContract
      ? [
          {
            title: 'Договор',
            cell: (payment: TPaymentItem) => (
              <Anchor to={`/cabinet/v2/client/orders/${payment.id_order}`}>{payment.contract_name}</Anchor>
            ),
          },
        ]
      : []),
    { title: 'Срок оплаты', cell: (payment) => formatDay(payment.payment_date) },
    {
      title: 'Сумма',
      align: 'right',
      cell: (payment) => <span style={{ whiteSpace: 'nowrap' }}>{formatSum(payment.payment_sum)}</span>,
    },
    {
      title: 'Состояние',
      cell: (payment) => (
        <>
          {state(payment)}
          {partly(payment)}
        </>
      ),
    },
    {
      title: 'Оплата',
      titleShown: 'screen-reader',
      align: 'right',
      cell: (payment) =>
        payment.isDue && (
          <PlainButton
            component={AppLink}
            to={payHref(payment.id)}
            size="xs"
            variant={payment.isOverdue ? 'filled' : 'light'}
            color={payment.isOverdue ? 'red' : undefined}
            leftSection={<IconQrcode size={16} aria-hidden />}
            aria-label={`Оплатить платёж № ${payment.number}${withContract ? ` по договору ${payment.contract_name}` : ''}`}
          >
            Оплатить
          </PlainButton>
        ),
    },
  ];
}

/** A payment's row: overdue ones in red, each named for the journeys and the pay page's links. */
export function paymentRow(payment: TPaymentItem): ListRowProps {
  return {
    'data-testid': 'payment-row',
    'data-payment-id': String(payment.id),
    'data-overdue': payment.isOverdue ? '1' : '0',
    bg: payment.isOverdue ? 'red.0' : undefined,
    c: payment.isOverdue ? 'red.9' : undefined,
  };
}

/** A contract's payment schedule (its order page): the list's table without the contract column. */
export function PaymentTable({ payments }: { payments: readonly TPaymentItem[] }) {
  return (
    <ListTable
      label="График платежей"
      columns={paymentColumns(false)}
      items={payments}
      rowKey={(payment) => payment.id}
      rowProps={paymentRow}
      empty="Платежей нет."
      minWidth={620}
    />
  );
}
