import { cabinet } from '@agrolease/contracts';
import { listReportUrl } from '@agrolease/contracts/list-report';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { CardRows } from '../../../components/cabinet/card-rows';
import { ExportButtons } from '../../../components/listing/export-buttons';
import { ListPagination } from '../../../components/listing/list-pagination';
import {
  Anchor,
  Badge,
  PageTitle,
  Paper,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '../../../components/plain/mantine-markup';
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

/** The client's orders (lease contracts, spec 1 §3 "Order list fields"). */
export default function ClientOrders({ loaderData: { list } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Договоры', href: '/cabinet/v2/client/orders' }]} />
      <PageTitle>Договоры</PageTitle>
      {list.items.length > 0 && <ExportButtons xlsx={listReportUrl(cabinet.CABINET_ORDERS_REPORT_PATH)} />}
      {list.items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">
            Договоров пока нет: они появятся после одобрения заявки и подписания договора.
          </Text>
        </Paper>
      ) : (
        <CardRows minWidth={720}>
          <Table verticalSpacing="sm" aria-label="Договоры">
            <TableThead>
              <TableTr striped hover>
                <TableTh>Договор</TableTh>
                <TableTh>Статус</TableTh>
                <TableTh>Подпись</TableTh>
                <TableTh>Плановая отгрузка</TableTh>
                <TableTh>Поставка</TableTh>
                <TableTh ta="right">Сумма</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {list.items.map((order) => (
                <TableTr striped hover key={order.id} data-testid="order-row">
                  <TableTd>
                    <Anchor to={`/cabinet/v2/client/orders/${order.id}`} fw={600}>
                      {order.contract_name}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      от {formatDay(order.contractdate)}
                    </Text>
                  </TableTd>
                  <TableTd data-label="Статус">
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
                  </TableTd>
                  <TableTd data-label="Подпись">{order.isCSP === 1 ? 'Подписан' : 'Не подписан'}</TableTd>
                  <TableTd data-label="Плановая отгрузка">{formatDay(order.datePlannedShipment)}</TableTd>
                  <TableTd data-label="Поставка">{order.supplyCode || '—'}</TableTd>
                  <TableTd data-label="Сумма" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatSum(order.sum)}
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </CardRows>
      )}
      <ListPagination page={list.page} pages={list.pages} />
    </Stack>
  );
}
