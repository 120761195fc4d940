import { supplier } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor } from '../../components/plain/mantine-markup';
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
  if (!(await managerOf(request, context))) return { list: null, status: '' };
  const url = new URL(request.url);
  const page = listPage(url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(supplier.backofficeProductChanges, {
    page,
    ...(status ? { status: status as 'pending' } : {}),
  });
  return { exportPath: listReportPath(supplier.backofficeProductChanges), list, status };
}

/** Suppliers' changes of their product cards, those on moderation first (decision 0086). */
export default function BackofficeProductChanges({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Номенклатура поставщиков"
      filters={<QueueFilter name="status" filters={FILTERS} label="Статус изменения" />}
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-product-change"
          title={<Anchor to={`/backoffice/product-changes/${item.id}`}>{item.product}</Anchor>}
          subtitle={`${item.kind === 'new' ? 'Новая карточка · ' : ''}${item.company} · отправлено ${formatDateTime(item.created)}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          {null}
        </RequestCard>
      )}
      gap="lg"
      empty="Изменений нет"
      pages={list.pages}
    />
  );
}
