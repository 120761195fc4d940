import type { TAddressObject } from '@agrolease/contracts/address';
import type { AddressSuggestions } from '../address-suggestions/address-suggestions.ts';
import { createDadataClient, type DadataClientOptions } from './dadata-client.ts';

/** The part of DaData's address suggestion the site reads (https://dadata.ru/api/suggest/address/). */
export interface DadataAddressSuggestion {
  value: string;
  unrestricted_value?: string;
  data: {
    postal_code: string | null;
    fias_id: string | null;
    fias_level: string | null;
    region_fias_id: string | null;
    region_with_type: string | null;
    region: string | null;
    region_type: string | null;
    city_fias_id: string | null;
    city: string | null;
    city_type: string | null;
    settlement_fias_id: string | null;
    settlement: string | null;
    settlement_type: string | null;
    street_fias_id: string | null;
    street: string | null;
    street_type: string | null;
  };
}

type Bound = 'region' | 'city' | 'settlement' | 'street';

/** DaData's fias_level of the parts the reference keeps, and the level each becomes there. */
const FIAS_LEVELS: Record<string, { key: Bound; level: TAddressObject['level'] }> = {
  '1': { key: 'region', level: 'region' },
  '4': { key: 'city', level: 'city' },
  '6': { key: 'settlement', level: 'city' },
  '7': { key: 'street', level: 'street' },
};

/**
 * One suggestion as an object of the address reference, or nothing when it is not a region,
 * city, settlement or street (a country, a district, a house: the reference has no such level).
 * A settlement counts as a city: its streets hang under it as under a city.
 */
export function fromDadata(suggestion: DadataAddressSuggestion): TAddressObject | undefined {
  const data = suggestion.data;
  const text = suggestion.unrestricted_value || suggestion.value;
  const base = {
    text,
    postal_code: data.postal_code ?? '',
    region_fias_id: data.region_fias_id ?? '',
    city_fias_id: data.settlement_fias_id ?? data.city_fias_id ?? '',
  };
  const part = data.fias_level ? FIAS_LEVELS[data.fias_level] : undefined;
  const fiasId = part && data[`${part.key}_fias_id`];
  if (!part || !fiasId) return undefined;
  return {
    ...base,
    fias_id: fiasId,
    level: part.level,
    title: data[part.key] ?? '',
    type: data[`${part.key}_type`] ?? '',
  };
}

/** DaData's address suggestions (DADATA_API_KEY; DADATA_URL for a proxy or a test server). */
export function createDadataAddressSuggestions(options: DadataClientOptions): AddressSuggestions {
  const suggestions = createDadataClient({ timeoutMs: 3000, ...options });

  async function suggest(body: {
    query: string;
    count: number;
    from: Bound;
    to: Bound;
    locations?: Record<string, string>[];
  }): Promise<TAddressObject[]> {
    const found = await suggestions<DadataAddressSuggestion>('suggest/address', {
      query: body.query,
      count: Math.min(body.count, 20),
      language: 'ru',
      from_bound: { value: body.from },
      to_bound: { value: body.to },
      ...(body.locations ? { locations: body.locations, restrict_value: true } : {}),
    });
    return found.flatMap((suggestion) => fromDadata(suggestion) ?? []);
  }

  return {
    name: 'dadata',
    search: (query, count) => suggest({ query, count, from: 'region', to: 'street' }),
    citiesOfRegion: (regionFiasId, query, count) =>
      suggest({
        query,
        count,
        from: 'city',
        to: 'settlement',
        locations: [{ region_fias_id: regionFiasId }],
      }),
    // The parent may be a city or a settlement: DaData matches either key.
    streetsOfCity: (cityFiasId, query, count) =>
      suggest({
        query,
        count,
        from: 'street',
        to: 'street',
        locations: [{ city_fias_id: cityFiasId }, { settlement_fias_id: cityFiasId }],
      }),
  };
}
