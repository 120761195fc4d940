import { auth, isGatewayError } from '@agrolease/contracts';
import { formatMoscowDateTime } from '@agrolease/domain';
import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { data } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Исходящие СМС и письма (разработка)',
    description: 'Сообщения локальных адаптеров СМС и почты.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** SMS and letters of the local adapters; the gateway answers 404 in production. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recipient = new URL(request.url).searchParams.get('recipient') ?? undefined;
  try {
    return await getGateway(context).call(auth.devOutbox, { recipient });
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <Container py="xl" size="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Исходящие СМС и письма
        </Title>
        <Text c="dimmed" fz="sm">
          Страница среды разработки: сюда попадают сообщения, пока не настроены SMS_PROVIDER и SMTP_URL.
        </Text>
        {loaderData.items.length === 0 && <Text>Сообщений пока нет.</Text>}
        {loaderData.items.map((item) => (
          <Paper key={item.id} withBorder p="md" radius="md" data-testid="outbox-message">
            <Group justify="space-between" mb={6} wrap="wrap" gap="xs">
              <Group gap="xs">
                {item.channel === 'sms' ? <IconMessage size={18} /> : <IconMail size={18} />}
                <Text fw={600} data-testid="outbox-recipient">
                  {item.recipient}
                </Text>
                <Badge variant="light" size="sm">
                  {item.channel === 'sms' ? 'СМС' : 'Письмо'}
                </Badge>
              </Group>
              <Text fz="xs" c="dimmed">
                {formatMoscowDateTime(item.created)}
              </Text>
            </Group>
            {item.subject && (
              <Text fw={600} fz="sm">
                {item.subject}
              </Text>
            )}
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-body">
              {item.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
