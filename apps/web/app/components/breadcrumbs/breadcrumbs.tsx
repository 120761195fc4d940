import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Crumb } from './breadcrumb-trail';

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
      <MantineBreadcrumbs separator="›" separatorMargin={6} fz="sm">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <Text key={item.href} fz="sm" c="dimmed" aria-current="page">
              {item.title}
            </Text>
          ) : (
            <Anchor key={item.href} component={Link} to={item.href} fz="sm">
              {item.title}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </nav>
  );
}
