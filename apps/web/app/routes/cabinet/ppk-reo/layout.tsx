import { RoleCabinetFrame } from '../../../components/cabinet/role-cabinet-frame';
import { REO_SECTIONS } from '../../../components/reo/reo-sections';
import { requireRole } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the fund partner's cabinet (decision 0088): a guest signs in and comes back,
 * another role goes to its own home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, context, 'ppk-reo') };
}

export default function ReoCabinetLayout() {
  return <RoleCabinetFrame sections={REO_SECTIONS} />;
}
