import { listReportPath, supplier } from '@agrolease/contracts';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { QueuePagination } from '../../components/backoffice/queue-pagination';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { Anchor, PageTitle, Stack, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/product-changes';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Номенклатура', description: 'Изменения карточек техники поставщиков.' }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'pending', label: 'На модерации' },
  { value: 'accepted', label: 'Приняты' },
  { value: 'rejected', label: 'Отклонены' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null };
  const url = new URL(request.url);
  const page = listPage(url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(supplier.backofficeProductChanges, {
    page,
    ...(status ? { status: status as 'pending' } : {}),
  });
  return { list };
}

/** Suppliers' changes of their product cards, those on moderation first (decision 0086). */
export default function BackofficeProductChanges({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  if (!list) return null;
  return (
    <Stack gap="lg">
      <PageTitle>Номенклатура поставщиков</PageTitle>
      <QueueFilter
        name="status"
        filters={FILTERS}
        label="Статус изменения"
        exportPath={listReportPath(supplier.backofficeProductChanges)}
      />
      {list.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          Изменений нет
        </Text>
      )}
      {list.items.map((item) => (
        <RequestCard
          key={item.id}
          testId="backoffice-product-change"
          title={<Anchor to={`/backoffice/product-changes/${item.id}`}>{item.product}</Anchor>}
          subtitle={`${item.kind === 'new' ? 'Новая карточка · ' : ''}${item.company} · отправлено ${formatDateTime(item.created)}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          {null}
        </RequestCard>
      ))}
      <QueuePagination pages={list.pages} mx="auto" />
    </Stack>
  );
}
