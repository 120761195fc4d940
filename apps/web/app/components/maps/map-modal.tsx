import type { TMapPoint } from '@agrolease/contracts/content';
import { readableAddress } from '@agrolease/domain';
import { Anchor, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { PlainButton } from '../plain/plain-button';
import { DrawnMap } from './drawn-map';
import { clampZoom, MAP_ZOOM, mapLink } from './map-link';
import type { TMapSettings } from './map-settings';
import { YandexMap } from './yandex-map';
import { ZoomButtons } from './zoom-buttons';

/**
 * 'Схема проезда' (spec 1 §2): one point at zoom 17 (3–20), on Yandex Maps when a key is
 * configured, else on the drawn local map (decision 0070).
 */
export function MapModal({ point, title, maps }: { point: TMapPoint; title: string; maps: TMapSettings }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.zoom);
  return (
    <>
      <PlainButton variant="light" leftSection={<IconMapPin size={18} />} onClick={open}>
        Схема проезда
      </PlainButton>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          setZoom(MAP_ZOOM.zoom);
        }}
        title="Схема проезда"
        centered
        size="xl"
      >
        <Stack gap="sm" data-testid="map-point" data-zoom={zoom} data-provider={maps.provider}>
          <Box pos="relative" style={{ aspectRatio: '16 / 10', borderRadius: 8, overflow: 'hidden' }}>
            {maps.provider === 'yandex' ? (
              <YandexMap apiKey={maps.apiKey} point={point} zoom={zoom} />
            ) : (
              <DrawnMap point={point} zoom={zoom} />
            )}
            <ZoomButtons zoom={zoom} onZoom={(next) => setZoom(clampZoom(next))} />
          </Box>
          <Text fw={600}>{title}</Text>
          <Text>{readableAddress(point.address)}</Text>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              Координаты: {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
            </Text>
            <Anchor href={mapLink(point, zoom)} target="_blank" rel="noopener noreferrer" fw={600}>
              Открыть в Яндекс Картах
            </Anchor>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
