import { useLoaderData } from 'react-router';
import { NotificationPoller } from '../../../components/cabinet/notification-poller';
import { RoleCabinetFrame } from '../../../components/cabinet/role-cabinet-frame';
import { supplierMenu } from '../../../components/supplier/supplier-sections';
import { requireRole } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the supplier's cabinet (decision 0083): a guest signs in and comes back, another
 * role goes to its own home. The menu offers what the accreditation has opened; the manager's
 * decisions come as pop-ups polled from here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, context, 'supplier') };
}

export default function SupplierCabinetLayout() {
  const { viewer } = useLoaderData<typeof loader>();
  return (
    <RoleCabinetFrame sections={supplierMenu(viewer.isAccredited)}>
      <NotificationPoller />
    </RoleCabinetFrame>
  );
}
