import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';

/** The leasing process as the company states it (spec 1 §1). */
const STEPS = [
  'Выберите технику в каталоге',
  'Оформите заявку онлайн',
  'Загрузите документы',
  'Получите одобрение',
  'Подпишите договор — электронно или на бумаге',
  'Внесите авансовый платёж',
  'Получите технику',
  'Платите по графику',
  'Оформите технику в собственность',
];

export function LeasingSteps() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {STEPS.map((step, index) => (
        <Stack key={step} gap={6}>
          <ThemeIcon radius="xl" size={36} variant="light">
            <Text fw={800}>{index + 1}</Text>
          </ThemeIcon>
          <Text fw={600}>{step}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
