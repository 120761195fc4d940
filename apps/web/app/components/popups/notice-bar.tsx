import type { HTMLAttributes, ReactNode } from 'react';
import controls from '../header/controls.module.css';
import classes from './notice-bar.module.css';

interface NoticeBarProps
  extends Pick<HTMLAttributes<HTMLElement>, 'role' | 'aria-label' | 'aria-labelledby' | 'aria-modal'> {
  /** Kept in the page, out of sight, while another notice has the screen. */
  hidden?: boolean;
  /** The bar's own class, beside the shell's (e.g. one a stylesheet hides it by). */
  className?: string;
  children: ReactNode;
}

/**
 * A notice at the foot of the screen that leaves the page usable: the cookie bar and the city
 * question take turns there (issue 16, decision 0147). Its content is laid out in a wrapping row.
 */
export function NoticeBar({ hidden = false, className, children, ...section }: NoticeBarProps) {
  return (
    <div className={className ? `${classes.bar} ${className}` : classes.bar} hidden={hidden}>
      <section className={classes.paper} {...section}>
        <div className={controls.container}>
          <div className={classes.row}>{children}</div>
        </div>
      </section>
    </div>
  );
}

export const noticeText = classes.text;
