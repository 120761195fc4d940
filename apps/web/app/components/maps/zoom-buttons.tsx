import { ActionIcon, Badge, Stack } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAP_ZOOM } from './map-link';

/** Zoom in and out within 3–20 (spec 1 §9); the same buttons on both maps. */
export function ZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  return (
    <Stack gap={4} pos="absolute" top={10} right={10} style={{ zIndex: 2 }} align="center">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onZoom(zoom + 1)}
        disabled={zoom >= MAP_ZOOM.max}
        aria-label="Приблизить"
      >
        <IconPlus size={18} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => onZoom(zoom - 1)}
        disabled={zoom <= MAP_ZOOM.min}
        aria-label="Отдалить"
      >
        <IconMinus size={18} />
      </ActionIcon>
      <Badge variant="white" color="dark" size="sm" data-testid="map-zoom">
        {zoom}
      </Badge>
    </Stack>
  );
}
