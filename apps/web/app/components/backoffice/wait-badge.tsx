import { queueWait } from '@agrolease/domain';
import { Badge } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/**
 * How long an item has waited in a queue (issue 39): «ждёт 3 дня», red past the queue's service
 * level. `now` comes from the loader, so the server's HTML and the browser's render agree.
 */
export function WaitBadge({ since, now, serviceDays }: { since: string; now: string; serviceDays: number }) {
  const wait = queueWait(since, new Date(now), serviceDays);
  return (
    <Badge
      color={wait.late ? 'red' : 'gray'}
      variant={wait.late ? 'filled' : 'light'}
      leftSection={<IconClockHour4 size={12} aria-hidden />}
      data-testid="queue-wait"
      data-late={wait.late || undefined}
      title={wait.late ? `Дольше срока: ${serviceDays} дн.` : undefined}
    >
      {wait.text}
    </Badge>
  );
}
