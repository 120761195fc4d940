import { LOCAL_MAP, type TMapSettings } from '../components/maps/map-settings';

/** Read once at start-up: the map of 'Схема проезда' for every page that shows one. */
const apiKey = process.env.YANDEX_MAPS_API_KEY?.trim();
const settings: TMapSettings = apiKey ? { provider: 'yandex', apiKey } : LOCAL_MAP;

export function mapSettings(): TMapSettings {
  return settings;
}
