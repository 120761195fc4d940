import { type ComponentType, Suspense, use } from 'react';

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
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  if (typeof document === 'undefined') void start();
  else partLoads.push(start);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function Part(props: P) {
    if (!Loaded) use(start());
    return Loaded ? <Loaded {...props} /> : null;
  }
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
