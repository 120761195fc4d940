import type { ReactNode } from 'react';
import { AppLink } from '../routing/app-link';
import classes from './cabinet.module.css';

/** A block of a cabinet's dashboard: a bordered card under its heading, with a link to its section. */
export function DashboardCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={classes.card} aria-label={title}>
      <div className={classes.cardHead}>
        <h2 className={classes.cardTitle}>{title}</h2>
        {link && (
          <AppLink to={link.to} className={classes.link}>
            {link.label}
          </AppLink>
        )}
      </div>
      {children}
    </section>
  );
}
