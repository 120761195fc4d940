import type { TDealDelivery, TDelivery, TDeliveryDocument } from '@agrolease/contracts/supplier-deliveries';
import { List, SimpleGrid } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { ruDate } from '../cabinet/offer-view';
import { Anchor, Badge, Group, Stack, Text } from '../plain/mantine-markup';

const STATUS_COLOR: Record<string, string> = { awaiting: 'orange', shipped: 'blue', delivered: 'green' };
const STATE_COLOR: Record<string, string> = {
  review: 'gray',
  approved: 'teal',
  contract: 'blue',
  shipment: 'orange',
  delivered: 'green',
  rejected: 'red',
};

/** A delivery's status (decision 0090). */
export function DeliveryStatusBadge({ status, title }: { status: string; title: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" radius="sm" data-testid="delivery-status">
      {title}
    </Badge>
  );
}

/** Where an application stands for the supplier (decision 0090). */
export function SupplierStateBadge({ state, title }: { state: string; title: string }) {
  return (
    <Badge
      color={STATE_COLOR[state] ?? 'gray'}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0 }}
      data-testid="application-state"
    >
      {title}
    </Badge>
  );
}

export function DeliveryDocuments({ documents }: { documents: TDeliveryDocument[] }) {
  if (documents.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        Документов пока нет
      </Text>
    );
  return (
    <List spacing="xs" icon={<IconFile size={16} aria-hidden />} data-testid="delivery-documents">
      {documents.map((document) => (
        <List.Item key={document.id}>
          <Text span fz="sm" c="dimmed">
            {document.kind_title}:{' '}
          </Text>
          <Anchor href={document.src} target="_blank" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The dates, waybill and documents of one supplier's delivery. */
export function DeliveryFacts({ delivery }: { delivery: TDelivery }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <div>
          <Text fz="xs" c="dimmed">
            Отгружено
          </Text>
          <Text fw={600}>{ruDate(delivery.shipped_on)}</Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed">
            Поставлено
          </Text>
          <Text fw={600}>{ruDate(delivery.delivered_on)}</Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed">
            Накладная
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {delivery.waybill || '—'}
          </Text>
        </div>
      </SimpleGrid>
      {delivery.comment && <Text fz="sm">{delivery.comment}</Text>}
      <DeliveryDocuments documents={delivery.documents} />
    </Stack>
  );
}

/** Each supplier's delivery of a deal: the client's deal and the back office (decision 0090). */
export function DealDeliveries({ deliveries }: { deliveries: TDealDelivery[] }) {
  return (
    <Stack gap="md">
      {deliveries.map((delivery) => (
        <Stack key={delivery.supplier} gap="xs" data-testid="deal-delivery">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {delivery.supplier}
            </Text>
            <DeliveryStatusBadge status={delivery.status} title={delivery.status_title} />
          </Group>
          <DeliveryFacts delivery={delivery} />
        </Stack>
      ))}
    </Stack>
  );
}
