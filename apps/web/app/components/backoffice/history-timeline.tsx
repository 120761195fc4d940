import { Timeline } from '@mantine/core';
import { ruDate } from '../cabinet/offer-view';
import { Text } from '../plain/mantine-markup';

/** What happened to an application or a deal, oldest first, as the manager sees it. */
export function HistoryTimeline({ history }: { history: { date: string; title: string; body: string }[] }) {
  if (history.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        Пока без событий
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length}>
      {history.map((entry) => (
        <Timeline.Item key={`${entry.date}${entry.title}`} title={entry.title}>
          <Text fz="sm" c="dimmed">
            {entry.body}
          </Text>
          <Text fz="xs" c="dimmed">
            {ruDate(entry.date)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
