import type { TAddressObject } from '@agrolease/contracts/address';
import type { Database } from '@agrolease/db';
import { readableAddress, readableRegion } from '@agrolease/domain';
import type { AddressSuggestions } from '../../adapters/address-suggestions/address-suggestions.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  type CityRow,
  findCitiesByPrefixes,
  findCitiesOfRegion,
  findCityByFias,
  findRegion,
  findRegionByFias,
  findStreetByFias,
  findStreetsByPrefixes,
  findStreetsOfCity,
  type StreetRow,
} from './queries.ts';

const LIMIT = 20;
const SEARCH_LIMIT = 10;

/** The outside suggestions service, if configured, and where to tell that it failed. */
export type SuggestionSource = { suggestions: AddressSuggestions | null; warn: (message: string) => void };

/**
 * Answers from the outside service when there is one and the visitor typed something; when it
 * fails (timeout, quota, outage) the embedded reference answers instead of an error.
 */
async function suggestedOr(
  source: SuggestionSource | undefined,
  query: string,
  ask: (suggestions: AddressSuggestions) => Promise<TAddressObject[]>,
  embedded: () => Promise<TAddressObject[]>,
): Promise<{ items: TAddressObject[] }> {
  if (source?.suggestions && query.trim()) {
    try {
      const items = await ask(source.suggestions);
      return { items: items.map((item) => ({ ...item, text: readableAddress(item.text) })) };
    } catch (error) {
      source.warn(
        `address: ${source.suggestions.name} failed, answering from the embedded set: ${String(error)}`,
      );
    }
  }
  return { items: await embedded() };
}

export function searchKey(text: string): string {
  return text.trim().toLowerCase().replaceAll('ё', 'е');
}

function cityObject(row: CityRow): TAddressObject {
  return {
    fias_id: row.cityFiasId,
    level: 'city',
    title: row.cityTitle,
    type: 'г',
    text: readableAddress(`${row.regionTitleWithType}, г ${row.cityTitle}`),
    postal_code: '',
    region_fias_id: row.regionFiasId,
    city_fias_id: row.cityFiasId,
  };
}

function streetObject(row: StreetRow): TAddressObject {
  return {
    fias_id: row.streetFiasId,
    level: 'street',
    title: row.streetTitle,
    type: row.streetType,
    text: readableAddress(
      `${row.regionTitleWithType}, г ${row.cityTitle}, ${row.streetType} ${row.streetTitle}`,
    ),
    postal_code: row.postalCode,
    region_fias_id: row.regionFiasId,
    city_fias_id: row.cityFiasId,
  };
}

export async function citiesOfRegion(
  db: Database,
  idRegion: string,
  query: string,
  source?: SuggestionSource,
) {
  const region = await findRegion(db, idRegion);
  if (!region) throw new AppError('NOT_FOUND', 'Регион не найден');
  return suggestedOr(
    source,
    query,
    (suggestions) => suggestions.citiesOfRegion(region.fiasId, query, LIMIT),
    async () => (await findCitiesOfRegion(db, region.id, searchKey(query), LIMIT)).map(cityObject),
  );
}

/** With DaData the parent may be any of its cities or settlements, not only one of the embedded set. */
export async function streetsOfCity(
  db: Database,
  cityFiasId: string,
  query: string,
  source?: SuggestionSource,
) {
  const known = await findCityByFias(db, cityFiasId);
  if (!known && !source?.suggestions) throw new AppError('NOT_FOUND', 'Город не найден');
  return suggestedOr(
    source,
    query,
    (suggestions) => suggestions.streetsOfCity(cityFiasId, query, LIMIT),
    async () => {
      if (!known) throw new AppError('NOT_FOUND', 'Город не найден');
      return (await findStreetsOfCity(db, cityFiasId, searchKey(query), LIMIT)).map(streetObject);
    },
  );
}

export async function streetByCode(db: Database, code: string): Promise<TAddressObject> {
  const row = await findStreetByFias(db, code);
  if (!row) throw new AppError('NOT_FOUND', 'Улица не найдена');
  return streetObject(row);
}

/** Words that name a type, not a place: "ул", "улица", "г", "город" … */
const TYPE_WORDS = new Set([
  'г',
  'город',
  'ул',
  'улица',
  'пр',
  'пр-кт',
  'проспект',
  'пер',
  'переулок',
  'б-р',
  'бульвар',
  'ш',
  'шоссе',
  'пл',
  'площадь',
  'наб',
  'набережная',
  'проезд',
  'обл',
  'область',
  'край',
  'респ',
  'республика',
  'д',
  'дом',
]);

/**
 * Free-text address suggestions: words are matched as prefixes of city and street names; a
 * street whose city is also named ranks first ("краснодар красная" → ул Красная in Краснодар),
 * then bigger cities. House numbers are ignored (the demo set has no houses).
 */
export function addressSearch(db: Database, query: string, source?: SuggestionSource) {
  return suggestedOr(
    source,
    query,
    (suggestions) => suggestions.search(query, SEARCH_LIMIT),
    async () => (await searchReferenceSet(db, query)).items,
  );
}

async function searchReferenceSet(db: Database, query: string) {
  const words = searchKey(query)
    .split(/[\s,.;]+/)
    .filter((word) => word.length >= 2 && !TYPE_WORDS.has(word) && !/^\d/.test(word));
  if (words.length === 0) return { items: [] };
  const [cityRows, streetRows] = await Promise.all([
    findCitiesByPrefixes(db, words, SEARCH_LIMIT),
    findStreetsByPrefixes(db, words, 400),
  ]);
  const scored: { item: TAddressObject; score: number; population: number }[] = [];
  for (const city of cityRows) {
    const cityWords = words.filter((word) => city.cityKey.startsWith(word));
    // A city alone is a good answer only when every word names it.
    scored.push({
      item: cityObject(city),
      score: cityWords.length === words.length ? 3 : 1,
      population: city.population,
    });
  }
  for (const street of streetRows) {
    const streetWord = words.find((word) => street.streetKey.startsWith(word));
    const cityWord = words.find((word) => word !== streetWord && street.cityKey.startsWith(word));
    scored.push({ item: streetObject(street), score: 2 + (cityWord ? 2 : 0), population: street.population });
  }
  scored.sort((a, b) => b.score - a.score || b.population - a.population);
  return { items: scored.slice(0, SEARCH_LIMIT).map((entry) => entry.item) };
}

export async function fiasAsText(db: Database, code: string) {
  const street = await findStreetByFias(db, code);
  if (street) return { code, text: streetObject(street).text, level: 'street' as const };
  const city = await findCityByFias(db, code);
  if (city) return { code, text: cityObject(city).text, level: 'city' as const };
  const region = await findRegionByFias(db, code);
  if (region) return { code, text: readableRegion(region.titleWithType), level: 'region' as const };
  throw new AppError('NOT_FOUND', 'Адресный объект не найден');
}
