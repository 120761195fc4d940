import { reo } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { Button, Group as MantineGroup, ScrollArea } from '@mantine/core';
import { ListPage } from '../../../components/list-page/list-page';
import { ReoApplicationCard } from '../../../components/reo/reo-application-list';
import { REO_BASE, REO_TABS } from '../../../components/reo/reo-sections';
import { AppLink } from '../../../components/routing/app-link';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/applications';
import { pageParam } from './page-param';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Заявки на поддержку',
    description: 'Заявки хозяйств региона на господдержку.',
  }),
  { name: 'robots', content: 'noindex' },
];

function statusOf(pathname: string): reo.TReoStatus {
  const last = pathname.replace(/\/$/, '').split('/').pop();
  return last === 'approve' || last === 'cancel' ? last : 'wait';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = statusOf(url.pathname);
  const page = pageParam(url.searchParams);
  return {
    exportPath: listReportPath(reo.reoApplications),
    status,
    ...(await getGateway(context).call(reo.reoApplications, { status, page })),
  };
}

const EMPTY: Record<reo.TReoStatus, string> = {
  wait: 'Новых заявок нет: все рассмотрены.',
  approve: 'Одобренных заявок пока нет.',
  cancel: 'Отклонённых заявок нет.',
};

/** The support requests by tab: wait, approve, cancel (spec 1 §2; decision 0088). */
export default function ReoApplications({
  loaderData: { exportPath, status, items, counts, paging },
}: Route.ComponentProps) {
  const tab = REO_TABS.find((item) => item.status === status) ?? REO_TABS[0];
  return (
    <ListPage
      crumbs={[
        { title: 'Заявки', href: `${REO_BASE}/applications/wait` },
        { title: tab.title, href: `${REO_BASE}/applications/${status}` },
      ]}
      title="Заявки на поддержку"
      filters={
        <ScrollArea type="never" component="nav" aria-label="Статусы заявок">
          <MantineGroup gap="xs" wrap="nowrap" w="max-content" pb={4}>
            {REO_TABS.map((item) => (
              <Button
                key={item.status}
                component={AppLink}
                to={`${REO_BASE}/applications/${item.status}`}
                size="compact-md"
                radius="xl"
                variant={item.status === status ? 'filled' : 'default'}
                aria-current={item.status === status ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {item.title}: {counts[item.status]}
              </Button>
            ))}
          </MantineGroup>
        </ScrollArea>
      }
      exportPath={exportPath}
      exportQuery={{ status }}
      items={items}
      card={(item) => <ReoApplicationCard item={item} />}
      empty={EMPTY[status]}
      pages={paging.paginator.pages}
      page={paging.paginator.page}
    />
  );
}
