import { Fragment, type Key, type ReactNode } from 'react';
import { Stack, Text } from '../plain/mantine-markup';
import { type ListColumn, type ListRowProps, ListTable } from './list-table';

/*
 * The items of a list, apart from the page around them (ListPage: heading, export link, pages),
 * so that a list inside another page (the account's security log) brings only these.
 */

type Spacing = 'xs' | 'sm' | 'md' | 'lg';

/** How a list shows its items: a table (cards on a phone) … */
export interface AsTable<T> {
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
export interface AsCards<T> {
  card: (item: T) => ReactNode;
  label?: never;
  /** the room between cards */
  gap?: Spacing;
  columns?: never;
}

const byId = (item: unknown): Key => (item as { id: Key }).id;

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
