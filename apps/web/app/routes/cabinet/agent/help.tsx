import { cabinet } from '@agrolease/contracts';
import { AGENT_HELP } from '@agrolease/domain';
import { managerOrNull, RoleHelpPage } from '../../../components/cabinet/help-view';
import { getGateway } from '../../../lib/gateway.server';
import { pageMeta } from '../../../lib/seo';
import type { Route } from './+types/help';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Помощь', description: 'Ответы на вопросы агента и связь с менеджером.' }),
  { name: 'robots', content: 'noindex' },
];

/** The agent's help (decision 0107): its manager, the contacts and the agent's questions. */
export async function loader({ context }: Route.LoaderArgs) {
  return { manager: await managerOrNull(getGateway(context).call(cabinet.cabinetManager, {})) };
}

export default function AgentHelp({ loaderData: { manager } }: Route.ComponentProps) {
  return (
    <RoleHelpPage
      path="/cabinet/v2/agent/help"
      manager={manager}
      note="По контрагентам, заявкам и вознаграждению пишите вашему менеджеру или звоните."
      shortcut={{ to: '/cabinet/v2/agent/contractors', label: 'Контрагенты' }}
      topics={AGENT_HELP}
    />
  );
}
