import type { Key, ReactNode } from 'react';
import { CardRows } from '../cabinet/card-rows';
import { Paper, Text } from '../plain/mantine-markup';
import { Table, TableTbody, TableTd, TableTh, TableThead, TableTr } from '../plain/mantine-table';

/** One column of a list: its heading (a phone card's label too) and how a row shows in it. */
export interface ListColumn<T> {
  title: string;
  align?: 'right';
  cell: (item: T) => ReactNode;
}

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
  empty,
  minWidth,
}: {
  label: string;
  columns: readonly ListColumn<T>[];
  items: readonly T[];
  rowKey: (item: T) => Key;
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
                <TableTh key={column.title} ta={column.align}>
                  {column.title}
                </TableTh>
              ))}
            </TableTr>
          </TableThead>
          <TableTbody>
            {items.map((item) => (
              <TableTr key={rowKey(item)} hover>
                {columns.map((column) => (
                  <TableTd key={column.title} ta={column.align} data-label={column.title || undefined}>
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
