import { companyProof } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/company-proofs';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Подтверждение организаций',
    description: 'Документы пользователей, подтверждающих право действовать от имени организации.',
  }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'review', label: 'На проверке' },
  { value: 'approved', label: 'Подтверждены' },
  { value: 'refused', label: 'Отказано' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, status: '' };
  const url = new URL(request.url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(companyProof.backofficeCompanyProofs, {
    page: listPage(url),
    ...(status ? { status: status as 'review' } : {}),
  });
  return { exportPath: listReportPath(companyProof.backofficeCompanyProofs), list, status };
}

/** Requests to prove a company by documents, those on review first (decision 0156). */
export default function BackofficeCompanyProofs({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Подтверждение организаций"
      filters={<QueueFilter name="status" filters={FILTERS} label="Статус проверки" />}
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-company-proof"
          title={
            <Anchor to={`/backoffice/company-proofs/${item.id}`}>
              {item.company} · ИНН {item.inn}
            </Anchor>
          }
          subtitle={`${item.person || item.login}, ${item.position} · прислал ${formatDateTime(item.created)}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          {null}
        </RequestCard>
      )}
      gap="lg"
      empty="Заявок нет"
      pages={list.pages}
    />
  );
}
