import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FieldProps } from './field-props';

interface Infobox {
  title: string;
  text: string;
  hint?: string;
}

/** infoboxes: read-only notes of props.items ({ title, text, hint }). */
export function InfoboxesField({ item }: FieldProps) {
  const boxes = Array.isArray(item.value) ? (item.value as Infobox[]) : [];
  return (
    <Stack gap="xs" data-field={item.field}>
      {item.title && (
        <Title order={3} fz="md">
          {item.title}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {boxes.map((box) => (
          <Paper key={box.title} withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed">
              {box.title}
            </Text>
            <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
              {box.text || '—'}
            </Text>
            {box.hint && (
              <Text fz="xs" c="dimmed">
                {box.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
