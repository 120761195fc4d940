import type { TChatMessage } from '@agrolease/contracts/chat';
import { formatMoscowClock } from '@agrolease/domain';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Box,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import classes from './chat.module.css';
import { CHAT_TOKEN_KEY, type ChatState, chatApi } from './chat-api';

/** A consultant's answer reaches the open widget within 2 s (decision 0056). */
const POLL_MS = 2_000;

function status(state: ChatState | undefined): { label: string; color: string } {
  if (!state) return { label: 'Подключение…', color: 'gray' };
  if (!state.isWork) return { label: 'Нерабочее время', color: 'gray' };
  if (state.isBusy) return { label: 'Консультанты заняты', color: 'yellow' };
  return { label: 'Онлайн', color: 'green' };
}

/**
 * The open chat with a consultant (spec 1 §3 "Chat"): connects when first opened, polls while
 * open and keeps its messages while closed.
 */
export function ChatPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [state, setState] = useState<ChatState>();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [error, setError] = useState('');
  const [contactError, setContactError] = useState('');
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [sending, setSending] = useState(false);
  const token = useRef<string>('');
  const last = useRef('0');
  const viewport = useRef<HTMLDivElement>(null);

  const merge = useCallback((reply: { messages: TChatMessage[]; lastMessageID: string } & ChatState) => {
    const { messages: incoming, lastMessageID, ...rest } = reply;
    setState(rest);
    last.current = lastMessageID;
    if (incoming.length > 0)
      setMessages((current) => [
        ...current,
        ...incoming.filter((message) => !current.some((known) => known.id === message.id)),
      ]);
  }, []);

  const connect = useCallback(async () => {
    try {
      const stored = window.localStorage.getItem(CHAT_TOKEN_KEY);
      let current: ChatState | undefined;
      if (stored) current = await chatApi.check(stored).catch(() => undefined);
      if (!current) {
        current = await chatApi.open();
        window.localStorage.setItem(CHAT_TOKEN_KEY, current.chat_token);
        last.current = '0';
        setMessages([]);
      }
      token.current = current.chat_token;
      merge(await chatApi.messages(token.current, last.current));
      setError('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Чат временно недоступен');
    }
  }, [merge]);

  const poll = useInterval(() => {
    if (token.current) chatApi.messages(token.current, last.current).then(merge, () => {});
  }, POLL_MS);

  useEffect(() => {
    if (!opened) return;
    void connect();
    poll.start();
    return poll.stop;
  }, [opened, connect, poll.start, poll.stop]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll down when a message arrives.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length]);

  if (!opened) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !token.current) return;
    if (state && !state.isWork && !contact.trim()) {
      setContactError('Оставьте телефон или e-mail, чтобы консультант мог ответить');
      return;
    }
    setSending(true);
    try {
      merge(await chatApi.send(token.current, message, last.current, contact.trim() || undefined));
      setText('');
      setError('');
      setContactError('');
    } catch (cause) {
      const failure = cause as Error & { prop?: string };
      if (failure.prop === 'contact') setContactError(failure.message);
      else setError(failure.message);
    } finally {
      setSending(false);
    }
  };

  const badge = status(state);
  return (
    <Paper
      shadow="xl"
      radius="lg"
      withBorder
      className={classes.panel}
      role="dialog"
      aria-label="Чат с консультантом"
    >
      <Group className={classes.header} p="md" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={state?.consultant.photo} alt="" radius="xl" />
          <Box>
            <Text fw={700} fz="sm" lh={1.2}>
              {state?.consultant.name ?? 'Консультант'}
            </Text>
            <Text fz="xs" opacity={0.85}>
              {state?.consultant.position ?? ''}
            </Text>
            <Badge size="xs" color={badge.color} variant="filled" mt={4}>
              {badge.label}
            </Badge>
          </Box>
        </Group>
        <CloseButton variant="transparent" c="white" aria-label="Закрыть чат" onClick={onClose} />
      </Group>
      <ScrollArea className={classes.messages} viewportRef={viewport} p="sm">
        <Stack gap="xs" data-testid="chat-messages">
          <Text className={`${classes.bubble} ${classes.consultant}`}>
            Здравствуйте! Задайте вопрос о лизинге, технике или личном кабинете.
          </Text>
          {messages.map((message) => (
            <Box
              key={message.id}
              className={`${classes.bubble} ${message.author === 'visitor' ? classes.visitor : classes.consultant}`}
            >
              {message.text}
              <Text fz={10} opacity={0.7} ta="right" mt={2}>
                {formatMoscowClock(message.date)}
              </Text>
            </Box>
          ))}
        </Stack>
      </ScrollArea>
      <Box
        p="sm"
        component="form"
        onSubmit={send}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Stack gap={6}>
          {error && (
            <Alert color="red" variant="light" p="xs">
              {error}
            </Alert>
          )}
          {state?.isBusy && (
            <Text fz="xs" c="dimmed">
              {state.BusyText}
            </Text>
          )}
          {state && !state.isWork && (
            <>
              <Text fz="xs" c="dimmed">
                Консультанты работают пн–пт 9:00–18:00 МСК. Оставьте сообщение и контакт — ответим в рабочее
                время.
              </Text>
              <TextInput
                size="xs"
                aria-label="Телефон или e-mail для ответа"
                placeholder="Телефон или e-mail для ответа"
                value={contact}
                onChange={(event) => {
                  setContact(event.currentTarget.value);
                  setContactError('');
                }}
                error={contactError}
              />
            </>
          )}
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Textarea
              aria-label="Сообщение"
              placeholder="Напишите сообщение…"
              autosize
              minRows={1}
              maxRows={4}
              style={{ flex: 1 }}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) void send(event);
              }}
            />
            <ActionIcon
              type="submit"
              size={36}
              loading={sending}
              aria-label="Отправить"
              disabled={!text.trim()}
            >
              <IconSend size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
}
