import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error/error-page';
import { NotFoundPage } from '../components/error/not-found-page';
import { SiteFooter } from '../components/footer/site-footer';
import { SiteHeader } from '../components/header/site-header';
import { SiteWidgets } from '../components/site-widgets';
import frame from './frame.module.css';

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div className={frame.frame}>
        <SiteHeader />
        <main className={`${frame.main} ${frame.publicMain}`} data-public-main>
          {children}
        </main>
        <SiteFooter />
      </div>
      <SiteWidgets />
    </>
  );
}

/** The public layout: full header, footer and floating widgets. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** A page that fails keeps the site's chrome around the error. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PublicFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}
    </PublicFrame>
  );
}
