import { Table as MantineTable } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardRows } from '../cabinet/card-rows';
import { Paper, Text } from '../plain/mantine-markup';
import { QueuePagination } from './queue-pagination';

/** One column of a back-office queue: its heading and how a row shows in it. */
export interface QueueColumn<T> {
  title: string;
  align?: 'right';
  cell: (item: T) => ReactNode;
}

/**
 * A back-office queue as a table (applications, deals): one row an item (a card on a phone), a
 * line saying there is nothing when the filter finds nothing, and pages below.
 */
export function QueueTable<T extends { id: number }>({
  label,
  columns,
  items,
  empty,
  minWidth,
  pages,
  page,
}: {
  label: string;
  columns: QueueColumn<T>[];
  items: T[];
  empty: string;
  minWidth: number;
  pages: number;
  page: number;
}) {
  return (
    <>
      <Paper withBorder radius="md">
        <CardRows minWidth={minWidth} label={label}>
          <MantineTable highlightOnHover verticalSpacing="sm" aria-label={label}>
            <MantineTable.Thead>
              <MantineTable.Tr>
                {columns.map((column) => (
                  <MantineTable.Th key={column.title} ta={column.align}>
                    {column.title}
                  </MantineTable.Th>
                ))}
              </MantineTable.Tr>
            </MantineTable.Thead>
            <MantineTable.Tbody>
              {items.map((item) => (
                <MantineTable.Tr key={item.id}>
                  {columns.map((column) => (
                    <MantineTable.Td
                      key={column.title}
                      ta={column.align}
                      data-label={column.title || undefined}
                    >
                      {column.cell(item)}
                    </MantineTable.Td>
                  ))}
                </MantineTable.Tr>
              ))}
              {items.length === 0 && (
                <MantineTable.Tr>
                  <MantineTable.Td colSpan={columns.length}>
                    <Text c="dimmed" ta="center" py="lg">
                      {empty}
                    </Text>
                  </MantineTable.Td>
                </MantineTable.Tr>
              )}
            </MantineTable.Tbody>
          </MantineTable>
        </CardRows>
      </Paper>
      <QueuePagination pages={pages} page={page} />
    </>
  );
}
