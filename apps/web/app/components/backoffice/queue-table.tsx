import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueuePagination } from './queue-pagination';

/** One column of a back-office queue: its heading and how a row shows in it. */
export interface QueueColumn<T> {
  title: string;
  align?: 'right';
  cell: (item: T) => ReactNode;
}

/**
 * A back-office queue as a table (applications, deals): one row an item, a line saying
 * there is nothing when the filter finds nothing, and pages below.
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
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
          <Table highlightOnHover verticalSpacing="sm" miw={minWidth} aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.title} ta={column.align}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.title} ta={column.align}>
                      {column.cell(item)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed" ta="center" py="lg">
                      {empty}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <QueuePagination pages={pages} page={page} />
    </>
  );
}
