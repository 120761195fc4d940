import type { ReactNode } from 'react';
import classes from './hint.module.css';

export interface HintProps {
  /** The label; the element inside names itself (aria-label), the label only shows it. */
  label: string;
  /** Where the label stands: `bottom-end` keeps it inside the screen under the last icons of a row. */
  position?: 'top' | 'bottom' | 'bottom-end' | 'left';
  /** Shown whatever the pointer does (a confirmation such as «Скопировано!»). */
  opened?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A label shown beside an icon button on hover (where the device hovers) and keyboard focus,
 * drawn by CSS alone (decision 0140): nothing to hydrate, no floating-ui, the same markup on the
 * server and in the browser. For a label that must reposition itself or hold content, use
 * Mantine's Tooltip.
 */
export function Hint({ label, position = 'top', opened, disabled, children }: HintProps) {
  return (
    <span
      className={classes.hint}
      data-hint={disabled ? undefined : label}
      data-position={position}
      data-opened={(opened && !disabled) || undefined}
    >
      {children}
    </span>
  );
}
