import { hydrateWhenNear } from '../deferred/hydrate-later';
import classes from './site-footer.module.css';

/**
 * Its content is rendered by the server in full and comes to life when the visitor scrolls near
 * it (decision 0149): below the first screen, its links work as plain links meanwhile. The
 * `<footer>` stays here, so that the footer's stylesheet comes with the page (decision 0132).
 */
const FooterBody = hydrateWhenNear(() => import('./footer-body').then((module) => module.FooterBody));

/**
 * The site's footer: plain markup styled by its CSS module, since it is rendered on every
 * public page and its sixty links would otherwise be sixty components (decision 0074).
 */
export function SiteFooter() {
  return (
    <footer className={classes.footer} data-site-footer>
      <FooterBody />
    </footer>
  );
}
