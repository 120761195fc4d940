import { redirect } from 'react-router';
import type { Route } from './+types/cabinet-legacy';

/** Old cabinet links of spec 1 §2 and their v2 pages (the #T:3 fragment never reaches us). */
const LEGACY: Record<string, string> = {
  '/cabinet/app': '/cabinet/v2/client/apps',
  '/cabinet/docs': '/cabinet/v2/client/documents',
  '/cabinet/docs/beneficiary_questionnaire/questionnaire': '/cabinet/v2/client/documents',
  '/cabinet/orders': '/cabinet/v2/client/orders',
  // The supplier's content pages are not built yet: its home page lists them (decision 0083).
  '/cabinet/supplier/content': '/cabinet/v2/supplier/content/card',
  '/cabinet/supplier/products': '/cabinet/v2/supplier/products/nomenclature',
  '/cabinet/accreditation': '/cabinet/v2/accreditation/',
};

export function legacyTarget(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  const order = /^\/cabinet\/client\/orders\/(\d{1,10})$/.exec(path);
  if (order) return `/cabinet/v2/client/orders/${order[1]}`;
  return LEGACY[path];
}

/** Moved permanently (301) to the v2 page, the query string kept. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyTarget(url.pathname);
  if (!target) throw new Response(null, { status: 404 });
  return redirect(`${target}${url.search}`, 301);
}
