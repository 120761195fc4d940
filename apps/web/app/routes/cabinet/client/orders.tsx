import { cabinet } from '@agrolease/contracts';
import type { TOrderItem } from '@agrolease/contracts/cabinet';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { type ListColumn, ListPage } from '../../../components/list-page/list-page';
import { Anchor, Badge, Stack, Text } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Договоры', description: 'Договоры лизинга в личном кабинете.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  return { list: await getGateway(context).call(cabinet.getCabinetOrders, { page }) };
}

const COLUMNS: ListColumn<TOrderItem>[] = [
  {
    title: 'Договор',
    titleShown: 'not-on-phone',
    cell: (order) => (
      <>
        <Anchor to={`/cabinet/v2/client/orders/${order.id}`} fw={600}>
          {order.contract_name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          от {formatDay(order.contractdate)}
        </Text>
      </>
    ),
  },
  {
    title: 'Статус',
    cell: (order) => (
      <Stack gap={4} align="flex-start">
        <Badge variant="light" color={order.StatusSherp === 'Закрыт' ? 'gray' : 'field'}>
          {order.StatusSherp}
        </Badge>
        {order.isOverdue && (
          <Badge color="red" variant="filled">
            Просрочка {formatSum(order.overdue_sum)}
          </Badge>
        )}
      </Stack>
    ),
  },
  { title: 'Подпись', cell: (order) => (order.isCSP === 1 ? 'Подписан' : 'Не подписан') },
  { title: 'Плановая отгрузка', cell: (order) => formatDay(order.datePlannedShipment) },
  { title: 'Поставка', cell: (order) => order.supplyCode || '—' },
  {
    title: 'Сумма',
    align: 'right',
    cell: (order) => <span style={{ whiteSpace: 'nowrap' }}>{formatSum(order.sum)}</span>,
  },
];

/** The client's orders (lease contracts, spec 1 §3 "Order list fields"). */
export default function ClientOrders({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <ListPage
      crumbs={[{ title: 'Договоры', href: '/cabinet/v2/client/orders' }]}
      title="Договоры"
      exportPath={list.items.length > 0 ? cabinet.CABINET_ORDERS_REPORT_PATH : undefined}
      label="Договоры"
      columns={COLUMNS}
      minWidth={720}
      rowProps={() => ({ 'data-testid': 'order-row' })}
      items={list.items}
      empty="Договоров пока нет: они появятся после одобрения заявки и подписания договора."
      pages={list.pages}
      page={list.page}
    />
  );
}
