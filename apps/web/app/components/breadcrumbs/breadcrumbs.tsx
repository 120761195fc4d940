import { Fragment } from 'react';
import { AppLink } from '../routing/app-link';
import type { Crumb } from './breadcrumb-trail';
import classes from './breadcrumbs.module.css';

/** A breadcrumb trail with its BreadcrumbList JSON-LD for search engines; the last crumb is the current page. */
export function Breadcrumbs({ items, origin = '' }: { items: readonly Crumb[]; origin?: string }) {
  if (items.length === 0) return null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: `${origin}${item.href}`,
    })),
  };
  return (
    <nav aria-label="Навигационная цепочка">
      <div className={classes.trail}>
        {items.map((item, index) => (
          <Fragment key={item.href}>
            {index > 0 && <div className={classes.separator}>›</div>}
            {index === items.length - 1 ? (
              <p className={`${classes.crumb} ${classes.current}`} aria-current="page">
                {item.title}
              </p>
            ) : (
              <AppLink to={item.href} className={`mantine-focus-auto ${classes.crumb}`}>
                {item.title}
              </AppLink>
            )}
          </Fragment>
        ))}
      </div>
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </nav>
  );
}
