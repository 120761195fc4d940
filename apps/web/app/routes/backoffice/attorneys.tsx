import { attorney } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatIsoDayRu } from '@agrolease/domain';
import { AttorneyDecisionForm } from '../../components/backoffice/attorney-decision-form';
import { QueueFilter, queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor, Group, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/attorneys';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Доверенности', description: 'Бумажные доверенности на проверке.' }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'pending', label: 'На проверке' },
  { value: 'active', label: 'Приняты' },
  { value: 'refused', label: 'Отклонены' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, status: '' };
  const url = new URL(request.url);
  const page = listPage(url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(attorney.backofficeAttorneys, {
    page,
    ...(status ? { status: status as 'pending' } : {}),
  });
  return { exportPath: listReportPath(attorney.backofficeAttorneys), list, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'decide', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  return sendFromAction(context, 'decide', attorney.backofficeAttorneyDecide, {
    id_object: String(form.get('id') ?? ''),
    decision: String(form.get('decision') ?? ''),
    reason: String(form.get('reason') ?? ''),
  });
}

/** Paper powers of attorney of contact persons, those waiting for a decision first (decision 0155). */
export default function BackofficeAttorneys({ loaderData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Доверенности на бумаге"
      intro={
        <Text c="dimmed" fz="sm">
          Скан доверенности проверяет менеджер: пока она не принята, представитель не может действовать и
          подписывать по ней.
        </Text>
      }
      filters={<QueueFilter name="status" filters={FILTERS} label="Статус доверенности" />}
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-attorney"
          title={`Доверенность № ${item.number} · ${item.contact}`}
          subtitle={`${item.company} · ИНН ${item.company_inn}${item.submitted ? ` · передана ${formatDateTime(item.submitted)}` : ''}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          <Text fz="sm">
            {item.position || 'Должность не указана'} · выдана {formatIsoDayRu(item.date)}, действует до{' '}
            {formatIsoDayRu(item.date_expired)}
          </Text>
          <Group gap="sm" wrap="wrap">
            {item.scans.map((scan) => (
              <Anchor key={scan.id} href={scan.src} target="_blank" fz="sm">
                {scan.name}
              </Anchor>
            ))}
          </Group>
          {item.review_reason && (
            <Text fz="sm" c="dimmed">
              Причина отказа: {item.review_reason}
            </Text>
          )}
          {item.status === 'pending' && (
            <AttorneyDecisionForm id={item.id} label={`Решение по доверенности № ${item.number}`} />
          )}
        </RequestCard>
      )}
      gap="lg"
      empty="Доверенностей нет"
      pages={list.pages}
    />
  );
}
