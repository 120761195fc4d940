import { agent } from '@agrolease/contracts';
import { formatRoubles, pluralRu } from '@agrolease/domain';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRouteLoaderData } from 'react-router';
import { AgentApplicationList } from '../../../components/agent/agent-application-list';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import { DashboardHead, DashboardSection, DashboardTiles } from '../../../components/dashboard/dashboard';
import { Badge, Group, Paper, Stack, Text, Title } from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/dashboard';
import type { loader as layoutLoader } from './layout';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Личный кабинет агента',
    description: 'Рабочий стол агента: контрагенты, заявки, сделки и вознаграждение.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { main: await getGateway(context).call(agent.agentDashboard, {}) };
}

/** The agent's home page (spec 1 §2, crumb 'Личный кабинет агента'; decision 0087). */
export default function AgentDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/agent/layout');
  if (!layout) return null;
  const { viewer } = layout;
  return (
    <Stack gap="lg">
      <DashboardHead viewer={viewer} />
      <DashboardTiles
        tiles={[
          { label: 'Контрагенты', value: main.contractors.count, testId: 'agent-contractors-count' },
          { label: 'Заявки', value: main.applications.count, testId: 'agent-applications-count' },
          { label: 'Сделки', value: main.deals.closed + main.deals.open, testId: 'agent-deals-count' },
          { label: 'Закрыто сделок', value: main.deals.closed, testId: 'agent-deals-closed' },
        ]}
      />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        radius="md"
        component="section"
        aria-label="Вознаграждение"
      >
        <Title order={2} fz="lg" mb="xs">
          Вознаграждение
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          {String(main.commission.percent).replace('.', ',')}% от стоимости техники по каждой сделке ваших
          контрагентов; начисляется, когда сделка закрыта.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <div>
            <Text fz="xs" c="dimmed">
              Начислено
            </Text>
            <Text fw={700} fz="lg" data-testid="agent-commission-earned">
              {formatRoubles(main.commission.earned)}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Ожидается по сделкам в работе
            </Text>
            <Text fw={700} fz="lg" data-testid="agent-commission-pending">
              {formatRoubles(main.commission.pending)}
            </Text>
          </div>
          <div>
            <Text fz="xs" c="dimmed">
              Выплачено из начисленного
            </Text>
            <Text fw={700} fz="lg" data-testid="agent-commission-paid">
              {formatRoubles(main.commission.paid)}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      <DashboardSection
        title="Заявки по статусам"
        label="Заявки"
        link={{ to: '/cabinet/v2/agent/applications', label: 'Все заявки' }}
      >
        {main.applications.by_status.length > 0 && (
          <Group gap="xs" mb="md">
            {main.applications.by_status.map((row) => (
              <Badge key={row.status} variant="light" size="lg" data-status={row.status}>
                {row.title}: {row.count}
              </Badge>
            ))}
          </Group>
        )}
        <AgentApplicationList items={main.applications.recent} />
      </DashboardSection>
      <Group>
        <Button
          component={AppLink}
          to="/cabinet/v2/agent/contractors/new"
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Добавить контрагента
        </Button>
        <Button
          component={AppLink}
          to="/cabinet/v2/agent/contractors"
          variant="default"
          w={{ base: '100%', xs: 'auto' }}
        >
          {main.contractors.count}{' '}
          {pluralRu(main.contractors.count, ['контрагент', 'контрагента', 'контрагентов'])}
        </Button>
      </Group>
      <ManagerCard manager={main.manager} />
    </Stack>
  );
}
