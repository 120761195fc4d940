import { agent } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { formatRoubles } from '@agrolease/domain';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDay } from '../../../components/cabinet/cabinet-format';
import { ListPage } from '../../../components/list-page/list-page';
import { Anchor, Paper, Text } from '../../../components/plain/mantine-markup';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/offers';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Коммерческие предложения',
    description: 'Расчёты лизинга, которые агент подготовил для контрагентов.',
  }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    ...(await getGateway(context).call(agent.agentOffers, {})),
    exportPath: listReportPath(agent.agentOffers),
  };
}

/** The agent's commercial offers (spec 1 §2 `offers`; decision 0092). */
export default function AgentOffers({ loaderData: { items, exportPath } }: Route.ComponentProps) {
  return (
    <ListPage
      crumbs={[{ title: 'Коммерческие предложения', href: '/cabinet/v2/agent/offers' }]}
      title="Коммерческие предложения"
      action={
        <Button
          component={AppLink}
          to="/cabinet/v2/agent/offers/create"
          leftSection={<IconPlus size={18} />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Новое предложение
        </Button>
      }
      exportPath={exportPath}
      items={items}
      card={(item) => (
        <Paper withBorder radius="md" p="md" data-testid="agent-offer">
          <Anchor to={`/cabinet/v2/agent/offers/${item.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.number} · {item.subject}
          </Anchor>
          <Text fz="sm">{item.contractor.title}</Text>
          <Text fz="sm">
            {formatRoubles(item.price)} · {item.term} мес. · платёж {formatRoubles(item.monthly_payment)}
          </Text>
          <Text fz="xs" c="dimmed">
            от {formatDay(item.created)}
            {item.sent_to ? ` · отправлено на ${item.sent_to}` : ''}
          </Text>
        </Paper>
      )}
      empty="Рассчитайте лизинг для контрагента: предложение сохранится здесь, его можно скачать в PDF и отправить на e-mail."
      pages={1}
    />
  );
}
