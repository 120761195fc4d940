import type { TOffer } from '@agrolease/contracts/offers';
import { formatMoscowDate, formatRoubles, MONTH_TITLES } from '@agrolease/domain';
import { Paper, ScrollArea, SimpleGrid, Table, Text } from '@mantine/core';

/** '23.11.2026': a calendar day as it is, an instant in Moscow time (one formatter, decision 0093). */
export function ruDate(iso: string | null | undefined): string {
  return formatMoscowDate(iso);
}

/** Months of the year (1–12) in words: «сентябрь, октябрь». */
export function monthList(months: readonly number[]): string {
  return months
    .map((month) => MONTH_TITLES[month - 1]?.toLowerCase())
    .filter(Boolean)
    .join(', ');
}

/** The offer's conditions in a grid of figures. */
export function OfferConditions({ offer }: { offer: TOffer }) {
  const figures = [
    ['Стоимость техники', formatRoubles(offer.sum)],
    ['Аванс', `${offer.advance_percent} % — ${formatRoubles(offer.advance)}`],
    ['Срок лизинга', `${offer.term_months} мес.`],
    ['График', offer.schedule_title],
    ['Ставка', `${offer.rate} % годовых`],
    ['Ежемесячный платёж', formatRoubles(offer.monthly_payment)],
    ['Сумма договора', formatRoubles(offer.total)],
    ['Удорожание', formatRoubles(offer.overpayment)],
    ...(offer.seasonal_months.length > 0 ? [['Месяцы платежей', monthList(offer.seasonal_months)]] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm" data-testid="offer-conditions">
      {figures.map(([label, value]) => (
        <div key={label}>
          <Text fz="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A payment schedule: number (0 = advance), date and sum. */
export function ScheduleTable({
  rows,
  caption = 'График платежей',
}: {
  rows: readonly { number: number; date: string; payment: number }[];
  caption?: string;
}) {
  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption ?? 'График платежей' }}
      >
        <Table striped stickyHeader fz="sm" aria-label={caption} data-testid="schedule-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Дата</Table.Th>
              <Table.Th ta="right">Платёж</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.number}-${row.date}`}>
                <Table.Td>{row.number === 0 ? 'Аванс' : row.number}</Table.Td>
                <Table.Td>{ruDate(row.date)}</Table.Td>
                <Table.Td ta="right">{formatRoubles(row.payment)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
