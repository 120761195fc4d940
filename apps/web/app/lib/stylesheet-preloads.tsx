import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The page's stylesheets, asked for before its scripts. React puts the route modules'
 * `modulepreload` links at the top of the head and the stylesheets of `<Links />` after them,
 * so on HTTP/1.1 (six connections) the render-blocking CSS waited behind some eighty script
 * requests. A `preload` rendered here joins React's preloads ahead of the scripts
 * (docs/decisions/0103); `<Links />` still renders the stylesheets themselves.
 */
export function StylesheetPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="preload" as="style" href={href} />);
}
