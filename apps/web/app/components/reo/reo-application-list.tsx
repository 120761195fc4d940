import type { TReoApplicationItem } from '@agrolease/contracts/reo';
import { formatRoubles } from '@agrolease/domain';
import { formatDay } from '../cabinet/cabinet-format';
import { Anchor, Badge, Group, Paper, Stack, Text } from '../plain/mantine-markup';
import { REO_BASE } from './reo-sections';

const COLOR = { wait: 'yellow', approve: 'green', cancel: 'red' } as const;

export function ReoStatusBadge({ item }: { item: Pick<TReoApplicationItem, 'status' | 'status_title'> }) {
  return (
    <Badge color={COLOR[item.status]} variant="light" radius="sm" data-status={item.status}>
      {item.status_title}
    </Badge>
  );
}

/** The mark of a request the company's manager forwarded to the fund (decision 0114). */
export function ReoForwardedBadge({ item }: { item: Pick<TReoApplicationItem, 'forwarded'> }) {
  if (!item.forwarded) return null;
  return (
    <Badge color="blue" variant="outline" radius="sm" data-testid="reo-forwarded">
      Передана Агролизингом
    </Badge>
  );
}

/** A support request as a card (it fits a 390 px screen without a table). */
export function ReoApplicationCard({ item }: { item: TReoApplicationItem }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="reo-application">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor to={`${REO_BASE}/applications/${item.id}`} fw={600}>
          {item.code} · {item.contractor.title}
        </Anchor>
        <Group gap={6}>
          <ReoForwardedBadge item={item} />
          <ReoStatusBadge item={item} />
        </Group>
      </Group>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.program}
        {item.subject ? ` · ${item.subject}` : ''}
      </Text>
      <Text fz="xs" c="dimmed">
        Поддержка {formatRoubles(item.support_sum)} из {formatRoubles(item.lease_sum)} · подана{' '}
        {formatDay(item.created)}
        {item.decided ? ` · решение ${formatDay(item.decided)}` : ''}
      </Text>
    </Paper>
  );
}

/** The requests waiting, on the fund's home page. */
export function ReoApplicationList({
  items,
  empty,
}: {
  items: readonly TReoApplicationItem[];
  empty: string;
}) {
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" data-testid="reo-applications">
      {items.map((item) => (
        <ReoApplicationCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}
