import { supplierDeliveries as contract } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { ruDate } from '../../../components/cabinet/offer-view';
import { ListPage } from '../../../components/list-page/list-page';
import { Anchor, Group, Paper, Text } from '../../../components/plain/mantine-markup';
import { DeliveriesIntro } from '../../../components/supplier/deliveries-tabs';
import { listStatus, StatusChips } from '../../../components/supplier/status-chips';
import { StateBadge } from '../../../components/supplier/supply-contract-badge';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/complaints';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Рекламации', description: 'Обращения клиентов о поставленной технике.' }),
  { name: 'robots', content: 'noindex' },
];

const STATUSES = new Set<string>(contract.SUPPLIER_COMPLAINT_STATUSES);
const FILTERS = [
  { value: 'all', title: 'Все' },
  { value: 'new', title: 'Ждут ответа' },
  { value: 'answered', title: 'С ответом' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const status = listStatus(url, STATUSES);
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierComplaints, { page, status } as never),
  );
  return { list: reply, locked, status };
}

/** The complaints tab of the deliveries (spec 1 §2 "Supplier"; decision 0107). */
export default function SupplierComplaints({ loaderData }: Route.ComponentProps) {
  const { list, locked, status } = loaderData;
  return (
    <ListPage
      exportPath={listReportPath(contract.supplierComplaints)}
      exportQuery={{ status }}
      crumbs={[{ title: 'Рекламации', href: contract.SUPPLIER_COMPLAINTS_PAGE }]}
      title="Рекламации"
      intro={
        <DeliveriesIntro locked={locked}>
          {list && (
            <Text c="dimmed" fz="sm">
              Обращения лизингополучателей о вашей технике. Ваш ответ придёт клиенту в личный кабинет.{' '}
              {list.unanswered > 0 ? `Ждут ответа: ${list.unanswered}.` : 'На все обращения дан ответ.'}
            </Text>
          )}
        </DeliveriesIntro>
      }
      filters={list && <StatusChips status={status} filters={FILTERS} label="Статус рекламации" />}
      items={list?.items ?? null}
      card={(item) => (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="supplier-complaint">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor to={item.url} fw={600}>
                Обращение {item.code}
              </Anchor>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {ruDate(item.created)} · {item.client} · сделка {item.deal.code}
              </Text>
            </div>
            <StateBadge tone={item.status === 'answered' ? 'done' : 'waiting'} title={item.status_title} />
          </Group>
          <Text fz="sm" mt="xs" fw={500}>
            {item.topic}
          </Text>
          <Text fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
        </Paper>
      )}
      empty={status === 'all' ? 'Рекламаций нет.' : 'Ничего не найдено'}
      pages={list?.pages ?? 0}
      page={list?.page}
    />
  );
}
