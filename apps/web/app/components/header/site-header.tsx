import { hydrateWhenShown } from '../deferred/hydrate-later';
import classes from './header.module.css';

/**
 * The bars are rendered by the server in full and hydrated once their chunk has arrived
 * (decision 0133), the one CSS hides at the page's width not at all (decision 0148): their links and the search form work as plain HTML meanwhile, and React
 * replays a click on a button once they are live. The `<header>` elements stay here, so that
 * the header's stylesheet comes with the page, not with the chunk (decision 0132).
 */
const loadBars = () => import('./header-bars');
/** The widths header.module.css shows each bar at (decision 0148: the hidden one is not hydrated). */
const PHONE = '(max-width: 698px)';
const DesktopHeader = hydrateWhenShown(`not all and ${PHONE}`, () =>
  loadBars().then((module) => module.DesktopHeader),
);
const MobileHeader = hydrateWhenShown(PHONE, () => loadBars().then((module) => module.MobileHeader));

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
