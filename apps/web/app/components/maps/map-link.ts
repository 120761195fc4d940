/** Map zoom of the branch map (spec 1 §9: 17, from 3 to 20). */
export const MAP_ZOOM = { zoom: 17, min: 3, max: 20 } as const;

export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
}

/** A link to the point on Yandex Maps (the service the site's maps use, version 2.1, ru_RU). */
export function mapLink(
  point: { latitude: number; longitude: number },
  zoom: number = MAP_ZOOM.zoom,
): string {
  const ll = `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`;
  return `https://yandex.ru/maps/?ll=${ll}&z=${clampZoom(zoom)}&pt=${ll},pm2grm&lang=ru_RU`;
}
