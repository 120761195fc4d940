import { Fragment, type Key, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Crumb } from '../breadcrumbs/breadcrumb-trail';
import { CabinetCrumbs } from '../cabinet/cabinet-crumbs';
import { ListExportLink } from '../listing/list-export-link';
import { ListPagination } from '../listing/list-pagination';
import { Group, PageTitle, Stack, Text } from '../plain/mantine-markup';
import { type ListColumn, type ListRowProps, ListTable } from './list-table';

export type { ListColumn, ListRowProps } from './list-table';

type Spacing = 'xs' | 'sm' | 'md' | 'lg';

/** How a list shows its items: a table (cards on a phone) … */
interface AsTable<T> {
  /** names the table for a screen reader */
  label: string;
  columns: readonly ListColumn<T>[];
  /** the table's least width on a desktop; narrower windows scroll it sideways */
  minWidth: number;
  /**
   * A card of the page's own for a phone, in place of the table's rows as cards (`CardRows`),
   * where a row says too much for label-and-value lines (an error, a letter's text).
   */
  phoneCard?: (item: T) => ReactNode;
  /** what a row carries besides its cells (`data-testid`, a state, a tone) */
  rowProps?: (item: T) => ListRowProps;
  card?: never;
}

/** … or a card an item, on every width (a card says more than a row would). */
interface AsCards<T> {
  card: (item: T) => ReactNode;
  label?: never;
  /** the room between cards */
  gap?: Spacing;
  columns?: never;
}

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

const byId = (item: unknown): Key => (item as { id: Key }).id;

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

export type ListItemsProps<T> = (AsTable<T> | AsCards<T>) & {
  items: readonly T[];
  rowKey?: (item: T) => Key;
  empty: ReactNode;
};

/**
 * The items of a list as `ListPage` shows them, for a list inside another page (an account's
 * security log): a table with cards on a phone, or a card an item, or the empty line.
 */
export function ListItems<T>(props: ListItemsProps<T>) {
  const { items, empty } = props;
  const rowKey = props.rowKey ?? byId;
  if (props.columns) return <ListTableOrPhoneCards {...props} items={items} rowKey={rowKey} />;
  return <ListCards items={items} rowKey={rowKey} card={props.card} empty={empty} gap={props.gap} />;
}

function ListCards<T>({
  items,
  rowKey,
  card,
  empty,
  gap = 'sm',
}: {
  items: readonly T[];
  rowKey: (item: T) => Key;
  card: (item: T) => ReactNode;
  empty: ReactNode;
  gap?: Spacing;
}) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={gap}>
      {items.map((item) => (
        <Fragment key={rowKey(item)}>{card(item)}</Fragment>
      ))}
    </Stack>
  );
}

function ListTableOrPhoneCards<T>({
  label,
  columns,
  minWidth,
  phoneCard,
  rowProps,
  items,
  rowKey,
  empty,
}: AsTable<T> & { items: readonly T[]; rowKey: (item: T) => Key; empty: ReactNode }) {
  const table = (
    <ListTable
      label={label}
      columns={columns}
      items={items}
      rowKey={rowKey}
      rowProps={rowProps}
      empty={empty}
      minWidth={minWidth}
    />
  );
  if (!phoneCard) return table;
  // Mantine's `visibleFrom`/`hiddenFrom` classes: from 768 px the table, below it the cards.
  return (
    <>
      <div className="mantine-visible-from-sm">{table}</div>
      <Stack gap="sm" hiddenFrom="sm" aria-label={label}>
        {items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {empty}
          </Text>
        )}
        {items.map((item) => (
          <Fragment key={rowKey(item)}>{phoneCard(item)}</Fragment>
        ))}
      </Stack>
    </>
  );
}
