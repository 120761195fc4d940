import { cabinet } from '@agrolease/contracts';
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { formatDay, formatSum } from '../../../components/cabinet/cabinet-format';
import { ListPagination } from '../../../components/listing/list-pagination';
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
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Договоры
      </Title>
      {list.items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">
            Договоров пока нет: они появятся после одобрения заявки и подписания договора.
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Договоры">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Договор</Table.Th>
                <Table.Th>Статус</Table.Th>
                <Table.Th>Подпись</Table.Th>
                <Table.Th>Плановая отгрузка</Table.Th>
                <Table.Th>Поставка</Table.Th>
                <Table.Th ta="right">Сумма</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((order) => (
                <Table.Tr key={order.id} data-testid="order-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/cabinet/v2/client/orders/${order.id}`} fw={600}>
                      {order.contract_name}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      от {formatDay(order.contractdate)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{order.isCSP === 1 ? 'Подписан' : 'Не подписан'}</Table.Td>
                  <Table.Td>{formatDay(order.datePlannedShipment)}</Table.Td>
                  <Table.Td>{order.supplyCode || '—'}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatSum(order.sum)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination page={list.page} pages={list.pages} />
    </Stack>
  );
}
