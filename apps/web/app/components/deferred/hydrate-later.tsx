import { type ComponentType, Suspense, use, useEffect, useState } from 'react';

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
  const Part = loadablePart(load);

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
  const Part = loadablePart(load, shown);

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
    if (!live) {
      return (
        <div
          key="kept"
          data-shown-part=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string: React keeps the server's HTML and writes nothing
          dangerouslySetInnerHTML={KEPT_AS_SERVED}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div key="live" data-shown-part="">
        <Suspense>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return HydratedWhenShown;
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
  return Part;
}
