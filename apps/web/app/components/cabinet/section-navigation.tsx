import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../routing/app-link';
import classes from './cabinet.module.css';

/** One entry of a cabinet's section menu (client, supplier, agent). */
export interface CabinetSection {
  to: string;
  title: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

function isCurrent(pathname: string, to: string): boolean {
  const base = to.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * A cabinet's section menu: a column on a desktop, a row scrolling sideways on a phone. One list
 * of plain links drawn both ways by CSS (it is on every cabinet page: issue 12).
 */
export function SectionNavigation({ sections }: { sections: readonly CabinetSection[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Разделы кабинета" className={classes.nav}>
      <ul className={classes.navList}>
        {sections.map((section) => (
          <li key={section.to}>
            <AppLink
              to={section.to}
              className={classes.navLink}
              aria-current={isCurrent(pathname, section.to) ? 'page' : undefined}
            >
              <span className={classes.navIcon} aria-hidden>
                <section.icon size={18} stroke={1.6} />
              </span>
              {section.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
