import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_CHAT_EVENT } from './chat/chat-events';
import { isChatVisible } from './chat/chat-visibility';
import { ChatHost, ChatWidget } from './chat/chat-widget';
import { NOTICES_WAIT_ATTRIBUTE } from './consent/consent-script';
import { CookieBar, useCookiesAnswered } from './consent/cookie-bar';
import { deferred, useOnceTrue } from './deferred/deferred';
import { hydrateLater } from './deferred/hydrate-later';
import floatingClasses from './floating/floating.module.css';
import { CityQuestion } from './geo/city-question';
import { useGeo } from './geo/geo-context';
import { popupOnScreen, popupsAllowedOn, type Shown } from './popups/popup-queue';

/** The progress bar shows only during a navigation: its code (nprogress) comes after hydration. */
const RouteProgress = deferred(() =>
  import('./progress/route-progress').then((module) => module.RouteProgress),
);
const GeoModals = deferred(() => import('./geo/geo-modals').then((module) => module.GeoModals));
/** Page views are sent from an effect: the tracker's code comes after hydration (decision 0133). */
const PageViewTracker = deferred(() =>
  import('./analytics/page-view-tracker').then((module) => module.PageViewTracker),
);

/**
 * The round button is on screen at first paint: rendered by the server, hydrated once its chunk
 * has arrived (decision 0133); the dock stays here, so that its stylesheet comes with the page
 * (decision 0132).
 */
const FloatingButtons = hydrateLater(() =>
  import('./floating/floating-buttons').then((module) => module.FloatingButtons),
);

/** A field a person types into or ticks, outside the site's own dialogs. */
function isPageField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.matches('input:not([type="hidden"]), textarea, select, [contenteditable="true"]') &&
    target.closest('[role="dialog"]') === null
  );
}

/** True once the person has focused a field of the current page (until the next page). */
function useFieldInUse(): boolean {
  const { pathname } = useLocation();
  const [usedOn, setUsedOn] = useState<string | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (isPageField(event.target)) setUsedOn(window.location.pathname);
    };
    // A field focused before hydration (a quick visitor, an autofocus) counts too.
    if (isPageField(document.activeElement)) setUsedOn(window.location.pathname);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return usedOn === pathname;
}

/** The picker's and the branch notice's code is fetched when one of them is first shown. */
function GeoDialogs({ shown }: { shown: Shown }) {
  const wanted = useOnceTrue(shown === 'branch' || shown === 'picker');
  return wanted ? <GeoModals shown={shown} /> : null;
}

/**
 * What floats over every public page: route progress, city notices, the floating button (whose
 * menu opens the chat), cookie bar. Without the floating button (sign-in pages) the chat keeps
 * its own launcher.
 */
export function SiteWidgets({ floating = true }: { floating?: boolean }) {
  const { pathname } = useLocation();
  const [chatOpened, setChatOpened] = useState(false);
  const { geo, confirmOpened, pickerOpened, branch, settling, confirm, openPicker } = useGeo();
  const [cookiesAnswered, answerCookies] = useCookiesAnswered();
  const allowed = popupsAllowedOn(pathname);
  const shown = popupOnScreen({
    allowed,
    fieldInUse: useFieldInUse(),
    city: confirmOpened && geo !== null,
    branch: branch !== null,
    cookies: !cookiesAnswered,
    geoSettling: settling,
    picker: pickerOpened,
  });
  // The phone's header bar has the floating button's menu (decision 0185): its chat opens here.
  useEffect(() => {
    if (!floating) return;
    const open = () => setChatOpened(true);
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [floating]);
  // The city's steps are over: the cookie bar, hidden before the first paint for them
  // (consentScript), is the queue's to show now.
  useEffect(() => {
    if (settling === false) document.documentElement.removeAttribute(NOTICES_WAIT_ATTRIBUTE);
  }, [settling]);
  return (
    <>
      <RouteProgress />
      <GeoDialogs shown={shown} />
      {shown === 'city' && geo && (
        <CityQuestion city={geo.city} onConfirm={confirm} onPickOther={openPicker} />
      )}
      {floating ? (
        <>
          <ChatHost opened={chatOpened} onClose={() => setChatOpened(false)} />
          <div className={floatingClasses.dock} data-floating>
            <FloatingButtons onChat={isChatVisible(pathname) ? () => setChatOpened(true) : undefined} />
          </div>
        </>
      ) : (
        <ChatWidget />
      )}
      <PageViewTracker />
      {/* Part of the server's page where allowed; hidden while a dialog of the queue is shown. */}
      {allowed && !cookiesAnswered && <CookieBar hidden={shown !== 'cookies'} onAccept={answerCookies} />}
    </>
  );
}
