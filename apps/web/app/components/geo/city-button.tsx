import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useGeo } from './geo-context';

/** The current city in the header; opens the city picker. */
export function CityButton({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const { geo, openPicker } = useGeo();
  const color = variant === 'dark' ? 'white' : 'dark.7';
  return (
    <UnstyledButton onClick={openPicker} aria-label={`Ваш город: ${geo?.city ?? 'не выбран'}. Выбрать город`}>
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
