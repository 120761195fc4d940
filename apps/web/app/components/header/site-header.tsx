import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

/** Both headers are rendered; CSS shows one of them by width (698 px). */
export function SiteHeader({ showCatalog = true }: { showCatalog?: boolean }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const menu = root?.menu ?? { categories: [], sale_categories: [] };
  return (
    <>
      <DesktopHeader menu={menu} showCatalog={showCatalog} />
      <MobileHeader menu={menu} showCatalog={showCatalog} />
    </>
  );
}
