import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { type Crumb, cabinetBreadcrumbs, SHORT_CRUMB_MAX_WIDTH } from '../breadcrumbs/breadcrumb-trail';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';

/**
 * The cabinet's breadcrumbs (spec 1 §2): 'Личный кабинет', 'ЛК' at 680 px or less; nothing
 * when only the dashboard crumb would show.
 */
export function CabinetCrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(`(max-width: ${SHORT_CRUMB_MAX_WIDTH}px)`) ?? false;
  return <Breadcrumbs items={cabinetBreadcrumbs(pathname, trail, narrow)} />;
}
