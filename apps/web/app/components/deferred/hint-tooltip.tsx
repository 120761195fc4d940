import { Tooltip, type TooltipProps } from '@mantine/core';

/** The Tooltip that Hint loads after hydration (a module of its own so that only it is split off). */
export function HintTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
