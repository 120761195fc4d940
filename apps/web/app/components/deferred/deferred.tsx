import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** False on the server and while the page hydrates; true from the first effect on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * True from the first render where `flag` is true on: a dialog rendered with `opened` keeps its
 * code mounted after it closes, so its closing transition plays and reopening is instant.
 */
export function useOnceTrue(flag: boolean): boolean {
  const seen = useRef(false);
  if (flag) seen.current = true;
  return seen.current;
}

/**
 * A component fetched only when the browser first renders it (React.lazy) and never rendered on
 * the server: for what is not on screen at first paint — dialogs, drawers, dropdowns, floating
 * widgets — so that its JavaScript stays out of every page's first load (issue 12, decision 0081).
 * `fallback` is shown until the code arrives (and on the server).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function Deferred(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback(props);
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
