import { notifications } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import type { TFailedDelivery } from '@agrolease/contracts/notifications';
import { formatPhone, pluralRu } from '@agrolease/domain';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { type ListColumn, ListPage } from '../../components/list-page/list-page';
import { Badge, Group, Paper, Stack, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/deliveries';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Недоставленные уведомления',
    description: 'Письма и SMS о сообщениях кабинета, которые не удалось доставить.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null };
  const list = await getGateway(context).call(notifications.backofficeFailedDeliveries, {
    page: listPage(new URL(request.url)),
  });
  return { exportPath: listReportPath(notifications.backofficeFailedDeliveries), list };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'resend', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  return sendFromAction(context, 'resend', notifications.backofficeFailedDeliveryResend, {
    id_delivery: String(form.get('id') ?? ''),
  });
}

const CHANNEL_TITLE = { email: 'Письмо', sms: 'SMS' } as const;

function recipientOf(item: TFailedDelivery): string {
  if (!item.recipient) return 'нет адреса';
  return item.channel === 'sms' ? formatPhone(item.recipient) : item.recipient;
}

/** «Отправить снова»: the delivery goes with the dispatcher's next round; refused ones say why. */
function ResendButton({ item }: { item: TFailedDelivery }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const sent = fetcher.state === 'idle' && fetcher.data?.ok;
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : '';
  return (
    <Stack gap={4} align="flex-start">
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={item.id} />
        <Button
          type="submit"
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} />}
          loading={busy}
          disabled={Boolean(sent)}
        >
          {sent ? 'Отправляется' : 'Отправить снова'}
        </Button>
      </fetcher.Form>
      {refused && (
        <Text fz="xs" c="red">
          {refused}
        </Text>
      )}
    </Stack>
  );
}

function Who({ item }: { item: TFailedDelivery }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {item.company || item.account.login}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {item.account.login}
        {item.account.name ? ` · ${item.account.name}` : ''}
      </Text>
    </Stack>
  );
}

function What({ item }: { item: TFailedDelivery }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Text fz="xs" c="dimmed">
        {item.kind_title} · {formatDateTime(item.message_date)}
      </Text>
    </Stack>
  );
}

function Failure({ item }: { item: TFailedDelivery }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
        {item.last_error || 'Ошибка не записана'}
      </Text>
      <Text fz="xs" c="dimmed">
        {item.attempts} {pluralRu(item.attempts, ['попытка', 'попытки', 'попыток'])}
      </Text>
    </Stack>
  );
}

function Channel({ item }: { item: TFailedDelivery }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={item.channel === 'sms' ? 'grape' : 'blue'} size="sm">
        {CHANNEL_TITLE[item.channel]}
      </Badge>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {recipientOf(item)}
      </Text>
    </Stack>
  );
}

const COLUMNS: ListColumn<TFailedDelivery>[] = [
  { title: 'Кому', cell: (item) => <Who item={item} /> },
  { title: 'Сообщение', cell: (item) => <What item={item} /> },
  { title: 'Канал', cell: (item) => <Channel item={item} /> },
  { title: 'Последняя ошибка', cell: (item) => <Failure item={item} /> },
  { title: '', cell: (item) => <ResendButton item={item} /> },
];

/** One failed delivery as a card on a phone, where five columns do not fit. */
function DeliveryCard({ item }: { item: TFailedDelivery }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="failed-delivery-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Who item={item} />
          <Channel item={item} />
        </Group>
        <What item={item} />
        <Failure item={item} />
        <ResendButton item={item} />
      </Stack>
    </Paper>
  );
}

/**
 * Letters and SMS of cabinet messages given up after every retry (decision 0169): whom, what, by
 * which channel, the last error and the tries; «Отправить снова» hands one back to the dispatcher.
 */
export default function BackofficeDeliveries({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  if (!list) return null;
  const empty = 'Все письма и SMS доставлены';
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      title="Недоставленные уведомления"
      intro={
        <>
          <Text c="dimmed" fz="sm">
            Письма и SMS о сообщениях кабинета, которые не ушли и после пяти попыток (через 1 минуту, 5 минут,
            30 минут и 2 часа). Исправьте адрес или телефон клиента, если дело в них, и отправьте снова:
            уведомление пропадёт из списка и уйдёт в течение нескольких секунд, а если не дойдёт и после новых
            попыток — вернётся сюда.
          </Text>
          <Text c="dimmed" fz="sm" data-testid="failed-deliveries-count">
            {list.count_collection}{' '}
            {pluralRu(list.count_collection, ['уведомление', 'уведомления', 'уведомлений'])}
          </Text>
        </>
      }
      label="Недоставленные уведомления"
      columns={COLUMNS}
      minWidth={860}
      phoneCard={(item) => <DeliveryCard item={item} />}
      items={list.items}
      empty={empty}
      pages={list.pages}
      page={list.page}
    />
  );
}
