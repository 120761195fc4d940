import type { TOffer } from '@agrolease/contracts/offers';
import { formatMoscowDate, formatRoubles, MONTH_TITLES } from '@agrolease/domain';
import { Table as MantineTable, ScrollArea, SimpleGrid } from '@mantine/core';
import { Paper, Text } from '../plain/mantine-markup';

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
        <MantineTable striped stickyHeader fz="sm" aria-label={caption} data-testid="schedule-table">
          <MantineTable.Thead>
            <MantineTable.Tr>
              <MantineTable.Th>№</MantineTable.Th>
              <MantineTable.Th>Дата</MantineTable.Th>
              <MantineTable.Th ta="right">Платёж</MantineTable.Th>
            </MantineTable.Tr>
          </MantineTable.Thead>
          <MantineTable.Tbody>
            {rows.map((row) => (
              <MantineTable.Tr key={`${row.number}-${row.date}`}>
                <MantineTable.Td>{row.number === 0 ? 'Аванс' : row.number}</MantineTable.Td>
                <MantineTable.Td>{ruDate(row.date)}</MantineTable.Td>
                <MantineTable.Td ta="right">{formatRoubles(row.payment)}</MantineTable.Td>
              </MantineTable.Tr>
            ))}
          </MantineTable.Tbody>
        </MantineTable>
      </ScrollArea.Autosize>
    </Paper>
  );
}
