import { placeText } from '@agrolease/domain';
import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

/**
 * Where a lot, a stock item, a supplier or an agent is: a pin and "city, region". On a card
 * it is small and cut to one line; under a page's title it is larger and may wrap.
 */
export function PlaceLine({
  city,
  region,
  variant,
  mt,
}: {
  city: string;
  region: string;
  variant: 'card' | 'heading';
  mt: number;
}) {
  if (variant === 'card')
    return (
      <Group gap={4} mt={mt} wrap="nowrap">
        <IconMapPin size={14} color="var(--mantine-color-dimmed)" />
        <Text fz="xs" c="dimmed" truncate>
          {placeText(city, region)}
        </Text>
      </Group>
    );
  return (
    <Group gap={4} mt={mt}>
      <IconMapPin size={16} color="var(--mantine-color-dimmed)" />
      <Text c="dimmed" fz="sm">
        {placeText(city, region)}
      </Text>
    </Group>
  );
}
