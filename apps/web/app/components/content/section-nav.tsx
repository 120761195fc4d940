import { useLocation } from 'react-router';
import { AppLink } from '../routing/app-link';
import classes from './content.module.css';
import { sectionOf } from './sections';

/** Tabs of the section the page belongs to (company, client, investors, partners). */
export function SectionNav() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  if (!section) return null;
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const active = [...section.pages]
    .sort((a, b) => b.href.length - a.href.length)
    .find((page) => path.startsWith(page.href));
  return (
    <nav aria-label={section.root.title} className={classes.nav}>
      {section.pages.map((page) => (
        <AppLink
          key={page.href}
          to={page.href}
          className={`${classes.navLink} ${page === active ? classes.navLinkActive : ''}`}
          aria-current={page === active ? 'page' : undefined}
        >
          {page.title}
        </AppLink>
      ))}
    </nav>
  );
}
