import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useGeo } from './geo-context';

/** The current city in the header; opens the city picker. */
export function CityButton({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const { geo, openPicker } = useGeo();
  const color = variant === 'dark' ? 'white' : 'dark.7';
  return (
    // Without a city the visible «Выберите город» is the whole name: a label that does not
    // contain the visible words confuses speech input (axe: label-content-name-mismatch).
    <UnstyledButton
      onClick={openPicker}
      aria-label={geo?.city ? `Ваш город: ${geo.city}. Выбрать город` : undefined}
    >
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={16} color={variant === 'dark' ? 'white' : undefined} aria-hidden />
        <Text
          fz="sm"
          c={color}
          td="underline"
          style={{ textDecorationStyle: 'dotted', whiteSpace: 'nowrap' }}
        >
          {geo?.city ?? 'Выберите город'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
