import { reo } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Button, Container } from '@mantine/core';
import { QueueSearch } from '../../components/backoffice/queue-search';
import { ListPage } from '../../components/list-page/list-page';
import { Group, Paper } from '../../components/plain/mantine-markup';
import { REO_TABS } from '../../components/reo/reo-sections';
import { ReoDecision } from '../../components/reo/reo-support-list';
import { AppLink } from '../../components/routing/app-link';
import { getGateway } from '../../lib/gateway.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/reo';
import { managerOf } from './manager.server';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Региональная поддержка', description: 'Решения региональных фондов.' }),
  { name: 'robots', content: 'noindex' },
];

/** Managers only (decision 0088): every fund's support requests and decisions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await managerOf(request, context))) {
    return { allowed: false as const, items: [], status: '', query: '', now: '' };
  }
  const params = new URL(request.url).searchParams;
  const status = params.get('status') ?? '';
  const query = (params.get('query') ?? '').trim().slice(0, 200);
  const known = REO_TABS.find((tab) => tab.status === status)?.status;
  const reply = await getGateway(context).call(reo.backofficeReoApplications, {
    ...(known ? { status: known } : {}),
    query,
  });
  return {
    exportPath: listReportPath(reo.backofficeReoApplications),
    allowed: true as const,
    items: reply.items,
    status: known ?? '',
    query,
    now: new Date().toISOString(),
  };
}

export default function BackofficeReo({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) return null;
  const tabs = [{ status: '', title: 'Все' }, ...REO_TABS];
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <ListPage
        title="Региональная поддержка"
        filters={
          <>
            <Group gap="xs">
              {tabs.map((tab) => (
                <Button
                  key={tab.status}
                  component={AppLink}
                  to={`?${new URLSearchParams({
                    ...(tab.status ? { status: tab.status } : {}),
                    ...(loaderData.query ? { query: loaderData.query } : {}),
                  })}`}
                  size="compact-sm"
                  radius="xl"
                  variant={tab.status === loaderData.status ? 'filled' : 'default'}
                >
                  {tab.title}
                </Button>
              ))}
            </Group>
            <QueueSearch
              query={loaderData.query}
              keep={{ status: loaderData.status }}
              label="Поиск заявки"
              placeholder="Номер, хозяйство, фонд или ИНН"
            />
          </>
        }
        exportPath={loaderData.exportPath}
        exportQuery={{ status: loaderData.status }}
        items={loaderData.items}
        card={(item) => (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ReoDecision item={item} showFarm now={loaderData.now} />
          </Paper>
        )}
        empty={loaderData.query ? 'Ничего не найдено' : 'Заявок нет'}
        pages={1}
      />
    </Container>
  );
}
