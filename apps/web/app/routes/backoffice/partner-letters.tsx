import { partnerLetters } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatPhone, pluralRu } from '@agrolease/domain';
import { Button, Anchor as MantineAnchor, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { Form, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { type ListColumn, ListPage } from '../../components/list-page/list-page';
import { Badge, Group, Paper, Stack, Text } from '../../components/plain/mantine-markup';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/partner-letters';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Письма партнёров',
    description: 'Письма и SMS, отправленные из кабинетов поставщиков и агентов.',
  }),
  { name: 'robots', content: 'noindex' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the address that the call takes; anything malformed is dropped, not sent. */
function filtersOf(url: URL) {
  const value = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const account = value('account').slice(0, 100);
  const inn = value('inn');
  const from = value('from');
  const to = value('to');
  return {
    ...(account ? { account } : {}),
    ...(/^\d{1,12}$/.test(inn) ? { inn } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) && (!DAY.test(from) || to >= from) ? { to } : {}),
  };
}

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null };
  const url = new URL(request.url);
  const list = await getGateway(context).call(partnerLetters.backofficePartnerLetters, {
    page: listPage(url),
    ...filtersOf(url),
  });
  return { exportPath: listReportPath(partnerLetters.backofficePartnerLetters), list };
}

type Letter = partnerLetters.TPartnerLetter;

const COLUMNS: ListColumn<Letter>[] = [
  { title: 'Когда', cell: (item) => <Text fz="sm">{formatDateTime(item.created)}</Text> },
  {
    title: 'Отправитель',
    cell: (item) => (
      <Stack gap={0}>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {item.company.title}
        </Text>
        <Text fz="xs" c="dimmed">
          ИНН {item.company.inn} · {item.account.login}
          {item.account.name ? ` · ${item.account.name}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    title: 'Кому',
    cell: (item) => (
      <Stack gap={2} align="flex-start">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="partner-letter-recipient">
          {recipientOf(item)}
        </Text>
        {item.new_address && (
          <Badge color="orange" variant="light" size="sm">
            Новый адрес
          </Badge>
        )}
      </Stack>
    ),
  },
  {
    title: 'Письмо',
    cell: (item) => (
      <Stack gap={0}>
        <Text fz="sm">{item.kind_title}</Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.subject}
          {item.attachment ? ` · вложение ${item.attachment}` : ''}
        </Text>
      </Stack>
    ),
  },
];

/** Who a letter went to: an address, or «SMS» and the phone as people write it. */
function recipientOf(item: Letter): string {
  return item.channel === 'sms' ? `SMS ${formatPhone(item.recipient)}` : item.recipient;
}

/** One letter as a card on a phone, where the table's four columns do not fit. */
function LetterCard({ item }: { item: Letter }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="partner-letter-card">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {recipientOf(item)}
          </Text>
          {item.new_address && (
            <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
              Новый адрес
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          {formatDateTime(item.created)} · {item.kind_title}
        </Text>
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {item.company.title}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          ИНН {item.company.inn} · {item.account.login}
          {item.account.name ? ` · ${item.account.name}` : ''}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.subject}
          {item.attachment ? ` · вложение ${item.attachment}` : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The outgoing log of partner accounts (decision 0153): who wrote to whom, and new addresses. */
export default function BackofficePartnerLetters({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { list } = loaderData;
  if (!list) return null;
  const filtered = ['account', 'inn', 'from', 'to'].some((name) => params.get(name));
  const empty = filtered ? 'По этому отбору писем нет' : 'Партнёры ещё не отправляли писем';
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      title="Письма партнёров"
      intro={
        <Text c="dimmed" fz="sm">
          Письма и SMS, которые поставщики и агенты отправили из своих кабинетов на введённые ими адреса.
          «Новый адрес» — не адрес их компании, контактных лиц или контрагентов: таких не больше
          установленного числа в сутки.
        </Text>
      }
      filters={
        <>
          <Form method="get" role="search" aria-label="Отбор писем">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                name="account"
                label="Пользователь или компания"
                defaultValue={params.get('account') ?? ''}
                maxLength={100}
                w={{ base: '100%', sm: 240 }}
              />
              <TextInput
                name="inn"
                label="ИНН"
                inputMode="numeric"
                defaultValue={params.get('inn') ?? ''}
                maxLength={12}
                w={{ base: '100%', xs: 160 }}
              />
              <TextInput
                type="date"
                name="from"
                label="С"
                defaultValue={params.get('from') ?? ''}
                w={{ base: 'calc(50% - 6px)', xs: 160 }}
              />
              <TextInput
                type="date"
                name="to"
                label="По"
                defaultValue={params.get('to') ?? ''}
                w={{ base: 'calc(50% - 6px)', xs: 160 }}
              />
              <Button type="submit" leftSection={<IconFilter size={16} />} w={{ base: '100%', xs: 'auto' }}>
                Показать
              </Button>
              {filtered && (
                <MantineAnchor component={AppLink} to="/backoffice/partner-letters" fz="sm" py={8}>
                  Сбросить
                </MantineAnchor>
              )}
            </Group>
          </Form>
          <Text c="dimmed" fz="sm" data-testid="partner-letters-count">
            {list.count_collection} {pluralRu(list.count_collection, ['письмо', 'письма', 'писем'])}
          </Text>
        </>
      }
      label="Письма партнёров"
      columns={COLUMNS}
      minWidth={760}
      phoneCard={(item) => <LetterCard item={item} />}
      items={list.items}
      empty={empty}
      pages={list.pages}
      page={list.page}
    />
  );
}
