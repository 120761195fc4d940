import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '../plain/mantine-markup';

interface ApplicationSignSectionProps {
  canSES: boolean;
  signed: boolean;
  /** What signs: the page passes the signing button (components/signing). */
  action: ReactNode;
}

/** Step eight's place for signing the application: the heading, what happens, the sign button. */
export function ApplicationSignSection({ canSES, signed, action }: ApplicationSignSectionProps) {
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
        {!signed && <Group>{action}</Group>}
      </Stack>
    </Paper>
  );
}
