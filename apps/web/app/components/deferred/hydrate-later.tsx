import {
  type ComponentType,
  type Ref,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** The loads of every part defined by the modules the page has evaluated (browser only). */
const partLoads: (() => Promise<void>)[] = [];

/**
 * Fetches the code of every hydrate-later part defined by the modules the page has evaluated; the
 * browser's entry asks for it at once, before hydration starts (decision 0137). A part still
 * waiting for its code when React reaches it is a dehydrated Suspense boundary, which React
 * client-renders, throwing its server HTML away, as soon as a context above it changes outside a
 * transition. Hydration does not wait for the parts: a click before it starts would be lost.
 */
export function loadHydrateLaterParts(): Promise<unknown> {
  return Promise.all(partLoads.map((start) => start()));
}

/**
 * A component the server renders in full whose code is not in the page's first load (issue 12,
 * decision 0132): for on-screen widgets whose code is large (a filter panel, pagination, a
 * gallery). The browser asks for its chunk as soon as the entry runs (decision 0137).
 *
 * The server loads it when its module is evaluated, at start, so that every answer has it in
 * place; a render that came first would stream it at the end of the answer, put in place after
 * the first paint. Its stylesheet must come with the page, not with the chunk: the route passes
 * the component's CSS modules as `stylesheets`, or its HTML would show unstyled until the code
 * arrived. A bare `import './x.module.css'` is not enough: the bundler drops it (a CSS module's
 * class map has no side effects) and the stylesheet stays with the module's chunk; a module used
 * here is a dependency of the page's own chunk, its CSS linked with the page.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Never read: passing them is what keeps the CSS modules with the route's own chunk.
  _stylesheets: readonly Readonly<Record<string, string>>[] = [],
): ComponentType<P> {
  const { Part } = loadablePart(load);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function HydratedLater(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  }
  return HydratedLater;
}

/** The server's HTML of a part kept as it is, without React's hands on it (see hydrateWhenShown). */
const KEPT_AS_SERVED = { __html: '' };

/**
 * A hydrate-later part that the page's CSS shows only at some widths (decision 0148): the desktop
 * header and the catalogue's side filters on a phone, the phone's header on a desktop. `media` is
 * the query under which the part is on screen, the complement of the one its stylesheet hides it by.
 *
 * Where the part is on screen as the page loads, it is hydrateLater's part. Where it is hidden,
 * its code is not fetched and React does not hydrate it: the browser's first render gives its
 * wrapper an empty `dangerouslySetInnerHTML`, which React leaves alone (the server's HTML stays,
 * hidden and inert), and nothing above it waits for it: not a Suspense boundary, not a reader of
 * any context. When the width comes to show it (a turned tablet, a widened window), the wrapper is
 * made anew and the part rendered by the browser with the props of the moment.
 *
 * The wrapper is a `<div data-shown-part>`, `display: contents` (global.css): the part's own
 * elements are laid out as if it were not there.
 */
export function hydrateWhenShown<P extends object>(
  media: string,
  load: () => Promise<ComponentType<P>>,
  // Never read: see hydrateLater.
  _stylesheets: readonly Readonly<Record<string, string>>[] = [],
): ComponentType<P> {
  const shown = () => window.matchMedia(media).matches;
  const { Part } = loadablePart(load, shown);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function HydratedWhenShown(props: P) {
    const [live, setLive] = useState(() => typeof document === 'undefined' || shown());
    useEffect(() => {
      if (live) return;
      const query = window.matchMedia(media);
      const onChange = () => {
        if (query.matches) setLive(true);
      };
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    }, [live]);
    return live ? <LivePart Part={Part} props={props} /> : <KeptAsServed />;
  }
  return HydratedWhenShown;
}

/** How far below the screen a part kept as served is brought to life: about a phone's screen ahead. */
const NEAR_SCREEN = '800px 0px';

/**
 * A part below the first screen made of links and text only (decision 0149): the footer, a
 * listing's offer strips and sellers. The server renders it in full; the browser keeps the
 * server's HTML as it is (see hydrateWhenShown), without fetching its code or hydrating it, until
 * it comes within a screen of the viewport: then its code is fetched and, once it has arrived, the
 * part is rendered by the browser in place of the kept HTML, which it equals. Meanwhile its links
 * are the browser's own: a tap on one loads the page whole, as before the site's code runs. A
 * part with a button or a form is not one of these: a tap on it before it is live would be lost.
 *
 * Kept HTML does not follow new props: a client-side navigation that gives the part other props
 * (another category's offers) brings it to life at once, as it does a part that such a
 * navigation mounts (no server HTML to keep).
 */
export function hydrateWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Never read: see hydrateLater.
  _stylesheets: readonly Readonly<Record<string, string>>[] = [],
): ComponentType<P> {
  const { Part, start } = loadablePart(load, () => false);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function HydratedWhenNear(props: P) {
    // Only a part the server rendered has HTML to keep: one mounted by a client-side navigation is live at once.
    const hydrating = useIsHydrating();
    const [live, setLive] = useState(() => typeof document === 'undefined' || !hydrating);
    const [servedProps] = useState(props);
    const propsChanged = !live && !sameProps(props, servedProps);
    const kept = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (live) return;
      if (propsChanged) {
        setLive(true);
        return;
      }
      let cancelled = false;
      const bringToLife = () =>
        start().then(() => {
          if (!cancelled) setLive(true);
        });
      // The wrapper has no box (display: contents): the kept elements themselves are watched.
      const elements = [...(kept.current?.children ?? [])];
      if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
        void bringToLife();
        return () => {
          cancelled = true;
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void bringToLife();
        },
        { rootMargin: NEAR_SCREEN },
      );
      for (const element of elements) observer.observe(element);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }, [live, propsChanged]);
    return live || propsChanged ? <LivePart Part={Part} props={props} /> : <KeptAsServed ref={kept} />;
  }
  return HydratedWhenNear;
}

/**
 * A part of text and markup only, with nothing to tap (decision 0186): a product's
 * characteristics and its reviews. The server renders it in full; the browser keeps the server's
 * HTML as it is (see hydrateWhenShown) and never fetches its code nor hydrates it, near the
 * screen or not: there is nothing in it for React to do. It is rendered by the browser only when
 * a client-side navigation mounts it (no server HTML to keep) or gives it other props (another
 * product), so it never shows the previous page's content.
 */
export function staticPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Never read: see hydrateLater.
  _stylesheets: readonly Readonly<Record<string, string>>[] = [],
): ComponentType<P> {
  const { Part } = loadablePart(load, () => false);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function StaticPart(props: P) {
    const hydrating = useIsHydrating();
    const [kept] = useState(() => typeof document !== 'undefined' && hydrating);
    const [servedProps] = useState(props);
    return kept && sameProps(props, servedProps) ? <KeptAsServed /> : <LivePart Part={Part} props={props} />;
  }
  return StaticPart;
}

const subscribeToNothing = () => () => {};

/**
 * Whether this render hydrates the server's HTML (or is the server's): React reads the server's
 * snapshot then, and the browser's in a render of its own. Read it in a state's initialiser: the
 * value changes once hydration is done.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function sameProps<P extends object>(next: P, served: P): boolean {
  const keys = Object.keys(next) as (keyof P)[];
  return keys.length === Object.keys(served).length && keys.every((key) => Object.is(next[key], served[key]));
}

/**
 * The wrapper of a part whose server HTML the browser keeps as it is: an empty
 * `dangerouslySetInnerHTML` that React leaves alone, hidden from hydration's checks.
 */
function KeptAsServed({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      data-shown-part=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string: React keeps the server's HTML and writes nothing
      dangerouslySetInnerHTML={KEPT_AS_SERVED}
      suppressHydrationWarning
    />
  );
}

/** The same wrapper with the part rendered by React in it. */
function LivePart<P extends object>({ Part, props }: { Part: ComponentType<P>; props: P }) {
  return (
    <div data-shown-part="">
      <Suspense>
        <Part {...props} />
      </Suspense>
    </div>
  );
}

/**
 * A component that suspends until its code has arrived. The server fetches the code at once; the
 * browser's entry asks for it before hydration (loadHydrateLaterParts) when `atOnce` says so, and
 * otherwise the first render of the component does.
 */
function loadablePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  atOnce: () => boolean = () => true,
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  if (typeof document === 'undefined') void start();
  else partLoads.push(() => (atOnce() ? start() : Promise.resolve()));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function Part(props: P) {
    if (!Loaded) use(start());
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Part, start };
}
