import type { TAddressObject } from '@agrolease/contracts/address';

/**
 * Address suggestions from an outside service (DaData when DADATA_API_KEY is set). Without one
 * the address module answers from the embedded FIAS reference set (decision 0050).
 */
export interface AddressSuggestions {
  name: string;
  /** Free text: regions, cities, settlements and streets, best first. */
  search(query: string, count: number): Promise<TAddressObject[]>;
  /** Cities and settlements of a region by its FIAS id. */
  citiesOfRegion(regionFiasId: string, query: string, count: number): Promise<TAddressObject[]>;
  /** Streets of a city (or settlement) by its FIAS id. */
  streetsOfCity(cityFiasId: string, query: string, count: number): Promise<TAddressObject[]>;
}
