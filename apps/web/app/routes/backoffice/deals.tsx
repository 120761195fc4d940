import { backoffice } from '@agrolease/contracts';
import { formatRoubles } from '@agrolease/domain';
import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ruDate } from '../../components/cabinet/offer-view';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/deals';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сделки — бэк-офис', description: 'Сделки по принятым предложениям.' }),
  { name: 'robots', content: 'noindex' },
];

const STAGES = [
  { value: 'all', label: 'Все' },
  { value: 'conditions', label: 'Условия' },
  { value: 'contract', label: 'Договор' },
  { value: 'shipment', label: 'Поставка' },
  { value: 'handover', label: 'Передана' },
  { value: 'closed', label: 'Закрыты' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const params = new URL(request.url).searchParams;
  const stage = STAGES.some((item) => item.value === params.get('stage'))
    ? (params.get('stage') as (typeof backoffice.DEAL_STAGE_FILTERS)[number])
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = await getGateway(context).call(backoffice.dealList, { stage, page });
  return { allowed: true as const, list, stage };
}

/** Deals: open ones first, by stage. */
export default function BackofficeDeals({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  if (!loaderData.allowed) return null;
  const { list, stage } = loaderData;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Сделки
      </Title>
      <ScrollArea type="never">
        <SegmentedControl data={STAGES} value={stage} onChange={(value) => navigate(`?stage=${value}`)} />
      </ScrollArea>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table highlightOnHover verticalSpacing="sm" miw={680} aria-label="Сделки">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Сделка</Table.Th>
                <Table.Th>Компания</Table.Th>
                <Table.Th>Этап</Table.Th>
                <Table.Th ta="right">Сумма техники</Table.Th>
                <Table.Th>Открыта</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((deal) => (
                <Table.Tr key={deal.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/backoffice/deals/${deal.id}`} fw={600}>
                      {deal.code}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      {deal.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{deal.company}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={deal.stage === 'closed' ? 'gray' : 'blue'}>
                      {deal.stage_title}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatRoubles(deal.productsSumm)}</Table.Td>
                  <Table.Td>{ruDate(deal.created)}</Table.Td>
                </Table.Tr>
              ))}
              {list.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="lg">
                      Сделок нет
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      {list.pages > 1 && (
        <Group>
          <Pagination
            total={list.pages}
            value={list.page}
            onChange={(page) => navigate(`?stage=${stage}&page=${page}`)}
          />
        </Group>
      )}
    </Stack>
  );
}
