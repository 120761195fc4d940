import type { TooltipProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's Tooltip with its code (floating-ui) fetched after hydration, out of the page's first
 * load: until then, and on the server, only its target is rendered.
 */
export const Hint = deferred<TooltipProps>(
  () => import('./hint-tooltip').then((module) => module.HintTooltip),
  ({ children }) => children,
);
