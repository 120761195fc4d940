import { compliance } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/compliance';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Анкеты и декларации',
    description: 'Анкеты 115-ФЗ, кредитные декларации и регистрации нерезидентов от клиентов.',
  }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'beneficiary', label: 'Анкеты 115-ФЗ' },
  { value: 'credit_declaration', label: 'Декларации' },
  { value: 'non_resident', label: 'Нерезиденты' },
] as const;

/** Managers only (decision 0064); read-only (decision 0102). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, kind: '' };
  const url = new URL(request.url);
  const page = listPage(url);
  const kind = queueFilterOf(url, 'kind', FILTERS);
  const list = await getGateway(context).call(compliance.backofficeComplianceForms, {
    page,
    ...(kind ? { kind } : {}),
  });
  return { exportPath: listReportPath(compliance.backofficeComplianceForms), list, kind };
}

export default function BackofficeCompliance({ loaderData }: Route.ComponentProps) {
  const { list, kind } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ kind }}
      title="Анкеты и декларации"
      filters={<QueueFilter name="kind" filters={FILTERS} label="Вид" />}
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-compliance"
          title={
            <Anchor to={`/backoffice/compliance/${item.id}`}>
              {item.code} · {item.company}
            </Anchor>
          }
          subtitle={`ИНН ${item.inn} · ${item.kind_title} · ${formatDateTime(item.updated)}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          {null}
        </RequestCard>
      )}
      gap="lg"
      empty="Ничего нет"
      pages={list.pages}
    />
  );
}
