import type { Key, ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Crumb } from '../breadcrumbs/breadcrumb-trail';
import { CabinetCrumbs } from '../cabinet/cabinet-crumbs';
import { ListExportLink } from '../listing/list-export-link';
import { ListPagination } from '../listing/list-pagination';
import { Group, PageTitle, Stack } from '../plain/mantine-markup';
import { type AsCards, type AsTable, ListItems } from './list-items';

export { ListItems, type ListItemsProps } from './list-items';
export type { ListColumn, ListRowProps } from './list-table';

export type ListPageProps<T> = (AsTable<T> | AsCards<T>) & {
  /** the page's heading; none where the page writes its own above */
  title?: ReactNode;
  /** what stands beside the heading: the list's «Новая …» button */
  action?: ReactNode;
  /** the cabinet's breadcrumbs after «Личный кабинет» */
  crumbs?: readonly Crumb[];
  /** what stands between the heading and the filters: tabs, a notice, a line about the list */
  intro?: ReactNode;
  /** the list's filters; each keeps its value in the address (`?status=`, `?query=`) */
  filters?: ReactNode;
  /**
   * The list's XLSX call (decision 0175): «Выгрузить в Excel» under the filters, carrying the
   * address's filters, so the file holds what the list shows (all of its pages).
   */
  exportPath?: string;
  /**
   * The filters as the page read them, over the address's: a default the address leaves out, a
   * status in the path; a value the page left out is given empty and not carried (decision 0189).
   */
  exportQuery?: Record<string, string>;
  /** the items of this page; null when there is no list to show (a section still locked) */
  items: readonly T[] | null;
  /** an item's key; its `id` unless told */
  rowKey?: (item: T) => Key;
  /** what the list says when it is empty */
  empty: ReactNode;
  /** the count of pages (the pager shows from two) and the current one (the address's unless told) */
  pages: number;
  page?: number;
  /** what follows the pager */
  children?: ReactNode;
};

/**
 * Every role's list page (issue 41): heading and breadcrumbs, the filters in the address, the
 * export link, the items as a table (cards on a phone) or as cards, an empty state and the
 * pages. A role's route keeps what is its own: the loader's call, the filters and the columns
 * or the card. The address is read by the export link and the pages (links, decision 0134); no
 * row has a hook.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { title, action, crumbs, intro, filters, exportPath, exportQuery, items, pages, page, children } =
    props;
  return (
    <Stack gap="lg">
      {crumbs && <CabinetCrumbs trail={crumbs} />}
      {action ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageTitle>{title}</PageTitle>
          {action}
        </Group>
      ) : (
        title && <PageTitle>{title}</PageTitle>
      )}
      {intro}
      {filters}
      {exportPath && <ListExportLink path={exportPath} query={exportQuery} />}
      {items !== null && <ListItems {...props} items={items} />}
      {items !== null && <ListPages pages={pages} page={page} />}
      {children}
    </Stack>
  );
}

/** The pages as links (decision 0134), the current one the address's unless told. */
function ListPages({ pages, page }: { pages: number; page?: number }) {
  const { search } = useLocation();
  const current = page ?? (Number(new URLSearchParams(search).get('page')) || 1);
  return <ListPagination pages={pages} page={current} />;
}
