import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { Group, Title } from '../plain/mantine-markup';

/**
 * One section of an application or a deal page: a bordered card under its own heading,
 * with a badge or a note at the heading's right where the section has one.
 */
export function SectionCard({
  title,
  aside,
  testId,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="lg" mb={aside ? undefined : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      {aside ? (
        <Group justify="space-between" mb="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
