import { type ComponentType, lazy, type ReactNode, Suspense, useRef, useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether the page is live never changes once it is. */
const never = () => () => {};

/**
 * False on the server and while the page hydrates; true right after hydration, and from the first
 * render on for what mounts later (a form opened by a click is live at once, with no disabled frame).
 * A file field waits for it: a file chosen before the page is live is dropped by the hydration
 * (scripts/check-file-fields-wait.mjs).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
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
