import type { ReactNode } from 'react';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';

/**
 * A link that looks like Mantine's Button, size sm, filled or `default` (white with a grey
 * border): the error pages' actions without Mantine's runtime in the root chunk (decision 0129).
 */
export function ErrorButton({
  to,
  variant = 'filled',
  children,
}: {
  /** an address in the app, or '' for this page again (a full reload) */
  to: string;
  variant?: 'filled' | 'default';
  children: ReactNode;
}) {
  const className = `mantine-focus-auto mantine-active ${variant === 'default' ? plain.buttonDefault : plain.button}`;
  const label = (
    <span className={plain.buttonInner}>
      <span className={plain.buttonLabel}>{children}</span>
    </span>
  );
  if (to === '')
    return (
      // biome-ignore lint/a11y/useValidAnchor: an empty address is this page again, loaded anew (as before, Mantine's Button with href="")
      <a href="" className={className}>
        {label}
      </a>
    );
  return (
    <AppLink to={to} className={className}>
      {label}
    </AppLink>
  );
}
