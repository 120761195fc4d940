import { CATALOGUE_FILTER_FORM, type FilterFormValue } from '@agrolease/domain';

const FILTER_KEY = new RegExp(`^${CATALOGUE_FILTER_FORM}\\[filter\\]\\[([^\\]]+)\\](?:\\[(from|to|)\\])?$`);

type FilterInput = Record<string, string | string[] | { from?: string; to?: string }>;

/** The chosen filters of a catalogue address, in the nested shape CatalogV2 takes. */
export function filtersFromSearch(search: URLSearchParams): FilterInput {
  // No prototype: a field named __proto__ stays a key (the root loader refuses such an address).
  const filter: FilterInput = Object.create(null);
  for (const [key, value] of search.entries()) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const [, field = '', part] = match;
    if (part === 'from' || part === 'to') {
      const current = filter[field];
      const range = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      filter[field] = { ...range, [part]: value };
    } else if (part === '') {
      const current = filter[field];
      filter[field] = [...(Array.isArray(current) ? current : []), value];
    } else {
      filter[field] = value;
    }
  }
  return filter;
}

/** Panel state (what the inputs show) from the address. */
export function filterStateFromSearch(search: URLSearchParams): Record<string, FilterFormValue> {
  return filtersFromSearch(search) as Record<string, FilterFormValue>;
}

/** The address with new filter params: other filters dropped, page reset, sort and search kept. */
export function withFilters(
  search: URLSearchParams,
  params: Record<string, string | string[]>,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search.entries()) {
    if (key === 'page' || key.startsWith(`${CATALOGUE_FILTER_FORM}[filter]`)) continue;
    next.append(key, value);
  }
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) next.append(key, item);
  }
  return next;
}

/** The address with some plain params changed (undefined removes one). */
export function withParams(
  search: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function toQueryString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}
