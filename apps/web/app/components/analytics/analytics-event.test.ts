import { ZAnalyticsEvent } from '@agrolease/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { cookieValue, pageViewEvent, SESSION_IDLE_MS, sessionId, utmOf } from './analytics-event';

describe('site analytics', () => {
  it('builds a page view the intake accepts, with release 1.4 and the device class', () => {
    const event = pageViewEvent({
      guid: '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
      clientId: 'client-0001',
      sessionId: 'session-1',
      location: 'https://agrolease.local/company/',
      userAgent: 'Mozilla/5.0',
      width: 390,
      height: 844,
      title: 'О компании',
      referrer: '',
      experiments: 'home_hero_cta:catalog,chat_greeting:short',
    });
    expect(event).toMatchObject({
      versionRelease: '1.4',
      deviceType: 'mobile',
      exp_groups: ['home_hero_cta:catalog', 'chat_greeting:short'],
    });
    expect(ZAnalyticsEvent.safeParse(event).success).toBe(true);
  });

  it('keeps the session while active and renews it after 30 minutes of silence', () => {
    const first = sessionId(null, 1000, () => 'a');
    expect(first).toEqual({ id: 'a', stored: 'a|1000' });
    expect(sessionId(first.stored, 1000 + SESSION_IDLE_MS - 1, () => 'b').id).toBe('a');
    expect(sessionId(first.stored, 1000 + SESSION_IDLE_MS, () => 'b').id).toBe('b');
  });

  it('reads UTM marks of a landing address and cookies', () => {
    expect(utmOf('?utm_source=yandex&utm_campaign=posevnaya&x=1')).toEqual({
      utm_source: 'yandex',
      utm_campaign: 'posevnaya',
    });
    expect(utmOf('?page=2')).toBeUndefined();
    expect(cookieValue('a=1; experiments=home_hero_cta%3Acatalog', 'experiments')).toBe(
      'home_hero_cta:catalog',
    );
  });
});
