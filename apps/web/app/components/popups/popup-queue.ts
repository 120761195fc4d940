/** What may float over a page on its own accord, in the order a first visit meets them. */
export type Popup = 'city' | 'branch' | 'cookies';

/** The city picker is asked for by the person (header button, «Выбрать другой»): never queued. */
export type Shown = Popup | 'picker' | null;

export interface PopupWishes {
  /** The page allows notices at all (not a sign-in or registration page). */
  allowed: boolean;
  /** The person has used a form field of this page (typed, ticked, focused). */
  fieldInUse: boolean;
  /** What is waiting: the detected city's question, the branch notice, the unanswered cookie bar. */
  city: boolean;
  branch: boolean;
  cookies: boolean;
  /**
   * The city's steps are still to come (detection, the branch lookup): true makes the cookie bar
   * wait; null (before the page is live) leaves it as the server painted it.
   */
  geoSettling: boolean | null;
  /** The picker is open. */
  picker: boolean;
}

/**
 * The one notice on screen (issue 16): the city question, then the branch notice, then the
 * cookie bar; none on sign-in pages. A dialog never opens over a form the person has started
 * using on this page (it waits for the next page); the cookie bar, part of the page from its
 * first paint, stays as long as no dialog is shown, and waits while the city's steps are still
 * coming, so that it never shows between them (issue 39).
 */
export function popupOnScreen(wishes: PopupWishes): Shown {
  if (!wishes.allowed) return null;
  if (wishes.picker) return 'picker';
  if (!wishes.fieldInUse) {
    if (wishes.city) return 'city';
    if (wishes.branch) return 'branch';
    if (wishes.geoSettling === true) return null;
  }
  return wishes.cookies ? 'cookies' : null;
}

/** Sign-in, registration and every other /cabinet page: no notice covers the person's form. */
export function popupsAllowedOn(pathname: string): boolean {
  return !/^\/cabinet(\/|$)/.test(pathname);
}
