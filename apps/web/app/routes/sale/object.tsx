import { redirect } from 'react-router';
import { idParam } from '../../lib/not-found.server';
import type { Route } from './+types/object';

/**
 * /sale/objects/{id}/: the older address of a lot's object. A lot is one object, so the
 * address moves permanently to the lot page (docs/decisions/0031).
 */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/sale/${idParam(params.id)}/`, 301);
}

export default function SaleObject() {
  return null;
}
