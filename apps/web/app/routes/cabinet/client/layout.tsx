import { Outlet } from 'react-router';
import classes from '../../../components/cabinet/cabinet.module.css';
import { CabinetSearchField } from '../../../components/cabinet/cabinet-search-field';
import { CLIENT_SECTIONS } from '../../../components/cabinet/client-sections';
import { CompanyNotice } from '../../../components/cabinet/company-notice';
import { NotificationPoller } from '../../../components/cabinet/notification-poller';
import { SectionNavigation } from '../../../components/cabinet/section-navigation';
import { requireRole } from '../../../lib/session.server';
import type { Route } from './+types/layout';

/**
 * Every page of the client's cabinet: a guest signs in and comes back, another role goes to
 * its own dashboard. The viewer is loaded once here for the pages below. The search box sits
 * above the menu; notifications are polled from here (spec 2 §9).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { viewer: await requireRole(request, context, 'client') };
}

export default function ClientCabinetLayout({ loaderData }: Route.ComponentProps) {
  // Plain elements with the cabinet's styles: the frame of every client page (decision 0120).
  return (
    <div className={classes.shell}>
      <div className={classes.columns}>
        <div className={classes.aside}>
          <CabinetSearchField />
          <SectionNavigation sections={CLIENT_SECTIONS} />
        </div>
        <section className={classes.content}>
          <CompanyNotice viewer={loaderData.viewer} />
          <Outlet />
        </section>
      </div>
      <NotificationPoller />
    </div>
  );
}
