import type { TChatMessage } from '@agrolease/contracts/chat';
import type { TConversation, TConversationMessages } from '@agrolease/contracts/chat-console';
import { formatMoscowClock, formatMoscowShortDate, moscowIsoDay } from '@agrolease/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconMessageCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { PlainButton } from '../plain/plain-button';
import classes from './chat-console.module.css';
import { ConsoleError, consoleApi } from './console-api';

/** New messages reach the console within 2 s (decision 0056). */
export const CONSOLE_POLL_MS = 2_000;

/** Today's messages by their time, older ones by their day: Moscow time (decision 0093). */
function when(iso: string): string {
  return moscowIsoDay(iso) === moscowIsoDay(new Date()) ? formatMoscowClock(iso) : formatMoscowShortDate(iso);
}

const visitorTitle = (conversation: { visitor_name: string; contact: string; chat_token: string }) =>
  conversation.visitor_name ||
  conversation.contact ||
  `Посетитель ${conversation.chat_token.slice(0, 6).toUpperCase()}`;

type Filter = 'open' | 'closed' | 'all';

/** The consultants' chat console: conversations, the open one, a reply box (decision 0056). */
export function ChatConsole({ initial }: { initial: TConversation[] }) {
  const [conversations, setConversations] = useState(initial);
  const [filter, setFilter] = useState<Filter>('open');
  const [selected, setSelected] = useState<string>();
  const [open, setOpen] = useState<Omit<TConversationMessages, 'messages'>>();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const last = useRef('0');
  const viewport = useRef<HTMLDivElement>(null);
  const visibility = useDocumentVisibility();

  const fail = useCallback((cause: unknown) => {
    if (cause instanceof ConsoleError && cause.status === 401)
      window.location.assign('/cabinet/v2/auth?next=/backoffice/chat');
    else setError(cause instanceof Error ? cause.message : 'Сервис временно недоступен');
  }, []);

  const merge = useCallback((reply: TConversationMessages) => {
    const { messages: incoming, ...rest } = reply;
    setOpen(rest);
    last.current = reply.lastMessageID;
    if (incoming.length > 0)
      setMessages((current) => [
        ...current,
        ...incoming.filter((message) => !current.some((known) => known.id === message.id)),
      ]);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await consoleApi.conversations();
      setConversations(list.conversations);
      if (selected) merge(await consoleApi.messages(selected, last.current));
      setError('');
    } catch (cause) {
      fail(cause);
    }
  }, [selected, merge, fail]);

  useEffect(() => {
    if (visibility !== 'visible') return;
    const timer = window.setInterval(() => void refresh(), CONSOLE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [visibility, refresh]);

  const select = async (chatToken: string) => {
    setSelected(chatToken);
    setMessages([]);
    setOpen(undefined);
    setText('');
    last.current = '0';
    try {
      merge(await consoleApi.messages(chatToken, '0'));
      // Opening marks it read: the badge goes at once, not at the next poll.
      setConversations((current) =>
        current.map((item) => (item.chat_token === chatToken ? { ...item, unread: 0 } : item)),
      );
    } catch (cause) {
      fail(cause);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll down when a message arrives.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length]);

  const reply = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || !selected) return;
    setBusy(true);
    try {
      merge(await consoleApi.reply(selected, message, last.current));
      setText('');
      setError('');
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await consoleApi.close(selected);
      merge(await consoleApi.messages(selected, last.current));
      await refresh();
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const shown = conversations.filter((item) => filter === 'all' || item.status === filter);
  const unreadTotal = conversations.reduce((sum, item) => sum + item.unread, 0);
  const current = conversations.find((item) => item.chat_token === selected);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text c="dimmed" fz="sm">
            Рабочее место консультанта
          </Text>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Чат с посетителями
            </Title>
            {unreadTotal > 0 && (
              <Badge color="red" size="lg" circle={unreadTotal < 10} data-testid="unread-total">
                {unreadTotal}
              </Badge>
            )}
          </Group>
        </div>
        <Text c="dimmed" fz="xs">
          Обновляется каждые 2 секунды
        </Text>
      </Group>
      {error && (
        <Alert color="red" variant="light" onClose={() => setError('')} withCloseButton>
          {error}
        </Alert>
      )}
      <Paper withBorder radius="md" className={classes.shell}>
        <Box className={`${classes.list} ${selected ? classes.hiddenOnPhone : ''}`}>
          <Box p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <SegmentedControl
              fullWidth
              size="xs"
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              data={[
                { value: 'open', label: 'Открытые' },
                { value: 'closed', label: 'Закрытые' },
                { value: 'all', label: 'Все' },
              ]}
            />
          </Box>
          <ScrollArea style={{ flex: 1 }}>
            {shown.length === 0 && (
              <Stack align="center" gap={4} p="xl" c="dimmed">
                <IconMessageCircle size={32} stroke={1.5} aria-hidden />
                <Text fz="sm">Диалогов нет</Text>
              </Stack>
            )}
            <nav aria-label="Диалоги">
              {shown.map((item) => (
                <button
                  type="button"
                  key={item.chat_token}
                  className={`${classes.item} ${item.chat_token === selected ? classes.active : ''}`}
                  onClick={() => void select(item.chat_token)}
                  data-testid="conversation"
                  aria-current={item.chat_token === selected ? 'true' : undefined}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={item.unread > 0 ? 700 : 600} fz="sm" truncate>
                      {visitorTitle(item)}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {when(item.last_message.date)}
                    </Text>
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                    <Text fz="sm" c="dimmed" lineClamp={1}>
                      {item.last_message.author === 'consultant' ? 'Вы: ' : ''}
                      {item.last_message.text}
                    </Text>
                    {item.unread > 0 ? (
                      <Badge
                        color="red"
                        size="sm"
                        circle={item.unread < 10}
                        data-testid="unread"
                        style={{ flexShrink: 0 }}
                      >
                        {item.unread}
                      </Badge>
                    ) : item.status === 'closed' ? (
                      <Badge color="gray" variant="light" size="xs" style={{ flexShrink: 0 }}>
                        Закрыт
                      </Badge>
                    ) : null}
                  </Group>
                </button>
              ))}
            </nav>
          </ScrollArea>
        </Box>
        <Box className={`${classes.conversation} ${selected ? '' : classes.hiddenOnPhone}`}>
          {!selected ? (
            <Stack align="center" justify="center" h="100%" c="dimmed" gap={6}>
              <IconMessageCircle size={40} stroke={1.5} aria-hidden />
              <Text fz="sm">Выберите диалог слева</Text>
            </Stack>
          ) : (
            <>
              <Group
                justify="space-between"
                wrap="nowrap"
                p="sm"
                bg="white"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ActionIcon
                    variant="subtle"
                    hiddenFrom="sm"
                    aria-label="К списку диалогов"
                    onClick={() => setSelected(undefined)}
                  >
                    <IconArrowLeft size={18} />
                  </ActionIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} fz="sm" truncate data-testid="open-conversation-title">
                      {current ? visitorTitle(current) : open ? visitorTitle(open) : '…'}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate>
                      {open?.visitor_name
                        ? `Контакт: ${open.contact || 'не указан'}`
                        : open?.contact
                          ? 'Имя не указано'
                          : 'Контакт не указан'}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    color={open?.status === 'closed' ? 'gray' : 'green'}
                    variant="light"
                    visibleFrom="xs"
                  >
                    {open?.status === 'closed' ? 'Закрыт' : 'Открыт'}
                  </Badge>
                  <Tooltip label="Посетитель увидит, что диалог завершён">
                    <PlainButton
                      size="xs"
                      variant="default"
                      leftSection={<IconCircleCheck size={16} />}
                      onClick={() => void close()}
                      disabled={busy || open?.status === 'closed'}
                    >
                      Закрыть диалог
                    </PlainButton>
                  </Tooltip>
                </Group>
              </Group>
              <ScrollArea style={{ flex: 1 }} viewportRef={viewport} p="md">
                <Stack gap="xs" data-testid="console-messages">
                  {messages.map((message) => (
                    <Box key={message.id} className={`${classes.bubble} ${classes[message.author]}`}>
                      {message.text}
                      <Text fz={10} opacity={0.7} ta="right" mt={2}>
                        {formatMoscowClock(message.date)}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              </ScrollArea>
              <Box
                component="form"
                onSubmit={reply}
                p="sm"
                bg="white"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group align="flex-end" wrap="nowrap" gap="xs">
                  <Textarea
                    style={{ flex: 1 }}
                    aria-label="Ответ посетителю"
                    placeholder="Ответ посетителю… (Ctrl+Enter — отправить)"
                    autosize
                    minRows={1}
                    maxRows={5}
                    maxLength={2000}
                    value={text}
                    onChange={(event) => setText(event.currentTarget.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void reply();
                    }}
                  />
                  <Button
                    type="submit"
                    loading={busy}
                    disabled={!text.trim()}
                    leftSection={<IconSend size={16} />}
                  >
                    Ответить
                  </Button>
                </Group>
              </Box>
            </>
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
