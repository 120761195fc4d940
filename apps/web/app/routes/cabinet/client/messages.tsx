import { cabinet } from '@agrolease/contracts';
import { Button, Stack as MantineStack, Modal } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ListPagination } from '../../../components/listing/list-pagination';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
} from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { orNotFound } from '../../../lib/not-found.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сообщения', description: 'Сообщения личного кабинета.' }),
  { name: 'robots', content: 'noindex' },
];

/** Five messages a page (spec 2 §9); ?id_message= opens one and marks it read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page')) || 1;
  const id = Number(url.searchParams.get('id_message'));
  const gateway = getGateway(context);
  // Opened first, so that the list below already shows it as read.
  const opened =
    Number.isInteger(id) && id > 0
      ? (await orNotFound(gateway.call(cabinet.getCabinetMessage, { id_message: id }))).message
      : null;
  const list = await gateway.call(cabinet.getCabinetMessages, { page });
  return { list, opened };
}

export default function ClientMessages({ loaderData: { list, opened } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id_message', String(id));
    return `?${next.toString()}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('id_message');
    void navigate(`?${next.toString()}`, { preventScrollReset: true });
  };
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Сообщения', href: '/cabinet/v2/client/messages' }]} />
      <Group justify="space-between" align="flex-end">
        <PageTitle>Сообщения</PageTitle>
        {list.unread > 0 && <Badge variant="light">Непрочитанных: {list.unread}</Badge>}
      </Group>
      {list.items.length === 0 ? (
        <Text c="dimmed">Сообщений пока нет.</Text>
      ) : (
        <MantineStack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Сообщения"
        >
          {list.items.map((message) => (
            <Paper
              key={message.id_message}
              component="li"
              withBorder
              p="md"
              radius="md"
              data-testid="message-row"
              data-unread={message.isRead ? undefined : '1'}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Anchor
                    to={openHref(message.id_message)}
                    preventScrollReset
                    fw={message.isRead ? 500 : 700}
                  >
                    {message.title}
                  </Anchor>
                  <Text fz="sm" c="dimmed" lineClamp={2}>
                    {message.preview}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(message.date)}
                  </Text>
                  {!message.isRead && (
                    <Badge size="xs" color="field">
                      Новое
                    </Badge>
                  )}
                  {message.hasDocument && <IconPaperclip size={16} aria-label="Есть вложение" />}
                </Stack>
              </Group>
            </Paper>
          ))}
        </MantineStack>
      )}
      <ListPagination page={list.page} pages={list.pages} />
      <Modal opened={opened !== null} onClose={close} title={opened?.title} size="lg" centered>
        {opened && (
          <Stack gap="md">
            <Text fz="xs" c="dimmed">
              {formatDay(opened.date)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{opened.body}</Text>
            {opened.document && (
              <Button
                component="a"
                href={`${opened.document.src}?download=1`}
                variant="light"
                leftSection={<IconDownload size={18} />}
                style={{ alignSelf: 'flex-start' }}
              >
                Скачать «{opened.document.title}»
              </Button>
            )}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
