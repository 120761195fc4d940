import { backoffice, type TCallReply } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatRoubles } from '@agrolease/domain';
import { ScrollArea, SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AgentBadge } from '../../components/backoffice/agent-badge';
import { ruDate } from '../../components/cabinet/offer-view';
import { type ListColumn, ListPage } from '../../components/list-page/list-page';
import { Anchor, Badge, Text } from '../../components/plain/mantine-markup';
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

type DealItem = TCallReply<typeof backoffice.dealList>['items'][number];

const COLUMNS: ListColumn<DealItem>[] = [
  {
    title: 'Сделка',
    cell: (deal) => (
      <>
        <Anchor to={`/backoffice/deals/${deal.id}`} fw={600}>
          {deal.code}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {deal.title}
        </Text>
      </>
    ),
  },
  {
    title: 'Компания',
    cell: (deal) => (
      <>
        <Text fz="sm">{deal.company}</Text>
        <AgentBadge agent={deal.agent} />
      </>
    ),
  },
  {
    title: 'Этап',
    cell: (deal) => (
      <Badge variant="light" color={deal.stage === 'closed' ? 'gray' : 'blue'}>
        {deal.stage_title}
      </Badge>
    ),
  },
  { title: 'Сумма техники', align: 'right', cell: (deal) => formatRoubles(deal.productsSumm) },
  { title: 'Открыта', cell: (deal) => ruDate(deal.created) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) return { allowed: false as const };
  const params = new URL(request.url).searchParams;
  const stage = STAGES.some((item) => item.value === params.get('stage'))
    ? (params.get('stage') as (typeof backoffice.DEAL_STAGE_FILTERS)[number])
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = await getGateway(context).call(backoffice.dealList, { stage, page });
  return { exportPath: listReportPath(backoffice.dealList), allowed: true as const, list, stage };
}

/** Deals: open ones first, by stage. */
export default function BackofficeDeals({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  if (!loaderData.allowed) return null;
  const { list, stage } = loaderData;
  return (
    <ListPage
      exportPath={loaderData.exportPath}
      exportQuery={{ stage }}
      title="Сделки"
      filters={
        <ScrollArea type="never">
          <SegmentedControl data={STAGES} value={stage} onChange={(value) => navigate(`?stage=${value}`)} />
        </ScrollArea>
      }
      label="Сделки"
      columns={COLUMNS}
      minWidth={680}
      items={list.items}
      empty="Сделок нет"
      pages={list.pages}
      page={list.page}
    />
  );
}
