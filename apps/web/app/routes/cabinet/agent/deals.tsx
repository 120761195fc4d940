import { agentDeal } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatRoubles } from '@agrolease/domain';
import { ListPage } from '../../../components/list-page/list-page';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/deals';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Сделки', description: 'Сделки контрагентов агента и его вознаграждение.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await getGateway(context).call(agentDeal.agentDealContractors, { step: 1, method: 'getContragens' })),
    exportPath: listReportPath(agentDeal.agentDealContractors),
  };
}

/** The agent deal wizard's first step (getContragens, decision 0101): contractors and their deals. */
export default function AgentDeals({ loaderData: { items, exportPath } }: Route.ComponentProps) {
  const withDeals = items.filter((item) => item.deals.length > 0);
  return (
    <ListPage
      crumbs={[{ title: 'Сделки', href: '/cabinet/v2/agent/deals' }]}
      title="Сделки"
      exportPath={exportPath}
      exportQuery={{ step: '1', method: 'getContragens' }}
      items={withDeals}
      gap="lg"
      card={(contractor) => (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label={contractor.title}
        >
          <Title order={2} fz="lg">
            {contractor.title}
          </Title>
          <Text fz="sm" c="dimmed" mb="sm">
            ИНН {contractor.inn}
            {contractor.city ? ` · ${contractor.city}` : ''}
          </Text>
          <Stack gap="sm">
            {contractor.deals.map((deal) => (
              <Group key={deal.id} justify="space-between" gap="xs" wrap="wrap" data-testid="agent-deal-item">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Anchor to={deal.url} fw={600}>
                    Сделка {deal.code}
                  </Anchor>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {deal.title}
                  </Text>
                  {deal.commission && (
                    <Text fz="sm" c="dimmed">
                      Вознаграждение {formatRoubles(deal.commission.amount)} — {deal.commission.status_title}
                    </Text>
                  )}
                </div>
                <Badge variant="light" color={deal.stage === 'closed' ? 'green' : 'blue'}>
                  {deal.stage_title}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      empty="Сделки появятся, когда компания примет одобренное предложение по заявке, которую вы начали."
      pages={1}
    />
  );
}
