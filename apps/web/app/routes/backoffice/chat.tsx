import { chatConsole } from '@agrolease/contracts';
import { Alert, Button, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, redirect } from 'react-router';
import { ChatConsole } from '../../components/chat-console/chat-console';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import { getViewer, SIGN_IN_PATH } from '../../lib/session.server';
import type { Route } from './+types/chat';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Чат с посетителями',
    description: 'Рабочее место консультанта: диалоги с посетителями сайта.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only (decision 0056): a guest signs in first, another role is told so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer) throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent('/backoffice/chat')}`);
  if (viewer.role !== 'manager') return { allowed: false as const, home: viewer.home, conversations: [] };
  const list = await getGateway(context).call(chatConsole.chatConversations, { status: 'all' });
  return { allowed: true as const, home: viewer.home, conversations: list.conversations };
}

export default function BackofficeChat({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      {loaderData.allowed ? (
        <ChatConsole initial={loaderData.conversations} />
      ) : (
        <Alert
          color="yellow"
          icon={<IconLock />}
          title="Раздел недоступен для вашей роли"
          maw={560}
          mx="auto"
          mt="xl"
        >
          Чат с посетителями открыт только консультантам.
          <Button
            component={Link}
            to={loaderData.home}
            variant="light"
            mt="md"
            display="block"
            w="fit-content"
          >
            В личный кабинет
          </Button>
        </Alert>
      )}
    </Container>
  );
}
