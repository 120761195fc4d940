import { hydrateWhenShown } from '../deferred/hydrate-later';
import classes from './header.module.css';

/** The widths header.module.css shows each bar at. */
const PHONE = '(max-width: 698px)';

/**
 * The bars are rendered by the server in full. The one shown at the page's width is hydrated once
 * its chunk has arrived (decision 0133): its links and the search form work as plain HTML
 * meanwhile, and React replays a click on a button once it is live. The hidden one is neither
 * fetched nor hydrated (decision 0148), so each bar has its own chunk. The `<header>` elements
 * stay here, so that the header's stylesheet comes with the page, not with a chunk (decision 0132).
 */
const DesktopHeader = hydrateWhenShown(`not all and ${PHONE}`, () =>
  import('./desktop-header').then((module) => module.DesktopHeader),
);
const MobileHeader = hydrateWhenShown(PHONE, () =>
  import('./mobile-header').then((module) => module.MobileHeader),
);

/** Both headers are rendered; CSS shows one of them by width (698 px). */
export function SiteHeader({ showCatalog = true }: { showCatalog?: boolean }) {
  return (
    <>
      <header data-testid="header-desktop" className={classes.desktop}>
        <DesktopHeader showCatalog={showCatalog} />
      </header>
      <header data-testid="header-mobile" className={classes.mobile}>
        <MobileHeader showCatalog={showCatalog} />
      </header>
    </>
  );
}
