import './styles/mantine-styles';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './styles/global.css';
import './styles/theme-variables.css';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { consentScript } from './components/consent/consent-script';
import { deferred } from './components/deferred/deferred';
import { ErrorPage } from './components/error/error-page';
import { NotFoundPage } from './components/error/not-found-page';
import { earlyInputScript, replayEarlyInput } from './components/forms/early-input';
import { GeoProvider } from './components/geo/geo-context';
import { useCspNonce } from './lib/csp-nonce';
import { refuseUnsafeAddress } from './lib/request-form.server';
import { getViewer } from './lib/session.server';
import { StylesheetPreloads } from './lib/stylesheet-preloads';
import { SiteMantineProvider } from './site-mantine-provider';

/** Toasts are never on screen at first paint: their code comes after hydration (queued ones then show). */
const Notifications = deferred(() => import('@mantine/notifications').then((module) => module.Notifications));

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The signed-in account is on every page (the header): loaded once here. The header's category
 * tree is not: its menus fetch it when first opened (decision 0119).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  refuseUnsafeAddress(request);
  const viewer = await getViewer(request, context);
  return { origin: context.origin, viewer, captchaSiteKey: context.captchaSiteKey ?? null };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // The page is live: what was typed while it loaded goes back into its fields.
  useEffect(replayEarlyInput, []);
  return (
    // The site is light only: Mantine's scheme is written here, not by its script (decision 0133).
    // The consent script marks <html> before hydration, hence suppressHydrationWarning.
    <html lang="ru" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f6d45" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentScript + earlyInputScript }} />
        <StylesheetPreloads />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteMantineProvider>
          <Notifications position="top-right" />
          {children}
        </SiteMantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <GeoProvider>
      <Outlet />
    </GeoProvider>
  );
}

/** Last resort: errors above the layouts (the viewer could not be loaded). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone />;
  return <ErrorPage standalone error={error} />;
}
