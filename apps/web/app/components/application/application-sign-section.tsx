import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';

interface ApplicationSignSectionProps {
  canSES: boolean;
  signed: boolean;
  /** Starts signing; the page passes it (the signing helper wires the SES code dialog here). */
  onSign: () => void;
}

/** Step eight's place for signing the application: the heading and the 'Подписать' button. */
export function ApplicationSignSection({ canSES, signed, onSign }: ApplicationSignSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="application-sign">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Подписание заявки
        </Title>
        <Text fz="sm" c="dimmed">
          {signed
            ? 'Заявка подписана.'
            : canSES
              ? 'Подпишите заявку простой электронной подписью: мы отправим код в SMS на телефон из профиля.'
              : 'Чтобы подписать заявку кодом из SMS, укажите телефон в профиле.'}
        </Text>
        {!signed && (
          <Group>
            <Button
              leftSection={<IconSignature size={18} />}
              onClick={onSign}
              w={{ base: '100%', xs: 'auto' }}
            >
              Подписать
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
