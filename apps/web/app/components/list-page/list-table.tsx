import type { Key, ReactNode } from 'react';
import { CardRows } from '../cabinet/card-rows';
import { Paper, Text } from '../plain/mantine-markup';
import type { Color } from '../plain/mantine-style';
import { Table, TableTbody, TableTd, TableTh, TableThead, TableTr } from '../plain/mantine-table';

/** One column of a list: its heading (a phone card's label too) and how a row shows in it. */
export interface ListColumn<T> {
  title: string;
  align?: 'right';
  /** the column's width on a desktop, where its values have one length (a date, an address) */
  width?: number;
  /**
   * The column's cell heads the phone card without its column's name (a row's link, an event's
   * title), first whatever the column's place in the table; or the heading is for a screen reader
   * only (a column of buttons).
   */
  titleShown?: 'not-on-phone' | 'screen-reader';
  cell: (item: T) => ReactNode;
}

/** What a row carries besides its cells: a test's handle, its state, a tone (an overdue payment). */
export type ListRowProps = { bg?: Color; c?: Color } & { [data: `data-${string}`]: string | undefined };

/**
 * A list as a table on a desktop and as cards below 768 px (`CardRows`, decision 0166), with a
 * line saying there is nothing when the filter finds nothing. Rows are plain markup with
 * Mantine's classes (issue 36): a hundred rows cost no provider lookups.
 */
export function ListTable<T>({
  label,
  columns,
  items,
  rowKey,
  rowProps,
  empty,
  minWidth,
}: {
  label: string;
  columns: readonly ListColumn<T>[];
  items: readonly T[];
  rowKey: (item: T) => Key;
  rowProps?: (item: T) => ListRowProps;
  empty: ReactNode;
  minWidth: number;
}) {
  return (
    <Paper withBorder radius="md">
      <CardRows minWidth={minWidth} label={label}>
        <Table verticalSpacing="sm" aria-label={label}>
          <TableThead>
            <TableTr hover>
              {columns.map((column) => (
                <TableTh key={column.title} ta={column.align} w={column.width}>
                  {column.titleShown === 'screen-reader' ? (
                    <span className="m_515a97f8 mantine-VisuallyHidden-root">{column.title}</span>
                  ) : (
                    column.title
                  )}
                </TableTh>
              ))}
            </TableTr>
          </TableThead>
          <TableTbody>
            {items.map((item) => (
              <TableTr key={rowKey(item)} hover {...rowProps?.(item)}>
                {columns.map((column) => (
                  <TableTd
                    key={column.title}
                    ta={column.align}
                    data-label={(!column.titleShown && column.title) || undefined}
                    data-card-head={column.titleShown === 'not-on-phone' || undefined}
                  >
                    {column.cell(item)}
                  </TableTd>
                ))}
              </TableTr>
            ))}
            {items.length === 0 && (
              <TableTr hover>
                <TableTd colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {empty}
                  </Text>
                </TableTd>
              </TableTr>
            )}
          </TableTbody>
        </Table>
      </CardRows>
    </Paper>
  );
}
