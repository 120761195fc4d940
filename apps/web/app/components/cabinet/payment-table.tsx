import type { TPaymentItem } from '@agrolease/contracts/cabinet';
import { formatKopecks, roublesToKopecks } from '@agrolease/domain';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import {
  Anchor,
  Badge,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '../plain/mantine-markup';
import { AppLink } from '../routing/app-link';
import { formatDay, formatSum } from './cabinet-format';
import { CardRows } from './card-rows';

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
 * Payment schedule rows; overdue ones in red, each due one (overdue, or its contract's next) with
 * «Оплатить». withContract adds the contract column.
 */
export function PaymentTable({
  payments,
  withContract,
}: {
  payments: readonly TPaymentItem[];
  withContract: boolean;
}) {
  return (
    <CardRows minWidth={620}>
      <Table verticalSpacing="xs" aria-label="График платежей">
        <TableThead>
          <TableTr>
            <TableTh>№</TableTh>
            {withContract && <TableTh>Договор</TableTh>}
            <TableTh>Срок оплаты</TableTh>
            <TableTh ta="right">Сумма</TableTh>
            <TableTh>Состояние</TableTh>
            <TableTh>
              <VisuallyHidden>Оплата</VisuallyHidden>
            </TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {payments.map((payment) => (
            <TableTr
              key={payment.id}
              data-testid="payment-row"
              data-payment-id={payment.id}
              data-overdue={payment.isOverdue ? '1' : '0'}
              bg={payment.isOverdue ? 'red.0' : undefined}
              c={payment.isOverdue ? 'red.9' : undefined}
            >
              <TableTd data-label="№">{payment.number}</TableTd>
              {withContract && (
                <TableTd data-label="Договор">
                  <Anchor to={`/cabinet/v2/client/orders/${payment.id_order}`}>
                    {payment.contract_name}
                  </Anchor>
                </TableTd>
              )}
              <TableTd data-label="Срок оплаты">{formatDay(payment.payment_date)}</TableTd>
              <TableTd data-label="Сумма" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatSum(payment.payment_sum)}
              </TableTd>
              <TableTd data-label="Состояние">
                {state(payment)}
                {partly(payment)}
              </TableTd>
              <TableTd ta="right">
                {payment.isDue && (
                  <Button
                    component={AppLink}
                    to={payHref(payment.id)}
                    size="xs"
                    variant={payment.isOverdue ? 'filled' : 'light'}
                    color={payment.isOverdue ? 'red' : undefined}
                    leftSection={<IconQrcode size={16} aria-hidden />}
                    aria-label={`Оплатить платёж № ${payment.number}${withContract ? ` по договору ${payment.contract_name}` : ''}`}
                  >
                    Оплатить
                  </Button>
                )}
              </TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </CardRows>
  );
}
