import type { TMapPoint } from '@agrolease/contracts/content';
import { readableAddress } from '@agrolease/domain';
import { Box, Paper } from '@mantine/core';
import { useMemo } from 'react';

const W = 640;
const H = 400;
const CX = W / 2;
const CY = H / 2;
/** Distance between streets at zoom 17, in pixels of the drawing. */
const BLOCK = 90;
const EXTENT = 26;
/** Meridians and parallels of the far-out view, every 80 pixels. */
const GRATICULE = [0, 80, 160, 240, 320, 400, 480, 560, 640];

/** A small deterministic generator: the same branch always gets the same quarter. */
function seeded(latitude: number, longitude: number) {
  let state = Math.floor(Math.abs(latitude * 1e5) * 31 + Math.abs(longitude * 1e5)) % 2_147_483_647 || 1;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** Streets, blocks, parks and a river around the point, drawn at zoom 17 (scale 1). */
function quarter(point: TMapPoint) {
  const random = seeded(point.latitude, point.longitude);
  const angle = Math.round((random() - 0.5) * 30);
  const offsetX = random() * BLOCK;
  const offsetY = random() * BLOCK;
  const streets: { x1: number; y1: number; x2: number; y2: number; major: boolean }[] = [];
  const parks: { key: string; x: number; y: number; w: number; h: number }[] = [];
  for (let i = -EXTENT; i <= EXTENT; i++) {
    const major = i % 5 === 0;
    streets.push({
      x1: CX + i * BLOCK + offsetX,
      y1: CY - EXTENT * BLOCK,
      x2: CX + i * BLOCK + offsetX,
      y2: CY + EXTENT * BLOCK,
      major,
    });
    streets.push({
      x1: CX - EXTENT * BLOCK,
      y1: CY + i * BLOCK + offsetY,
      x2: CX + EXTENT * BLOCK,
      y2: CY + i * BLOCK + offsetY,
      major,
    });
  }
  for (let n = 0; n < 60; n++) {
    const i = Math.floor((random() - 0.5) * 2 * EXTENT);
    const j = Math.floor((random() - 0.5) * 2 * EXTENT);
    if ((i === 0 && j === 0) || parks.some((park) => park.key === `${i}:${j}`)) continue;
    parks.push({
      key: `${i}:${j}`,
      x: CX + i * BLOCK + offsetX + 8,
      y: CY + j * BLOCK + offsetY + 8,
      w: BLOCK - 16,
      h: BLOCK - 16,
    });
  }
  const buildings: { x: number; y: number; w: number; h: number }[] = [];
  for (let i = -6; i <= 6; i++)
    for (let j = -5; j <= 5; j++) {
      const x = CX + i * BLOCK + offsetX;
      const y = CY + j * BLOCK + offsetY;
      if (parks.some((park) => park.x === x + 8 && park.y === y + 8)) continue;
      const w = 28 + random() * 24;
      const h = 22 + random() * 26;
      buildings.push(
        { x: x + 10, y: y + 10, w, h },
        { x: x + BLOCK - 10 - (w * 2) / 3, y: y + BLOCK - 10 - h, w: (w * 2) / 3, h },
      );
    }
  const riverY = CY + (random() > 0.5 ? 1 : -1) * (2.5 + random() * 3) * BLOCK;
  const river = `M${CX - EXTENT * BLOCK} ${riverY}C${CX - 600} ${riverY - 300} ${CX + 600} ${riverY + 300} ${CX + EXTENT * BLOCK} ${riverY - 80}`;
  return { angle, streets, parks, buildings, river };
}

/**
 * The local map (decision 0070): a drawn town quarter around the branch with its marker and
 * address, no tiles and no outside requests. From 15 up it shows streets (houses from 16); from
 * 14 down the town is a spot with its name that halves with each step; below 8, plain land.
 */
export function DrawnMap({ point, zoom }: { point: TMapPoint; zoom: number }) {
  const drawing = useMemo(() => quarter(point), [point]);
  const scale = 2 ** (zoom - 17);
  // The town at 14 is about as wide as the drawing; each step out halves it.
  const townRadius = Math.max(5, 300 * 2 ** (zoom - 14));
  const world = `translate(${CX} ${CY}) scale(${scale}) rotate(${drawing.angle}) translate(${-CX} ${-CY})`;
  return (
    <Box pos="relative" w="100%" h="100%">
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Схема проезда: ${readableAddress(point.address)}`}
        data-testid="drawn-map"
        data-zoom={zoom}
        style={{ display: 'block', width: '100%', height: '100%', background: '#eef0e6' }}
      >
        {zoom >= 15 && (
          <g transform={world}>
            <rect
              x={CX - EXTENT * BLOCK}
              y={CY - EXTENT * BLOCK}
              width={2 * EXTENT * BLOCK}
              height={2 * EXTENT * BLOCK}
              fill="#f4f1ea"
            />
            {drawing.parks.map((park) => (
              <rect
                key={park.key}
                x={park.x}
                y={park.y}
                width={park.w}
                height={park.h}
                rx={6}
                fill="#cfe5c0"
              />
            ))}
            {zoom >= 16 &&
              drawing.buildings.map((building) => (
                <rect
                  key={`b${building.x}:${building.y}`}
                  x={building.x}
                  y={building.y}
                  width={building.w}
                  height={building.h}
                  rx={2}
                  fill="#e2ddd2"
                  stroke="#d3ccbe"
                />
              ))}
            <path d={drawing.river} stroke="#a9cde8" strokeWidth={46} fill="none" />
            {drawing.streets.map(({ major, ...line }) => (
              <line
                key={`${line.x1}:${line.y1}:${line.x2}`}
                {...line}
                stroke={major ? '#f6d78b' : '#ffffff'}
                strokeWidth={(major ? 7 : 4) * Math.min(1, scale * 2)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
        )}
        {zoom < 15 && zoom >= 8 && (
          <g>
            <circle cx={CX} cy={CY} r={townRadius} fill="#e9e3d6" stroke="#d3c9b3" />
            {zoom >= 11 &&
              [0, 60, 120].map((turn) => (
                <line
                  key={turn}
                  x1={CX - townRadius * 1.4}
                  y1={CY}
                  x2={CX + townRadius * 1.4}
                  y2={CY}
                  transform={`rotate(${turn + drawing.angle} ${CX} ${CY})`}
                  stroke="#f6d78b"
                  strokeWidth={4}
                />
              ))}
            <text
              x={CX}
              y={Math.max(24, CY - townRadius - 12)}
              textAnchor="middle"
              fontSize={18}
              fontWeight={600}
              fill="#4a4a3f"
              fontFamily="Arial, sans-serif"
            >
              {point.city}
            </text>
          </g>
        )}
        {zoom < 8 && (
          <g stroke="#d6d9cc" strokeWidth={1}>
            {GRATICULE.filter((x) => x <= W).map((x) => (
              <line key={`v${x}`} x1={x} y1={0} x2={x} y2={H} />
            ))}
            {GRATICULE.filter((y) => y <= H).map((y) => (
              <line key={`h${y}`} x1={0} y1={y} x2={W} y2={y} />
            ))}
            <text
              x={CX + 14}
              y={CY + 20}
              fontSize={18}
              fill="#4a4a3f"
              stroke="none"
              fontFamily="Arial, sans-serif"
            >
              {point.city}
            </text>
          </g>
        )}
        <g transform={`translate(${CX} ${CY})`} data-testid="map-marker">
          <path
            d="M0 0c-4-10-16-18-16-30a16 16 0 0 1 32 0c0 12-12 20-16 30z"
            fill="#1f6d45"
            stroke="#fff"
            strokeWidth={2}
          />
          <circle cx={0} cy={-30} r={6} fill="#fff" />
        </g>
      </Box>
      <Paper
        pos="absolute"
        left={10}
        right={56}
        bottom={10}
        px="sm"
        py={6}
        shadow="xs"
        fz="sm"
        data-testid="map-address"
      >
        {readableAddress(point.address)}
      </Paper>
    </Box>
  );
}
