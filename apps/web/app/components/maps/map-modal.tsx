import type { TMapPoint } from '@agrolease/contracts/content';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { MAP_ZOOM, mapLink } from './map-link';

/**
 * 'Схема проезда' (spec 1 §2): one point at zoom 17 (3–20). This is the maps adapter's local
 * implementation (ARCHITECTURE.md §6): the address and a link to the map service, no script.
 */
export function MapModal({ point, title }: { point: TMapPoint; title: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconMapPin size={18} />} onClick={open}>
        Схема проезда
      </Button>
      <Modal opened={opened} onClose={close} title="Схема проезда" centered size="lg">
        <Stack gap="sm" data-testid="map-point" data-zoom={MAP_ZOOM.zoom}>
          <Text fw={600}>{title}</Text>
          <Text>{point.address}</Text>
          <Text fz="sm" c="dimmed">
            Координаты: {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
          </Text>
          <Anchor href={mapLink(point)} target="_blank" rel="noopener noreferrer" fw={600}>
            Открыть на карте
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}
