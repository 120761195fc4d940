import { agent } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { UnverifiedBadge } from '../../../components/agent/unverified-badge';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ListPage } from '../../../components/list-page/list-page';
import { Anchor, Group, Paper, Text } from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/contractors';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Контрагенты', description: 'Компании, которые агент привёл в лизинг.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await getGateway(context).call(agent.agentContractors, {})),
    exportPath: listReportPath(agent.agentContractors),
  };
}

/** The agent's contractors (spec 1 §2 `contractors`; decision 0087). */
export default function AgentContractors({ loaderData: { items, exportPath } }: Route.ComponentProps) {
  return (
    <ListPage
      crumbs={[{ title: 'Контрагенты', href: '/cabinet/v2/agent/contractors' }]}
      title="Контрагенты"
      action={
        <Button
          component={AppLink}
          to="/cabinet/v2/agent/contractors/new"
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Добавить контрагента
        </Button>
      }
      exportPath={exportPath}
      items={items}
      card={(item) => (
        <Paper withBorder radius="md" p="md" data-testid="agent-contractor">
          <Anchor
            to={`/cabinet/v2/agent/contractors/${item.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Anchor>
          {!item.verified && (
            <Group mt={4}>
              <UnverifiedBadge />
            </Group>
          )}
          <Text fz="sm">
            ИНН {item.inn}
            {item.kpp ? `, КПП ${item.kpp}` : ''}
            {item.city ? ` · ${item.city}` : ''}
            {item.region ? ` · ${item.region}` : ''}
          </Text>
          <Text fz="xs" c="dimmed">
            Заявок: {item.applications} · добавлен {formatDay(item.created)}
          </Text>
        </Paper>
      )}
      empty="Добавьте первого контрагента по ИНН: сведения о компании подставятся из реестра."
      pages={1}
    />
  );
}
