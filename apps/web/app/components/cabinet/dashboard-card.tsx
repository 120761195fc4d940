import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
          <Link to={link.to} className={classes.link}>
            {link.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
