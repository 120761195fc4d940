import { cabinet, complaints } from '@agrolease/contracts';
import type { TComplaintListItem } from '@agrolease/contracts/complaints';
import { Select } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ComplaintForm } from '../../../../components/cabinet/requests/complaint-form';
import { formatDate } from '../../../../components/cabinet/requests/post-form';
import { StatusBadge } from '../../../../components/cabinet/requests/status-badge';
import { type ListColumn, ListPage } from '../../../../components/list-page/list-page';
import { Anchor, Group, Text } from '../../../../components/plain/mantine-markup';
import { PlainButton } from '../../../../components/plain/plain-button';
import { getGateway } from '../../../../lib/gateway.server';
import { pageMeta } from '../../../../lib/seo';
import type { Route } from './+types/complaints';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Обращения', description: 'Обращения и жалобы в личном кабинете.' }),
  { name: 'robots', content: 'noindex' },
];

const SORTS = [
  { value: 'datePost:desc', label: 'Сначала новые' },
  { value: 'datePost:asc', label: 'Сначала старые' },
  { value: 'status:asc', label: 'По статусу' },
  { value: 'code:desc', label: 'По номеру' },
] as const;

function sortOf(params: URLSearchParams): { sort: 'datePost' | 'code' | 'status'; by: 'asc' | 'desc' } {
  const wanted = `${params.get('sort') ?? 'datePost'}:${params.get('by') ?? 'desc'}`;
  const found = SORTS.find((one) => one.value === wanted)?.value ?? 'datePost:desc';
  const [sort, by] = found.split(':') as ['datePost' | 'code' | 'status', 'asc' | 'desc'];
  return { sort, by };
}

/** The client's complaints, 20 a page (spec 2 §9), with the form for a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const gateway = getGateway(context);
  const [list, topics, orders] = await Promise.all([
    gateway.call(complaints.getCabinetComplaints, { page, ...sortOf(params) }),
    gateway.call(complaints.getComplaintTopics, {}),
    gateway.call(cabinet.getCabinetOrders, { page: 1, items_per_page: 100 }),
  ]);
  const contracts = orders.items.flatMap((order) =>
    order.id_deal === null ? [] : [{ id_deal: order.id_deal, title: `№ ${order.contract_name}` }],
  );
  return { list, topics: topics.items, contracts };
}

const COLUMNS: ListColumn<TComplaintListItem>[] = [
  {
    title: 'Номер',
    titleShown: 'not-on-phone',
    cell: (item) => (
      <Anchor to={`/cabinet/v2/client/complaints/${item.id}`} fw={600}>
        {item.code}
      </Anchor>
    ),
  },
  { title: 'Дата', cell: (item) => formatDate(item.datePost) },
  {
    title: 'Тема',
    cell: (item) => (
      <>
        <Text fz="sm">{item.topic}</Text>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {item.text}
        </Text>
      </>
    ),
  },
  { title: 'Статус', cell: (item) => <StatusBadge status={item.status} title={item.status_title} /> },
];

export default function ComplaintsPage({ loaderData }: Route.ComponentProps) {
  const { list, topics, contracts } = loaderData;
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(params.get('new') === '1');
  const navigate = useNavigate();
  const sort = sortOf(params);
  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };

  return (
    <ListPage
      title="Обращения"
      action={
        !formOpen && (
          <PlainButton leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
            Новое обращение
          </PlainButton>
        )
      }
      intro={
        formOpen && (
          <ComplaintForm
            topics={topics}
            contracts={contracts}
            onCancel={() => setFormOpen(false)}
            onPosted={(posted) => navigate(`/cabinet/v2/client/complaints/${posted.id}?posted=1`)}
          />
        )
      }
      filters={
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" fz="sm">
            Всего обращений: {list.count_collection}
          </Text>
          <Group gap="sm">
            <Select
              aria-label="Сортировка"
              data={SORTS.map((one) => ({ ...one }))}
              value={`${sort.sort}:${sort.by}`}
              onChange={(value) => {
                const [nextSort, nextBy] = (value ?? 'datePost:desc').split(':');
                setParam({ sort: nextSort ?? null, by: nextBy ?? null, page: null });
              }}
              allowDeselect={false}
              w={180}
            />
            {list.count_collection > 0 && (
              <PlainButton
                component="a"
                href={list.download_url}
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                Скачать CSV
              </PlainButton>
            )}
          </Group>
        </Group>
      }
      label="Обращения"
      columns={COLUMNS}
      minWidth={560}
      rowProps={() => ({ 'data-testid': 'complaint-row' })}
      items={list.items}
      empty="Обращений пока нет"
      pages={list.pages}
      page={list.page}
    />
  );
}
