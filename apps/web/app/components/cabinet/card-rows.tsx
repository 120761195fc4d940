import type { CSSProperties, ReactNode } from 'react';
import classes from './card-rows.module.css';

/**
 * Around a cabinet's table: below 768 px its rows become cards (issue 39), each cell under its
 * column's name (the cell's `data-label`), so an amount is never cut and the status stays on
 * screen; from 768 px it is the table, scrolled sideways if narrower than `minWidth`.
 */
export function CardRows({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  /** names the scrolled region, which then takes the keyboard's focus to scroll by arrows */
  label?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.rows}
      style={{ '--card-rows-min-width': `${minWidth}px` } as CSSProperties}
      {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
