import { auth } from '@agrolease/contracts';
import { redirect } from 'react-router';
import { getGateway } from '../../lib/gateway.server';
import { signOutHeaders } from '../../lib/session.server';
import type { Route } from './+types/logout';

/** Sign-out: the session ends server-side (Logout) and both cookies are cleared on the page response. */
export async function action({ context }: Route.ActionArgs) {
  await getGateway(context).call(auth.logout);
  return redirect('/', { headers: signOutHeaders(context) });
}

/** Signing out needs a POST (a link cannot end a session); a visit goes home. */
export function loader() {
  return redirect('/');
}
