import { accreditation } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/accreditations';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Аккредитация', description: 'Пакеты поставщиков на аккредитацию.' }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'submitted', label: 'На проверке' },
  { value: 'corrections', label: 'На доработке' },
  { value: 'approved', label: 'Аккредитованы' },
  { value: 'rejected', label: 'Отказано' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, status: '' };
  const url = new URL(request.url);
  const page = listPage(url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(accreditation.backofficeAccreditations, {
    page,
    ...(status ? { status: status as 'submitted' } : {}),
  });
  return { exportPath: listReportPath(accreditation.backofficeAccreditations), list, status };
}

/** Suppliers' accreditation packages, those on review first (decision 0083). */
export default function BackofficeAccreditations({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Аккредитация поставщиков"
      filters={<QueueFilter name="status" filters={FILTERS} label="Статус пакета" />}
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-accreditation"
          title={
            <Anchor to={`/backoffice/accreditations/${item.id}`}>
              {item.code ?? `№ ${item.id}`} · {item.company}
            </Anchor>
          }
          subtitle={`ИНН ${item.inn} · ${item.supplier_type_title}${item.submitted ? ` · отправлен ${formatDateTime(item.submitted)}` : ''}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          {null}
        </RequestCard>
      )}
      gap="lg"
      empty="Пакетов нет"
      pages={list.pages}
    />
  );
}
