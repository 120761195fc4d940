import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlaceLine } from './place-line';

/** The head of a lot's, a supplier's or an agent's page: its badges, its name as the page's title, and where it is. */
export function EntityHeading({
  badges,
  title,
  city,
  region,
}: {
  badges: ReactNode;
  title: string;
  city: string;
  region: string;
}) {
  return (
    <>
      <Group gap="xs" mb={6}>
        {badges}
      </Group>
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        {title}
      </Title>
      <PlaceLine city={city} region={region} variant="heading" mt={6} />
    </>
  );
}
