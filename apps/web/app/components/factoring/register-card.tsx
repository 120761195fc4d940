import type { TFactoringRegister } from '@agrolease/contracts/factoring';
import { formatRoubles } from '@agrolease/domain';
import type { ReactNode } from 'react';
import { formatDay } from '../cabinet/cabinet-format';
import { Anchor, Badge, Group, Paper, Text } from '../plain/mantine-markup';

const COLOR: Record<string, string> = {
  draft: 'gray',
  sent: 'blue',
  confirmed: 'yellow',
  disputed: 'red',
  financed: 'green',
  paid: 'teal',
};

export function RegisterStatus({ item }: { item: Pick<TFactoringRegister, 'status' | 'status_title'> }) {
  return (
    <Badge color={COLOR[item.status] ?? 'gray'} variant="light" radius="sm" data-status={item.status}>
      {item.status_title}
    </Badge>
  );
}

/** A register as a card (fits 390 px): number, counterparty, invoices, total, status. */
export function RegisterCard({
  item,
  href,
  party,
  children,
}: {
  item: TFactoringRegister;
  href?: string;
  party: 'customer' | 'supplier';
  children?: ReactNode;
}) {
  const who = party === 'customer' ? item.customer : item.supplier;
  return (
    <Paper withBorder radius="md" p="md" data-testid="factoring-register">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {href ? (
          <Anchor to={href} fw={600}>
            Реестр {item.number}
          </Anchor>
        ) : (
          <Text fw={600}>Реестр {item.number}</Text>
        )}
        <RegisterStatus item={item} />
      </Group>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {party === 'customer' ? 'Покупатель' : 'Поставщик'}: {who.title}, ИНН {who.inn}
      </Text>
      <Text fz="xs" c="dimmed">
        Накладных: {item.invoices} · {formatRoubles(item.total)}
        {item.sent ? ` · отправлен ${formatDay(item.sent)}` : ` · создан ${formatDay(item.created)}`}
      </Text>
      {item.customer_comment && (
        <Text
          fz="sm"
          mt={4}
          c={item.status === 'disputed' ? 'red' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          Ответ покупателя: {item.customer_comment}
        </Text>
      )}
      {children}
    </Paper>
  );
}
