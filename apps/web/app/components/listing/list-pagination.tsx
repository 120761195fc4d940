import { Group, Pagination } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { canonicalPath } from '../../lib/seo';

/**
 * Page links of a list: ?page=N on the current address, page 1 without the parameter. The
 * path keeps the site's trailing slash (the server may see the path without it).
 */
export function pageHref(pathname: string, search: string, page: number): string {
  const path = canonicalPath(pathname);
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function ListPagination({ page, pages }: { page: number; pages: number }) {
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => pageHref(location.pathname, location.search, target);
  return (
    <Group justify="center" mt="xl">
      <Pagination
        total={pages}
        value={page}
        siblings={1}
        boundaries={1}
        getItemProps={(target) => ({ component: Link, to: href(target), 'aria-label': `Страница ${target}` })}
        getControlProps={(control) => {
          if (control === 'previous' && page > 1)
            return { component: Link, to: href(page - 1), 'aria-label': 'Предыдущая страница' };
          if (control === 'next' && page < pages)
            return { component: Link, to: href(page + 1), 'aria-label': 'Следующая страница' };
          return {};
        }}
      />
    </Group>
  );
}
