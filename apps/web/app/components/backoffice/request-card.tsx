import type { ReactNode } from 'react';
import { StatusBadge } from '../cabinet/requests/status-badge';
import { Group, Paper, Stack, Text } from '../plain/mantine-markup';

/**
 * One client request in a back-office queue (a complaint, a document order, a sublease):
 * its code and title, who sent it and when, its status, then what the page shows of it.
 */
export function RequestCard({
  testId,
  title,
  subtitle,
  status,
  statusTitle,
  children,
}: {
  testId: string;
  title: ReactNode;
  subtitle: ReactNode;
  status: string;
  statusTitle: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{title}</Text>
            <Text fz="sm" c="dimmed">
              {subtitle}
            </Text>
          </div>
          <StatusBadge status={status} title={statusTitle} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
