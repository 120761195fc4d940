import { PageViewTracker } from './analytics/page-view-tracker';
import { ChatWidget } from './chat/chat-widget';
import { CookieBar } from './consent/cookie-bar';
import { deferred, useOnceTrue } from './deferred/deferred';
import { FloatingButtons } from './floating/floating-buttons';
import { useGeo } from './geo/geo-context';

/** The progress bar shows only during a navigation: its code (nprogress) comes after hydration. */
const RouteProgress = deferred(() =>
  import('./progress/route-progress').then((module) => module.RouteProgress),
);
const GeoModals = deferred(() => import('./geo/geo-modals').then((module) => module.GeoModals));

/** The city dialogs' code is fetched when one of them first opens. */
function GeoDialogs() {
  const { geo, confirmOpened, pickerOpened, branch } = useGeo();
  const wanted = useOnceTrue((confirmOpened && geo !== null) || pickerOpened || branch !== null);
  return wanted ? <GeoModals /> : null;
}

/** What floats over every public page: route progress, geo modals, floating buttons, cookie bar. */
export function SiteWidgets({ floating = true }: { floating?: boolean }) {
  return (
    <>
      <RouteProgress />
      <GeoDialogs />
      {floating && <FloatingButtons />}
      <ChatWidget />
      <PageViewTracker />
      <CookieBar />
    </>
  );
}
