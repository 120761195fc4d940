import { Outlet, useLocation } from 'react-router';
import { BackofficeHeader } from '../components/backoffice/backoffice-header';
import { ChatWidget } from '../components/chat/chat-widget';
import { FooterLegal } from '../components/footer/footer-legal';
import { SiteHeader } from '../components/header/site-header';
import { RouteProgress } from '../components/progress/route-progress';
import classes from './cabinet-layout.module.css';
import frame from './frame.module.css';

/**
 * Any path under /cabinet hides the public footer blocks (spec 1 §2): only the legal line stays.
 * The back office has its own plain header instead of the shop's (issue 16).
 */
export default function CabinetLayout() {
  const { pathname } = useLocation();
  const backoffice = /^\/backoffice(\/|$)/.test(pathname);
  return (
    <>
      <div className={frame.frame}>
        {backoffice ? <BackofficeHeader /> : <SiteHeader showCatalog={false} />}
        <main className={frame.main} data-cabinet-main>
          <Outlet />
        </main>
        <footer className={classes.footer} data-site-footer>
          <div className={classes.footerInner}>
            <FooterLegal />
          </div>
        </footer>
      </div>
      <RouteProgress />
      {/* Shown only where spec 1 §2 allows it (dashboards, ppk-reo). */}
      <ChatWidget />
    </>
  );
}
