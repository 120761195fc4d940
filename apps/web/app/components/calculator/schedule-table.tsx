import type { TScheduleRow } from '@agrolease/contracts/calculator';
import { pluralRu } from '@agrolease/domain/ru-format';
import { Button, ScrollArea, Table } from '@mantine/core';
import { useState } from 'react';
import { formatDateRu, formatMoney } from './money';

const FIRST_ROWS = 12;

/** «Показать все 24 платежа», «… 36 платежей»: the button that opens the whole schedule (issue 16). */
export function showAllPaymentsLabel(count: number): string {
  return `Показать все ${count} ${pluralRu(count, ['платёж', 'платежа', 'платежей'])}`;
}

/** The full schedule: the first year, then all rows on request. */
export function ScheduleTable({ schedule }: { schedule: TScheduleRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? schedule : schedule.slice(0, FIRST_ROWS);
  return (
    <>
      {/* A phone scrolls the table sideways: the keyboard can too (focusable, named region). */}
      <ScrollArea
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'График платежей' }}
      >
        <Table striped highlightOnHover verticalSpacing={6} miw={620} fz="sm" data-testid="schedule-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Дата</Table.Th>
              <Table.Th ta="right">Платёж</Table.Th>
              <Table.Th ta="right">Основной долг</Table.Th>
              <Table.Th ta="right">Проценты</Table.Th>
              <Table.Th ta="right">Остаток долга</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.number} c={row.payment === 0 ? 'dimmed' : undefined}>
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{formatDateRu(row.date)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(row.payment, { kopecks: true })}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(row.principal, { kopecks: true })}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.interest, { kopecks: true })}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.remaining, { kopecks: true })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {schedule.length > FIRST_ROWS && (
        <Button variant="subtle" onClick={() => setExpanded((value) => !value)} mt="xs">
          {expanded ? 'Свернуть график' : showAllPaymentsLabel(schedule.length)}
        </Button>
      )}
    </>
  );
}
