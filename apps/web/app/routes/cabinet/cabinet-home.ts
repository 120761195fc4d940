import { ROLE_HOME } from '@agrolease/contracts';
import { redirect } from 'react-router';
import { requireViewer } from '../../lib/session.server';
import type { Route } from './+types/cabinet-home';

/**
 * /cabinet/v2/ itself (issue 39): the signed-in user goes to the role's home, a guest to sign in
 * and back here (then on to the home).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, context);
  return redirect(ROLE_HOME[viewer.role]);
}
