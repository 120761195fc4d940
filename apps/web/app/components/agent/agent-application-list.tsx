import type { TAgentApplicationItem } from '@agrolease/contracts/agent';
import { formatRoubles } from '@agrolease/domain';
import { formatDay } from '../cabinet/cabinet-format';
import { StatusBadge } from '../cabinet/requests/status-badge';
import { Anchor, Group, Paper, Stack, Text } from '../plain/mantine-markup';

/** One of the agent's applications as a card (it fits a 390 px screen without a table). */
export function AgentApplicationCard({
  item,
  showContractor = true,
}: {
  item: TAgentApplicationItem;
  showContractor?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="agent-application">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor to={`/cabinet/v2/agent/applications/${item.id}`} fw={600}>
          {item.title}
        </Anchor>
        <StatusBadge status={item.status} title={item.status_title} />
      </Group>
      {showContractor && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.contractor.title}, ИНН {item.contractor.inn}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {item.products_sum > 0 ? `${formatRoubles(item.products_sum)} · ` : ''}обновлена{' '}
        {formatDay(item.updated)}
      </Text>
    </Paper>
  );
}

/** A few of the agent's applications inside another page (its home, a contractor's card). */
export function AgentApplicationList({
  items,
  showContractor = true,
}: {
  items: readonly TAgentApplicationItem[];
  showContractor?: boolean;
}) {
  if (items.length === 0) return <Text c="dimmed">Заявок пока нет.</Text>;
  return (
    <Stack gap="sm" data-testid="agent-applications">
      {items.map((item) => (
        <AgentApplicationCard key={item.id} item={item} showContractor={showContractor} />
      ))}
    </Stack>
  );
}
