import type { TFeedEvent } from '@agrolease/contracts/cabinet';
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconClipboardList,
  IconHandStop,
  IconPackage,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { APPS_PATH, formatDay, formatSum, ORDERS_PATH } from './cabinet-format';

function eventView(event: TFeedEvent) {
  switch (event.type) {
    case 'CabinetApplication':
      return {
        icon: IconClipboardList,
        kind: 'Заявка',
        title: event.extcode,
        details: `${event.OrderStatus} · ${formatSum(event.productsSumm)}`,
        date: event.appDate,
        href:
          event.status === 'draft'
            ? `${APPS_PATH}/deal/create?id_object=${event.id}`
            : `${APPS_PATH}/${event.id}`,
      };
    case 'CabinetDeal':
      return {
        icon: IconHandStop,
        kind: 'Сделка',
        title: `${event.code} · ${event.title}`,
        details: `${event.stage} · ${formatSum(event.productsSumm)}`,
        date: event.date,
        href: `/cabinet/v2/client/deals/${event.id}`,
      };
    case 'CabinetOrder':
      return {
        icon: IconPackage,
        kind: 'Договор',
        title: event.contract_name,
        details: `${event.StatusSherp}${event.isOverdue ? ' · есть просрочка' : ''}`,
        date: event.contractdate,
        href: `${ORDERS_PATH}/${event.id}`,
      };
    case 'CabinetPayment':
      return {
        icon: event.isOverdue ? IconAlertTriangle : IconCash,
        kind: event.isOverdue ? 'Просроченный платёж' : event.isPaid ? 'Платёж внесён' : 'Ближайший платёж',
        title: formatSum(event.payment_sum),
        details: `по договору ${event.contract_name}`,
        date: event.payment_date,
        href: `${ORDERS_PATH}/${event.id_order}`,
      };
  }
}

/** The event feed of spec 1 §3: four kinds of events, overdue ones in red. */
export function FeedList({ events, empty }: { events: readonly TFeedEvent[]; empty: string }) {
  if (events.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Лента событий">
      {events.map((event) => {
        const view = eventView(event);
        const color = event.isOverdue ? 'red' : 'field';
        return (
          <Paper
            key={`${event.type}-${event.id}`}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="feed-event"
            data-type={event.type}
            data-overdue={event.isOverdue ? '1' : '0'}
            style={event.isOverdue ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" color={color} radius="xl" size="lg">
                <view.icon size={18} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fz="xs" c={event.isOverdue ? 'red.7' : 'dimmed'} fw={event.isOverdue ? 700 : 400}>
                    {view.kind}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(view.date)}
                  </Text>
                </Group>
                <Anchor component={Link} to={view.href} fw={600} c={event.isOverdue ? 'red.8' : undefined}>
                  {view.title}
                </Anchor>
                <Group gap="xs">
                  <Text fz="sm" c="dimmed">
                    {view.details}
                  </Text>
                  {event.isOverdue && (
                    <Badge color="red" variant="filled" size="sm">
                      Просрочено
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
