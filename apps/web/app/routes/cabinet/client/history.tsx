import { cabinet } from '@agrolease/contracts';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { FeedList } from '../../../components/cabinet/feed-list';
import { ListPagination } from '../../../components/listing/list-pagination';
import { PageTitle, Stack } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/history';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'История', description: 'История заявок, сделок, договоров и платежей.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  return { history: await getGateway(context).call(cabinet.getCabinetHistory, { page }) };
}

/** Everything that happened in the cabinet, overdue payments first. */
export default function ClientHistory({ loaderData: { history } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'История', href: '/cabinet/v2/client/history' }]} />
      <PageTitle>История</PageTitle>
      <FeedList events={history.items} empty="Событий пока нет." />
      <ListPagination page={history.page} pages={history.pages} />
    </Stack>
  );
}
