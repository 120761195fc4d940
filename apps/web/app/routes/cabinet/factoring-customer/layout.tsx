import { RoleCabinetFrame } from '../../../components/cabinet/role-cabinet-frame';
import { FACTORING_CUSTOMER_SECTIONS } from '../../../components/factoring/factoring-sections';
import { requireRole } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/** Every page of the factoring-customer's cabinet (decision 0088): another role goes to its own home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, context, 'factoring-customer') };
}

export default function FactoringCustomerCabinetLayout() {
  return <RoleCabinetFrame sections={FACTORING_CUSTOMER_SECTIONS} />;
}
