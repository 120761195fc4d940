import type { TBranch, TGeo } from '@agrolease/contracts/geo';

/** Local-storage key of the chosen city (spec 1 §4 "Geo"). */
export const GEO_STORAGE_KEY = 'geo';
/** Cookie with the user's city FIAS code, read by the server side. */
export const FIAS_COOKIE = 'user_fias_code';
const ONE_YEAR_SECONDS = 31_536_000;

export interface StoredGeo {
  geo: TGeo;
  /** The visitor said "Да" or picked the city themselves. */
  confirmed: boolean;
  /** The region whose branch notice was already shown. */
  branchShownFor?: string;
}

export function parseStoredGeo(text: string | null): StoredGeo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredGeo>;
    const geo = value.geo;
    if (
      !geo ||
      typeof geo.city !== 'string' ||
      typeof geo.fiascode !== 'string' ||
      typeof geo.region_fias_id !== 'string'
    ) {
      return null;
    }
    return { geo, confirmed: value.confirmed === true, branchShownFor: value.branchShownFor };
  } catch {
    return null;
  }
}

export function fiasCookie(geo: TGeo): string {
  return `${FIAS_COOKIE}=${encodeURIComponent(geo.fiascode)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** City search runs only for text longer than 3 characters (spec 1 §5). */
export function shouldSearchCity(text: string): boolean {
  return text.trim().length > 3;
}

/**
 * Whether the city's steps of a first visit are over for the kept choice: the city confirmed and
 * its region's branch notice shown. Until then the cookie bar waits its turn (issue 39).
 */
export function geoSettled(stored: StoredGeo | null): boolean {
  return stored?.confirmed === true && stored.branchShownFor === stored.geo.region_fias_id;
}

/** The branch notice shows once per region, after the city is confirmed, when the region has a branch. */
export function branchToNotify(stored: StoredGeo, branches: readonly TBranch[]): TBranch | null {
  if (!stored.confirmed || stored.branchShownFor === stored.geo.region_fias_id) return null;
  return branches[0] ?? null;
}
