import { agent, isGatewayError } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { data } from 'react-router';
import { AgentApplicationList } from '../../../components/agent/agent-application-list';
import { CabinetCrumbs } from '../../../components/cabinet/cabinet-crumbs';
import { ListExportLink } from '../../../components/listing/list-export-link';
import { PageTitle, Stack } from '../../../components/plain/mantine-markup';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Заявки', description: 'Заявки агента по его контрагентам.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const contractor = new URL(request.url).searchParams.get('id_contractor') ?? '';
  try {
    return await getGateway(context).call(agent.agentApplications, { id_contractor: contractor });
  } catch (error) {
    if (isGatewayError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** The applications the agent started (spec 1 §2 `applications`; decision 0087). */
export default function AgentApplications({ loaderData: { items } }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <CabinetCrumbs trail={[{ title: 'Заявки', href: '/cabinet/v2/agent/applications' }]} />
      <PageTitle>Заявки</PageTitle>
      <ListExportLink path={listReportPath(agent.agentApplications)} />
      <AgentApplicationList items={items} />
    </Stack>
  );
}
