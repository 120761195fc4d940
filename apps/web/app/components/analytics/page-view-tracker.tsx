import { ANALYTICS_INTAKE_PATH } from '@agrolease/contracts/analytics-values';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { cookieValue, pageViewEvent, SESSION_KEY, sessionId, utmOf } from './analytics-event';

function loadTimings() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.loadEventEnd <= 0) return undefined;
  return {
    ttfb: Math.round(navigation.responseStart),
    domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
    load: Math.round(navigation.loadEventEnd),
  };
}

/**
 * Sends a page view to /api/nats/ on every route change, the UTM marks of a landing address
 * (SetUTM) and fetches the experiment groups once (GetExperiments). Failures are only logged
 * (spec 2 §8).
 */
export function PageViewTracker() {
  const location = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per address change.
  useEffect(() => {
    const clientId = cookieValue(document.cookie, 'client_id');
    if (!clientId) return;
    const isFirst = first.current;
    first.current = false;
    const session = sessionId(window.sessionStorage.getItem(SESSION_KEY), Date.now(), () =>
      crypto.randomUUID(),
    );
    window.sessionStorage.setItem(SESSION_KEY, session.stored);
    const log = (error: unknown) => console.warn('analytics:', error);

    const utm = isFirst ? utmOf(location.search) : undefined;
    if (utm) fetch(`/srv/SetUTM?${new URLSearchParams(utm)}`, { credentials: 'same-origin' }).catch(log);
    const experiments = cookieValue(document.cookie, 'experiments');
    const ready = experiments
      ? Promise.resolve()
      : fetch('/srv/GetExperiments', { credentials: 'same-origin' }).then(() => undefined, log);

    void ready.then(() => {
      const event = pageViewEvent({
        guid: crypto.randomUUID(),
        clientId,
        sessionId: session.id,
        location: window.location.href,
        userAgent: navigator.userAgent,
        width: window.innerWidth,
        height: window.innerHeight,
        title: document.title,
        referrer: isFirst ? document.referrer : '',
        experiments: cookieValue(document.cookie, 'experiments') ?? '',
        performance: isFirst ? loadTimings() : undefined,
      });
      return fetch(ANALYTICS_INTAKE_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        credentials: 'same-origin',
        keepalive: true,
      }).catch(log);
    });
  }, [location.pathname, location.search]);

  return null;
}
