import { PageViewTracker } from './analytics/page-view-tracker';
import { ChatWidget } from './chat/chat-widget';
import { CookieBar } from './consent/cookie-bar';
import { FloatingButtons } from './floating/floating-buttons';
import { GeoModals } from './geo/geo-modals';
import { RouteProgress } from './progress/route-progress';

/** What floats over every public page: route progress, geo modals, floating buttons, cookie bar. */
export function SiteWidgets({ floating = true }: { floating?: boolean }) {
  return (
    <>
      <RouteProgress />
      <GeoModals />
      {floating && <FloatingButtons />}
      <ChatWidget />
      <PageViewTracker />
      <CookieBar />
    </>
  );
}
