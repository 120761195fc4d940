import type { TAnalyticsEvent } from '@agrolease/contracts/analytics';
import { ANALYTICS_VERSION_RELEASE, deviceTypeOf } from '@agrolease/contracts/analytics-values';

export const SESSION_KEY = 'analyticsSession';
/** Spec 1 §9: the session id is renewed after 30 units of inactivity; we read minutes (decision 0053). */
export const SESSION_IDLE_MS = 30 * 60_000;

export function cookieValue(cookies: string, name: string): string | undefined {
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
  return raw === undefined ? undefined : decodeURIComponent(raw);
}

/** The session id, kept while the visitor is active; a new one after 30 minutes of silence. */
export function sessionId(
  stored: string | null,
  now: number,
  newId: () => string,
): { id: string; stored: string } {
  const [id, at] = (stored ?? '').split('|');
  const fresh = id && at && now - Number(at) < SESSION_IDLE_MS ? id : newId();
  return { id: fresh, stored: `${fresh}|${now}` };
}

/** The UTM marks of a landing address, when it has any. */
export function utmOf(search: string): Record<string, string> | undefined {
  const params = new URLSearchParams(search);
  const marks = Object.fromEntries(
    ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']
      .map((key) => [key, params.get(key) ?? ''] as const)
      .filter(([, value]) => value),
  );
  return Object.keys(marks).length > 0 ? marks : undefined;
}

/** A page view as the intake expects it (spec 2 §3), release '1.4', environment prod. */
export function pageViewEvent(input: {
  guid: string;
  clientId: string;
  sessionId: string;
  location: string;
  userAgent: string;
  width: number;
  height: number;
  title: string;
  referrer: string;
  experiments: string;
  performance?: TAnalyticsEvent['performance'];
}): TAnalyticsEvent {
  return {
    guid: input.guid,
    clientId: input.clientId,
    sessionId: input.sessionId,
    location: input.location,
    userAgent: input.userAgent,
    screen: { width: input.width, height: input.height },
    deviceType: deviceTypeOf(input.width),
    eventType: 'pageview',
    eventName: 'page_view',
    eventCategory: 'navigation',
    versionRelease: ANALYTICS_VERSION_RELEASE,
    environment: 'prod',
    params: { title: input.title, referrer: input.referrer },
    performance: input.performance,
    exp_groups: input.experiments ? input.experiments.split(',').filter(Boolean) : [],
  };
}
