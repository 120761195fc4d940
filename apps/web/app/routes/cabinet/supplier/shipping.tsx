import { supplierDeliveries as contract } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { pluralRu } from '@agrolease/domain';
import { ruDate } from '../../../components/cabinet/offer-view';
import { ListPage } from '../../../components/list-page/list-page';
import { Anchor, Group, Paper, Stack, Text } from '../../../components/plain/mantine-markup';
import { DeliveriesIntro } from '../../../components/supplier/deliveries-tabs';
import { DeliveryStatusBadge } from '../../../components/supplier/delivery-view';
import { listStatus, StatusChips } from '../../../components/supplier/status-chips';
import { getGateway } from '../../../lib/gateway.server';
import { listPage } from '../../../lib/list-page';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/shipping';
import { supplierCall } from './supplier-deliveries.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Отгрузки', description: 'Поставки техники по подписанным договорам лизинга.' }),
  { name: 'robots', content: 'noindex' },
];

const STATUSES = new Set<string>(contract.DELIVERY_STATUSES);
const FILTERS = [
  { value: 'all', title: 'Все' },
  { value: 'awaiting', title: 'Ожидают отгрузки' },
  { value: 'shipped', title: 'Отгружены' },
  { value: 'delivered', title: 'Поставлены' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = listPage(url);
  const status = listStatus(url, STATUSES);
  const { reply, locked } = await supplierCall(
    getGateway(context).call(contract.supplierDeliveries, { page, status } as never),
  );
  return { list: reply, locked, status };
}

/** The shipping tab of the deliveries (spec 1 §2 "Supplier"; decision 0090). */
export default function SupplierShipping({ loaderData }: Route.ComponentProps) {
  const { list, locked, status } = loaderData;
  return (
    <ListPage
      exportPath={listReportPath(contract.supplierDeliveries)}
      exportQuery={{ status }}
      crumbs={[{ title: 'Отгрузки', href: contract.SHIPPING_PAGE }]}
      title="Отгрузки"
      intro={
        <DeliveriesIntro locked={locked}>
          {list && (
            <Text c="dimmed" fz="sm">
              Поставки по подписанным договорам лизинга.{' '}
              {list.waiting > 0
                ? `Ждут вас: ${list.waiting} ${pluralRu(list.waiting, ['поставка', 'поставки', 'поставок'])}.`
                : 'Все поставки отмечены.'}
            </Text>
          )}
        </DeliveriesIntro>
      }
      filters={list && <StatusChips status={status} filters={FILTERS} label="Статус поставки" />}
      items={list?.items ?? null}
      card={(item) => (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="supplier-delivery">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Anchor to={item.delivery.url} fw={600}>
                Сделка {item.deal?.code}
              </Anchor>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.client} · заявка {item.code}
              </Text>
            </div>
            <DeliveryStatusBadge status={item.delivery.status} title={item.delivery.status_title} />
          </Group>
          <Stack gap={2} mt="xs">
            {item.products.map((line) => (
              <Text key={line.id_product} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.title} · {line.quantity} шт.
              </Text>
            ))}
          </Stack>
          {item.date_planned_shipment && (
            <Text fz="sm" mt="xs">
              Плановая поставка: {ruDate(item.date_planned_shipment)}
            </Text>
          )}
        </Paper>
      )}
      empty={
        status === 'all'
          ? 'Поставок пока нет. Они появятся, когда клиент подпишет договор лизинга на вашу технику.'
          : 'Ничего не найдено'
      }
      pages={list?.pages ?? 0}
      page={list?.page}
    />
  );
}
