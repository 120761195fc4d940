import { useLocation } from 'react-router';
import { canonicalPath } from '../../lib/seo';
import { AppLink } from '../routing/app-link';
import classes from './list-pagination.module.css';

/**
 * Page links of a list: ?page=N on the current address (or the list's own parameter, when the
 * page holds another list's pages too), page 1 without the parameter. The path keeps the site's
 * trailing slash (the server may see the path without it).
 */
export function pageHref(pathname: string, search: string, page: number, param = 'page'): string {
  const path = canonicalPath(pathname);
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The pages shown: the first and the last, the current one with one neighbour each side, and
 * `null` for a gap; all of them when that is as short (Mantine's usePagination, siblings 1,
 * boundaries 1, so the links stand where its buttons stood).
 */
export function pageRange(page: number, pages: number): (number | null)[] {
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pages <= 7) return all(1, pages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, pages - 1);
  const leftGap = left > 3;
  const rightGap = right < pages - 1;
  if (!leftGap && rightGap) return [...all(1, 5), null, pages];
  if (leftGap && !rightGap) return [1, null, ...all(pages - 4, pages)];
  return [1, null, ...all(left, right), null, pages];
}

const ICON_PATHS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 16 16" className={classes.icon} aria-hidden="true">
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </svg>
  );
}

/**
 * A list's pages as links in Mantine Pagination's look: the server's HTML works before (and
 * without) the page's JavaScript, and the page layer carries no pagination code (decision 0134).
 * `start`: aligned left under the list, as the catalogue has it.
 */
export function ListPagination({
  page,
  pages,
  label = 'Страницы',
  start = false,
  param = 'page',
  preventScrollReset,
}: {
  page: number;
  pages: number;
  label?: string;
  start?: boolean;
  /** the address's parameter of the page, when not `page` */
  param?: string;
  /** turning a page keeps the reader where it is (a list inside a long page) */
  preventScrollReset?: boolean;
}) {
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => pageHref(location.pathname, location.search, target, param);
  const control = `mantine-focus-auto mantine-active ${classes.control}`;
  const edge = (name: 'previous' | 'next', target: number, enabled: boolean, title: string) =>
    enabled ? (
      <AppLink
        to={href(target)}
        preventScrollReset={preventScrollReset}
        className={`${control} ${classes.edge}`}
        aria-label={title}
      >
        <Icon name={name} />
      </AppLink>
    ) : (
      <span className={`${classes.control} ${classes.edge}`} data-disabled aria-hidden="true">
        <Icon name={name} />
      </span>
    );
  return (
    <nav aria-label={label} className={`${classes.pagination} ${start ? classes.start : ''}`}>
      {edge('previous', page - 1, page > 1, 'Предыдущая страница')}
      {pageRange(page, pages).map((target, index) =>
        target === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no other identity than its place.
          <span key={`gap-${index}`} className={classes.dots} aria-hidden="true">
            <Icon name="dots" />
          </span>
        ) : (
          <AppLink
            key={target}
            to={href(target)}
            preventScrollReset={preventScrollReset}
            className={control}
            aria-label={`Страница ${target}`}
            aria-current={target === page ? 'page' : undefined}
          >
            {target}
          </AppLink>
        ),
      )}
      {edge('next', page + 1, page < pages, 'Следующая страница')}
    </nav>
  );
}
