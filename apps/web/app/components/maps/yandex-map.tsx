import type { TMapPoint } from '@agrolease/contracts/content';
import { useEffect, useRef, useState } from 'react';
import { DrawnMap } from './drawn-map';
import { MAP_ZOOM } from './map-link';

/** The little of JS API v3 the site uses (https://yandex.ru/maps-api/docs/js-api/). */
type YMapInstance = {
  update(props: { location: { zoom: number; duration?: number } }): void;
  destroy(): void;
};
type YMaps3 = {
  ready: Promise<void>;
  YMap: new (
    element: HTMLElement,
    props: {
      location: { center: [number, number]; zoom: number };
      zoomRange: { min: number; max: number };
    },
    children?: unknown[],
  ) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: object) => unknown;
  YMapDefaultFeaturesLayer: new (props: object) => unknown;
  YMapMarker: new (props: { coordinates: [number, number] }, element: HTMLElement) => unknown;
};

let loading: Promise<YMaps3> | undefined;

/** Loads the API once per page; a failed load is forgotten so that the next map tries again. */
function loadYandexMaps(apiKey: string): Promise<YMaps3> {
  loading ??= new Promise<YMaps3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/v3/?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const ymaps3 = (window as unknown as { ymaps3?: YMaps3 }).ymaps3;
      if (ymaps3) ymaps3.ready.then(() => resolve(ymaps3), reject);
      else reject(new Error('ymaps3 is missing'));
    };
    script.onerror = () => reject(new Error('Yandex Maps did not load'));
    document.head.append(script);
  }).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function markerElement(): HTMLElement {
  const marker = document.createElement('div');
  marker.innerHTML =
    '<svg width="32" height="42" viewBox="-16 -40 32 42" aria-hidden="true"><path d="M0 0c-4-10-16-18-16-30a16 16 0 0 1 32 0c0 12-12 20-16 30z" fill="#1f6d45" stroke="#fff" stroke-width="2"/><circle cx="0" cy="-30" r="6" fill="#fff"/></svg>';
  marker.style.transform = 'translate(-50%, -100%)';
  return marker;
}

/**
 * The branch on Yandex Maps JS API v3 at the given zoom (3–20). While the API loads, and if it
 * cannot load (no network, a wrong key), the drawn map stands in.
 */
export function YandexMap({ apiKey, point, zoom }: { apiKey: string; point: TMapPoint; zoom: number }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<YMapInstance | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const initialZoom = useRef(zoom);

  useEffect(() => {
    let cancelled = false;
    loadYandexMaps(apiKey).then(
      (ymaps3) => {
        if (cancelled || !container.current) return;
        const center: [number, number] = [point.longitude, point.latitude];
        map.current = new ymaps3.YMap(
          container.current,
          {
            location: { center, zoom: initialZoom.current },
            zoomRange: { min: MAP_ZOOM.min, max: MAP_ZOOM.max },
          },
          [
            new ymaps3.YMapDefaultSchemeLayer({}),
            new ymaps3.YMapDefaultFeaturesLayer({}),
            new ymaps3.YMapMarker({ coordinates: center }, markerElement()),
          ],
        );
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [apiKey, point.latitude, point.longitude]);

  useEffect(() => {
    map.current?.update({ location: { zoom, duration: 200 } });
  }, [zoom]);

  return (
    <div
      style={{ position: 'relative', width: '100%', height: '100%' }}
      data-testid="yandex-map"
      data-state={state}
    >
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' && (
        <div style={{ position: 'absolute', inset: 0 }}>
          <DrawnMap point={point} zoom={zoom} />
        </div>
      )}
    </div>
  );
}
