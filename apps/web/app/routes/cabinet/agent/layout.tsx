import { agentMenu } from '../../../components/agent/agent-sections';
import { RoleCabinetFrame } from '../../../components/cabinet/role-cabinet-frame';
import { requireRole } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the agent's cabinet (decision 0087): a guest signs in and comes back, another
 * role goes to its own home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, context, 'agent') };
}

export default function AgentCabinetLayout() {
  return <RoleCabinetFrame sections={agentMenu()} />;
}
