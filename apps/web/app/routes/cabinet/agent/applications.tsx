import { agent, isGatewayError } from '@agrolease/contracts';
import { listReportPath } from '@agrolease/contracts/list-report';
import { data } from 'react-router';
import { AgentApplicationCard } from '../../../components/agent/agent-application-list';
import { ListPage } from '../../../components/list-page/list-page';
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
    return {
      ...(await getGateway(context).call(agent.agentApplications, { id_contractor: contractor })),
      exportPath: listReportPath(agent.agentApplications),
    };
  } catch (error) {
    if (isGatewayError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** The applications the agent started (spec 1 §2 `applications`; decision 0087). */
export default function AgentApplications({ loaderData: { items, exportPath } }: Route.ComponentProps) {
  return (
    <ListPage
      crumbs={[{ title: 'Заявки', href: '/cabinet/v2/agent/applications' }]}
      title="Заявки"
      exportPath={exportPath}
      items={items}
      card={(item) => <AgentApplicationCard item={item} />}
      empty="Заявок пока нет."
      pages={1}
    />
  );
}
