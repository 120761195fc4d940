import { describe, expect, it } from 'vitest';
import { formatDay } from './cabinet-format';
import { ruDate } from './offer-view';
import { formatDate, formatDateTime } from './requests/post-form';

/** Application З-000001 sent at 01:30 in Moscow (22:30 UTC the day before): one day on every page. */
const SENT = '2026-11-22T22:30:00.000Z';

describe('dates shown in the cabinet and the back office', () => {
  it('show an instant as its Moscow day in every helper the pages use', () => {
    expect(ruDate(SENT)).toBe('23.11.2026');
    expect(formatDay(SENT)).toBe('23.11.2026');
    expect(formatDate(SENT)).toBe('23.11.2026');
    expect(formatDateTime(SENT)).toBe('23.11.2026, 01:30');
  });

  it('show a calendar day as it is', () => {
    expect(ruDate('2026-03-15')).toBe('15.03.2026');
    expect(formatDay('2026-03-15')).toBe('15.03.2026');
    expect(ruDate(null)).toBe('—');
  });
});
