import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

/** Both headers are rendered; CSS shows one of them by width (698 px). */
export function SiteHeader({ showCatalog = true }: { showCatalog?: boolean }) {
  return (
    <>
      <DesktopHeader showCatalog={showCatalog} />
      <MobileHeader showCatalog={showCatalog} />
    </>
  );
}
