import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component the server renders in full and the browser brings to life once its code has
 * arrived, out of the page's first load (issue 12, decision 0132). React keeps the server's HTML
 * of a Suspense boundary on screen while the code of a lazy component inside it loads, then
 * hydrates it (selective hydration): the part is seen at first paint, its links work as links,
 * and its controls answer a moment after the rest of the page. For on-screen widgets whose code
 * is large and whose first use can wait that moment (a filter panel, pagination, a gallery).
 *
 * The server renders it too (its import resolves at once there; the first render after start
 * streams it into the same answer). Its stylesheet must come with the page, not with the chunk:
 * the route passes the component's CSS modules as `stylesheets`, or its HTML would show unstyled
 * until the code arrived. A bare `import './x.module.css'` is not enough: the bundler drops it
 * (a CSS module's class map has no side effects) and the stylesheet stays with the module's
 * chunk; a module used here is a dependency of the page's own chunk, its CSS linked with the page.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  stylesheets: readonly Readonly<Record<string, string>>[] = [],
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level.
  function HydratedLater(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  HydratedLater.stylesheets = stylesheets;
  return HydratedLater;
}
