import type { TAuthAccount } from '@agrolease/contracts/auth';
import { type AppLoadContext, redirect } from 'react-router';
import { getViewer, SIGN_IN_PATH } from '../../lib/session.server';

/**
 * The back office's guard (decision 0064): a guest signs in and comes back (?next=), another
 * role gets null (the layout shows 'Раздел недоступен'), a manager gets the viewer.
 */
export async function managerOf(request: Request, context: AppLoadContext): Promise<TAuthAccount | null> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer.role === 'manager' ? viewer : null;
}
