import type { TBranch, TGeo } from '@agrolease/contracts/geo';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { geoApi } from './geo-api';
import {
  branchToNotify,
  fiasCookie,
  GEO_STORAGE_KEY,
  geoSettled,
  parseStoredGeo,
  type StoredGeo,
} from './geo-choice';

interface GeoState {
  geo: TGeo | null;
  confirmOpened: boolean;
  pickerOpened: boolean;
  branch: TBranch | null;
  /**
   * The city's steps still to come on this page (detection, the question, the branch lookup):
   * the cookie bar waits for them (issue 39). null until the page is live.
   */
  settling: boolean | null;
  /** "Да": the detected city is right. */
  confirm(): void;
  /** "Выбрать другой", or the header's city button. */
  openPicker(): void;
  closePicker(): void;
  choose(geo: TGeo): void;
  closeBranch(): void;
}

const GeoContext = createContext<GeoState | null>(null);

function save(stored: StoredGeo): void {
  window.localStorage.setItem(GEO_STORAGE_KEY, JSON.stringify(stored));
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is all that is needed here
  document.cookie = fiasCookie(stored.geo);
}

/**
 * The visitor's city (spec 1 §4 "Geo"): detected by IP on the first visit, confirmed or
 * changed by the visitor, kept in local storage and the user fias code cookie. A confirmed
 * city whose region has a branch brings up the branch notice once.
 */
export function GeoProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<StoredGeo | null>(null);
  const [confirmOpened, setConfirmOpened] = useState(false);
  const [pickerOpened, setPickerOpened] = useState(false);
  const [branch, setBranch] = useState<TBranch | null>(null);
  const [settling, setSettling] = useState<boolean | null>(null);

  const update = useCallback((next: StoredGeo) => {
    save(next);
    setStored(next);
  }, []);

  // What the page learns on its own (the kept city, detection, the branch) is applied in a
  // transition: a change of this context reaches the parts still waiting for their code
  // (hydrateLater, decisions 0132 and 0133), and an urgent one would make React drop their
  // server HTML; a transition waits until they are live.
  useEffect(() => {
    const existing = parseStoredGeo(window.localStorage.getItem(GEO_STORAGE_KEY));
    if (existing) {
      startTransition(() => {
        setStored(existing);
        setConfirmOpened(!existing.confirmed);
        setSettling(!geoSettled(existing));
      });
      return;
    }
    startTransition(() => setSettling(true));
    const controller = new AbortController();
    geoApi
      .detect(controller.signal)
      .then((geo) =>
        startTransition(() => {
          update({ geo, confirmed: false });
          setConfirmOpened(true);
        }),
      )
      .catch(() => {
        // Detection is a convenience: without it the visitor picks a city from the header.
        if (!controller.signal.aborted) startTransition(() => setSettling(false));
      });
    return () => controller.abort();
  }, [update]);

  const region = stored?.confirmed ? stored.geo.region_fias_id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the confirmed region asks for its branch
  useEffect(() => {
    if (!stored || !region) return;
    const controller = new AbortController();
    geoApi
      .branches(region, controller.signal)
      .then((branches) => {
        const found = branchToNotify(stored, branches);
        startTransition(() => {
          if (found) {
            setBranch(found);
            update({ ...stored, branchShownFor: region });
          }
          setSettling(false);
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) startTransition(() => setSettling(false));
      });
    return () => controller.abort();
  }, [region]);

  const value = useMemo<GeoState>(
    () => ({
      geo: stored?.geo ?? null,
      confirmOpened,
      pickerOpened,
      branch,
      settling,
      confirm: () => {
        setConfirmOpened(false);
        if (stored) update({ ...stored, confirmed: true });
      },
      openPicker: () => {
        setConfirmOpened(false);
        setPickerOpened(true);
      },
      closePicker: () => {
        setPickerOpened(false);
        // Closed without a choice: no branch lookup follows.
        if (!stored?.confirmed) setSettling(false);
      },
      choose: (geo) => {
        setPickerOpened(false);
        const sameRegion = stored?.geo.region_fias_id === geo.region_fias_id;
        // A newly confirmed region asks for its branch: the cookie bar waits for the answer.
        if (!(stored?.confirmed && sameRegion)) setSettling(true);
        update({ geo, confirmed: true, branchShownFor: sameRegion ? stored?.branchShownFor : undefined });
      },
      closeBranch: () => setBranch(null),
    }),
    [stored, confirmOpened, pickerOpened, branch, settling, update],
  );
  return <GeoContext.Provider value={value}>{children}</GeoContext.Provider>;
}

export function useGeo(): GeoState {
  const state = useContext(GeoContext);
  if (!state) throw new Error('useGeo() needs a <GeoProvider> above it');
  return state;
}
