import { agent, ROLE_TITLE } from '@agrolease/contracts';
import { formatRoubles, pluralRu } from '@agrolease/domain';
import { Button, SimpleGrid } from '@mantine/core';
import { IconLogout, IconPlus } from '@tabler/icons-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { AgentApplicationList } from '../../../components/agent/agent-application-list';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { greeting } from '../../../components/cabinet/cabinet-format';
import { ManagerCard } from '../../../components/cabinet/manager-card';
import {
  Anchor,
  Badge,
  Group,
  PageTitle,
  Paper,
  Stack,
  Text,
  Title,
} from '../../../components/plain/mantine-markup';
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

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The agent's home page (spec 1 §2, crumb 'Личный кабинет агента'; decision 0087). */
export default function AgentDashboard({ loaderData: { main } }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/cabinet/agent/layout');
  if (!layout) return null;
  const { viewer } = layout;
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[]} />
      <Group justify="space-between" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Text c="dimmed" fz="sm">
            {ROLE_TITLE[viewer.role]} · {viewer.title}
          </Text>
          <PageTitle>{greeting(viewer)}</PageTitle>
        </div>
        <Form method="post" action="/cabinet/v2/logout">
          <Button type="submit" variant="default" leftSection={<IconLogout size={18} />}>
            Выйти
          </Button>
        </Form>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Контрагенты" value={String(main.contractors.count)} testId="agent-contractors-count" />
        <Figure label="Заявки" value={String(main.applications.count)} testId="agent-applications-count" />
        <Figure label="Сделки" value={`${main.deals.closed + main.deals.open}`} testId="agent-deals-count" />
        <Figure label="Закрыто сделок" value={String(main.deals.closed)} testId="agent-deals-closed" />
      </SimpleGrid>
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
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label="Заявки">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} fz="lg">
            Заявки по статусам
          </Title>
          <Anchor to="/cabinet/v2/agent/applications" fz="sm">
            Все заявки
          </Anchor>
        </Group>
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
      </Paper>
      <Group>
        <Button
          component={Link}
          to="/cabinet/v2/agent/contractors/new"
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Добавить контрагента
        </Button>
        <Button
          component={Link}
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
