import { describe, expect, it } from 'vitest';
import { type PopupWishes, popupOnScreen, popupsAllowedOn } from './popup-queue';

const firstVisit: PopupWishes = {
  allowed: true,
  fieldInUse: false,
  city: true,
  branch: false,
  cookies: true,
  geoSettling: false,
  picker: false,
};

describe('the notices of a first visit (issue 16)', () => {
  it('shows one at a time: the city question, then the branch notice, then the cookie bar', () => {
    expect(popupOnScreen(firstVisit)).toBe('city');
    expect(popupOnScreen({ ...firstVisit, city: false, branch: true })).toBe('branch');
    expect(popupOnScreen({ ...firstVisit, city: false })).toBe('cookies');
    expect(popupOnScreen({ ...firstVisit, city: false, cookies: false })).toBeNull();
  });

  it('keeps the cookie bar back while the city is detected or its branch looked up (issue 39)', () => {
    expect(popupOnScreen({ ...firstVisit, city: false, geoSettling: true })).toBeNull();
    expect(popupOnScreen({ ...firstVisit, city: false, geoSettling: false })).toBe('cookies');
    // before the page is live: as the server painted it
    expect(popupOnScreen({ ...firstVisit, city: false, geoSettling: null })).toBe('cookies');
    expect(popupOnScreen({ ...firstVisit, geoSettling: true })).toBe('city');
  });

  it('gives the picker the screen while the person chooses a city', () => {
    expect(popupOnScreen({ ...firstVisit, city: false, picker: true })).toBe('picker');
  });

  it('opens no dialog over a form the person is using; the cookie bar already on the page stays', () => {
    expect(popupOnScreen({ ...firstVisit, fieldInUse: true })).toBe('cookies');
    expect(popupOnScreen({ ...firstVisit, fieldInUse: true, city: false, branch: true })).toBe('cookies');
    expect(popupOnScreen({ ...firstVisit, fieldInUse: true, cookies: false })).toBeNull();
  });

  it('shows nothing where it is not allowed, even the picker', () => {
    expect(popupOnScreen({ ...firstVisit, allowed: false })).toBeNull();
    expect(popupOnScreen({ ...firstVisit, allowed: false, picker: true })).toBeNull();
  });

  it('allows none on sign-in and registration, and anywhere under /cabinet', () => {
    expect(popupsAllowedOn('/cabinet/v2/auth')).toBe(false);
    expect(popupsAllowedOn('/cabinet/v2/auth/')).toBe(false);
    expect(popupsAllowedOn('/cabinet/v2/reg')).toBe(false);
    expect(popupsAllowedOn('/cabinet')).toBe(false);
    expect(popupsAllowedOn('/')).toBe(true);
    expect(popupsAllowedOn('/pd/')).toBe(true);
    expect(popupsAllowedOn('/cabinetry/')).toBe(true);
  });
});
