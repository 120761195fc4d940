import type { TPaymentItem } from '@agrolease/contracts/cabinet';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatDay, formatSum } from './cabinet-format';

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

/** Payment schedule rows; overdue ones in red. withContract adds the contract column. */
export function PaymentTable({
  payments,
  withContract,
}: {
  payments: readonly TPaymentItem[];
  withContract: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="График платежей">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            {withContract && <Table.Th>Договор</Table.Th>}
            <Table.Th>Срок оплаты</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th>Состояние</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr
              key={payment.id}
              data-testid="payment-row"
              data-overdue={payment.isOverdue ? '1' : '0'}
              bg={payment.isOverdue ? 'red.0' : undefined}
              c={payment.isOverdue ? 'red.9' : undefined}
            >
              <Table.Td>{payment.number}</Table.Td>
              {withContract && (
                <Table.Td>
                  <Anchor component={Link} to={`/cabinet/v2/client/orders/${payment.id_order}`}>
                    {payment.contract_name}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>{formatDay(payment.payment_date)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatSum(payment.payment_sum)}
              </Table.Td>
              <Table.Td>{state(payment)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
