import type { TMapPoint } from '@agrolease/contracts/content';
import { Box } from '@mantine/core';
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
  const parks: { x: number; y: number; w: number; h: number }[] = [];
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
    if (i === 0 && j === 0) continue;
    parks.push({
      x: CX + i * BLOCK + offsetX + 8,
      y: CY + j * BLOCK + offsetY + 8,
      w: BLOCK - 16,
      h: BLOCK - 16,
    });
  }
  const riverY = CY + (random() > 0.5 ? 1 : -1) * (2.5 + random() * 3) * BLOCK;
  const river = `M${CX - EXTENT * BLOCK} ${riverY}C${CX - 600} ${riverY - 300} ${CX + 600} ${riverY + 300} ${CX + EXTENT * BLOCK} ${riverY - 80}`;
  return { angle, streets, parks, river };
}

/**
 * The local map (decision 0070): a drawn town quarter around the branch with its marker and
 * address, no tiles and no outside requests. Zoom 17 shows streets; from 13 down the town is a
 * spot with its name, from 8 down a dot on plain land.
 */
export function DrawnMap({ point, zoom }: { point: TMapPoint; zoom: number }) {
  const drawing = useMemo(() => quarter(point), [point]);
  const scale = 2 ** (zoom - 17);
  const world = `translate(${CX} ${CY}) scale(${scale}) rotate(${drawing.angle}) translate(${-CX} ${-CY})`;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Схема проезда: ${point.address}`}
      data-testid="drawn-map"
      data-zoom={zoom}
      style={{ display: 'block', width: '100%', height: '100%', background: '#eef0e6' }}
    >
      {zoom >= 12 && (
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
              key={`${park.x}:${park.y}`}
              {...{ x: park.x, y: park.y, width: park.w, height: park.h }}
              rx={6}
              fill="#cfe5c0"
            />
          ))}
          <path d={drawing.river} stroke="#a9cde8" strokeWidth={46} fill="none" />
          {drawing.streets.map(({ major, ...line }) => (
            <line
              key={`${line.x1}:${line.y1}:${line.x2}`}
              {...line}
              stroke={major ? '#f6d78b' : '#ffffff'}
              strokeWidth={major ? 7 : 4}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
      )}
      {zoom < 12 && zoom >= 8 && (
        <g>
          <circle cx={CX} cy={CY} r={Math.max(6, 120 * 2 ** (zoom - 11))} fill="#e3ddd0" stroke="#c9bfa9" />
          <text
            x={CX}
            y={CY - Math.max(6, 120 * 2 ** (zoom - 11)) - 10}
            textAnchor="middle"
            fontSize={16}
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
            x={CX + 12}
            y={CY - 12}
            fontSize={14}
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
      <g>
        <rect x={12} y={H - 52} width={W - 24} height={40} rx={8} fill="#ffffff" fillOpacity={0.92} />
        <text x={24} y={H - 27} fontSize={15} fill="#22303a" fontFamily="Arial, sans-serif">
          {point.address.length > 72 ? `${point.address.slice(0, 70)}…` : point.address}
        </text>
      </g>
    </Box>
  );
}
