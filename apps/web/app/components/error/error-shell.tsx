import type { ReactNode } from 'react';
import { Logo } from '../header/logo';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import classes from './error.module.css';

/** A page frame for errors raised above the layouts: logo, content, nothing that needs data. */
export function ErrorShell({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={classes.header}>
        <div className={plain.container}>
          <div className={plain.group}>
            <AppLink
              to="/"
              className={`mantine-focus-auto ${classes.home}`}
              aria-label="Агролизинг — на главную"
            >
              <Logo />
            </AppLink>
          </div>
        </div>
      </header>
      {children}
    </>
  );
}
