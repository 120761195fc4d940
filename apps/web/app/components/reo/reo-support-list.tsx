import type { TReoDecision } from '@agrolease/contracts/reo';
import { formatRoubles, QUEUE_SERVICE_DAYS, type TimelineStep } from '@agrolease/domain';
import { WaitBadge } from '../backoffice/wait-badge';
import { formatDay } from '../cabinet/cabinet-format';
import { StepsTimeline } from '../cabinet/steps-timeline';
import { Group, Stack, Text } from '../plain/mantine-markup';
import { ReoStatusBadge } from './reo-application-list';

interface DecisionOptions {
  showFarm?: boolean;
  /** The back office's: a waiting request shows how long it has waited (issue 39). */
  now?: string;
  /** The farm's: the request's steps and the fund's decision due (decision 0183). */
  timeline?: TimelineStep[];
}

/** A support request with the fund's decision, as the client and the manager read it (decision 0088). */
export function ReoDecision({
  item,
  showFarm = false,
  now,
  timeline,
}: DecisionOptions & { item: TReoDecision }) {
  return (
    <div data-testid="reo-decision">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.code} · {item.fund.title}
        </Text>
        <Group gap={6}>
          {now && item.status === 'wait' && (
            <WaitBadge since={item.created} now={now} serviceDays={QUEUE_SERVICE_DAYS.reo} />
          )}
          <ReoStatusBadge item={item} />
        </Group>
      </Group>
      {showFarm && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.contractor.title}, ИНН {item.contractor.inn}
          {item.lease_code ? ` · заявка ${item.lease_code}` : ''}
        </Text>
      )}
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.program}: {formatRoubles(item.support_sum)}
      </Text>
      {item.forwarded && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="reo-forwarded">
          Передана в фонд менеджером Агролизинга {formatDay(item.forwarded.at)}
          {showFarm && item.forwarded.comment ? `: ${item.forwarded.comment}` : ''}
        </Text>
      )}
      {item.decided && (
        <Text fz="xs" c="dimmed">
          Решение {formatDay(item.decided)}
          {item.decided_by ? `, ${item.decided_by}` : ''}
        </Text>
      )}
      {item.comment && (
        <Text fz="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.comment}
        </Text>
      )}
      {timeline && (
        <div style={{ marginTop: 8 }}>
          <StepsTimeline steps={timeline} bare title={`Ход запроса ${item.code}`} testId="reo-timeline" />
        </div>
      )}
    </div>
  );
}

/** An application's support requests (its page, the client's and the manager's). */
export function ReoSupportList({
  items,
  showFarm = false,
  timelines,
}: {
  items: readonly TReoDecision[];
  /** The farm's: each request's steps and the fund's decision due (decision 0183), by request id. */
  timelines?: Record<number, TimelineStep[]>;
  showFarm?: boolean;
}) {
  return (
    <Stack gap="md">
      {items.map((item) => (
        <ReoDecision key={item.id} item={item} showFarm={showFarm} timeline={timelines?.[item.id]} />
      ))}
    </Stack>
  );
}
