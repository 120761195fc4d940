import { backoffice, type TCallReply } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatRoubles, QUEUE_SERVICE_DAYS } from '@agrolease/domain';
import { Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form } from 'react-router';
import { AgentBadge } from '../../components/backoffice/agent-badge';
import { ApplicationStatusBadge } from '../../components/backoffice/application-status-badge';
import { WaitBadge } from '../../components/backoffice/wait-badge';
import { ruDate } from '../../components/cabinet/offer-view';
import { type ListColumn, ListPage } from '../../components/list-page/list-page';
import { Anchor, Group, Text } from '../../components/plain/mantine-markup';
import { PlainButton } from '../../components/plain/plain-button';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/applications';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявки — бэк-офис', description: 'Очередь заявок на лизинг.' }),
  { name: 'robots', content: 'noindex' },
];

const STATUS_OPTIONS = [
  { value: 'all', label: 'Все статусы' },
  { value: 'submitted', label: 'На рассмотрении' },
  { value: 'documents_requested', label: 'Запрошены документы' },
  { value: 'approved', label: 'Одобрена' },
  { value: 'rejected', label: 'Отклонена' },
  { value: 'offer_accepted', label: 'Предложение принято' },
  { value: 'offer_rejected', label: 'Предложение отклонено' },
];

type QueueItem = TCallReply<typeof backoffice.applicationQueue>['items'][number];

/** The queue's columns; a sent application waiting for a decision shows how long (issue 39). */
const columnsAt = (now: string): ListColumn<QueueItem>[] => [
  {
    title: 'Заявка',
    cell: (item) => (
      <Anchor to={`/backoffice/applications/${item.id}`} fw={600}>
        {item.code}
      </Anchor>
    ),
  },
  {
    title: 'Компания',
    cell: (item) => (
      <>
        <Text fz="sm">{item.company}</Text>
        <Text fz="xs" c="dimmed">
          ИНН {item.inn}
        </Text>
        <AgentBadge agent={item.agent} />
      </>
    ),
  },
  {
    title: 'Статус',
    cell: (item) => <ApplicationStatusBadge status={item.status} title={item.status_title} />,
  },
  { title: 'Сумма техники', align: 'right', cell: (item) => formatRoubles(item.products_sum) },
  {
    title: 'Отправлена',
    cell: (item) => (
      <>
        {ruDate(item.submitted)}
        {item.status === 'submitted' && item.submitted && (
          <div>
            <WaitBadge since={item.submitted} now={now} serviceDays={QUEUE_SERVICE_DAYS.applications} />
          </div>
        )}
      </>
    ),
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const params = new URL(request.url).searchParams;
  const status = STATUS_OPTIONS.some((option) => option.value === params.get('status'))
    ? (params.get('status') as (typeof backoffice.APPLICATION_STATUS_FILTERS)[number])
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = await getGateway(context).call(backoffice.applicationQueue, {
    status,
    query: params.get('query') ?? '',
    page,
  });
  return {
    exportPath: listReportPath(backoffice.applicationQueue),
    allowed: true as const,
    queue,
    status,
    query: params.get('query') ?? '',
    now: new Date().toISOString(),
  };
}

/** The applications queue: waiting ones first, filter by status, search by code or company. */
export default function BackofficeApplications({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return null;
  const { queue, status, query, now } = loaderData;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Заявки"
      filters={
        <>
          <Form method="get">
            <Group align="flex-end" gap="sm">
              <Select
                name="status"
                label="Статус"
                data={STATUS_OPTIONS}
                defaultValue={status}
                allowDeselect={false}
                w={{ base: '100%', sm: 240 }}
              />
              <TextInput
                name="query"
                label="Поиск заявки"
                placeholder="Номер заявки, компания или ИНН"
                defaultValue={query}
                leftSection={<IconSearch size={16} />}
                w={{ base: '100%', sm: 320 }}
              />
              <PlainButton type="submit">Найти</PlainButton>
            </Group>
          </Form>
          <Text c="dimmed" fz="sm">
            Найдено: {queue.count}
          </Text>
        </>
      }
      label="Очередь заявок"
      columns={columnsAt(now)}
      minWidth={720}
      items={queue.items}
      empty="Заявок не найдено"
      pages={queue.pages}
      page={queue.page}
    />
  );
}
