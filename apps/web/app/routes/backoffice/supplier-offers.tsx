import { supplierLeads } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatIsoDayRu, formatRoubles } from '@agrolease/domain';
import { SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { queueFilterOf } from '../../components/backoffice/queue-filter';
import { RequestCard } from '../../components/backoffice/request-card';
import { SupplierDecisionForm } from '../../components/backoffice/supplier-decision-form';
import { formatDateTime } from '../../components/cabinet/requests/post-form';
import { ListPage } from '../../components/list-page/list-page';
import { Anchor, Text } from '../../components/plain/mantine-markup';
import { getGateway } from '../../lib/gateway.server';
import { listPage } from '../../lib/list-page';
import { readForm } from '../../lib/request-form.server';
import { type ActionResult, sendFromAction } from '../../lib/send-from-action.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/supplier-offers';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Спецпредложения', description: 'Специальные предложения поставщиков.' }),
  { name: 'robots', content: 'noindex' },
];

const FILTERS = [
  { value: '', label: 'Все' },
  { value: 'pending', label: 'На модерации' },
  { value: 'accepted', label: 'Опубликованы' },
  { value: 'rejected', label: 'Отклонены' },
];

/** Managers only: the back-office layout shows 'Раздел недоступен' to anyone else (decision 0064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { list: null, status: '' };
  const url = new URL(request.url);
  const page = listPage(url);
  const status = queueFilterOf(url, 'status', FILTERS);
  const list = await getGateway(context).call(supplierLeads.backofficeSupplierOffers, {
    page,
    ...(status ? { status: status as 'pending' } : {}),
  });
  return { exportPath: listReportPath(supplierLeads.backofficeSupplierOffers), list, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!(await managerOf(request, context))) {
    return { ok: false, intent: 'decide', message: 'Раздел недоступен', errors: {} } satisfies ActionResult;
  }
  const form = await readForm(request);
  return sendFromAction(context, 'decide', supplierLeads.backofficeSupplierOfferDecide, {
    id_object: String(form.get('id') ?? ''),
    decision: String(form.get('decision') ?? ''),
    comment: String(form.get('comment') ?? ''),
  });
}

/** Suppliers' special offers, those on moderation first; accepted ones go public (decision 0106). */
export default function BackofficeSupplierOffers({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const { list, status } = loaderData;
  if (!list) return null;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ status }}
      title="Спецпредложения поставщиков"
      filters={
        <SegmentedControl
          data={FILTERS}
          value={params.get('status') ?? ''}
          onChange={(value) => setParams(value ? { status: value } : {})}
          fullWidth
          aria-label="Статус предложения"
        />
      }
      items={list.items}
      card={(item) => (
        <RequestCard
          testId="backoffice-supplier-offer"
          title={
            <Anchor href={item.product.url} target="_blank">
              {item.product.title}
            </Anchor>
          }
          subtitle={`${item.company} · ИНН ${item.inn} · отправлено ${formatDateTime(item.created)}`}
          status={item.status}
          statusTitle={item.status_title}
        >
          <Text fz="sm">
            <Text span fw={700}>
              {formatRoubles(item.price)}
            </Text>{' '}
            вместо {formatRoubles(item.product.price)} · с {formatIsoDayRu(item.starts_on)} по{' '}
            {formatIsoDayRu(item.ends_on)}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
          {item.manager_comment && (
            <Text fz="sm" c="dimmed">
              Комментарий: {item.manager_comment}
            </Text>
          )}
          {item.can_decide && (
            <SupplierDecisionForm
              label={`Решение по предложению «${item.product.title}»`}
              fields={{ id: String(item.id) }}
              minRows={1}
            />
          )}
        </RequestCard>
      )}
      gap="lg"
      empty="Предложений нет"
      pages={list.pages}
    />
  );
}
