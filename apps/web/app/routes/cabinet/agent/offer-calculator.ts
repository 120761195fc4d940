import { redirect } from 'react-router';
import type { Route } from './+types/offer-calculator';

/**
 * `offers/calculator` (spec 1 §2) is where the agent calculates an offer: the form of
 * `offers/create`, with the calculator's rules, whatever the query preselects (decision 0092).
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/cabinet/v2/agent/offers/create${new URL(request.url).search}`);
}
