/**
 * Catalogue filters (spec 1 §5, spec 2 §5): how chosen filter values travel as
 * {form}[filter][{field}] (or [from]/[to] for ranges), how the gateway reads them back,
 * and faceted counts: every option shows how many products it would leave given the
 * other chosen filters.
 */
export type FilterKind = 'range' | 'select' | 'bool';

export interface FilterDefinition {
  field: string;
  title: string;
  unit: string;
  kind: FilterKind;
}

export type ChosenFilter =
  /** A range with one bound filters by that bound alone (≥ from, or ≤ to); never both null. */
  | { kind: 'range'; field: string; from: number | null; to: number | null }
  | { kind: 'select'; field: string; values: string[] }
  | { kind: 'bool'; field: string; value: boolean };

/** What a filter panel holds before it is sent. */
export type FilterFormValue =
  | { from?: string | number | null; to?: string | number | null }
  | string
  | string[]
  | boolean
  | null
  | undefined;

export type FilterParams = Record<string, string | string[]>;

/** The catalogue's filter form name: catalog[filter][power_hp][from]=100. */
export const CATALOGUE_FILTER_FORM = 'catalog';

function present(value: unknown): value is string | number {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * Spec 1 §5: bool checkboxes with an empty value become true for fields ending _ne,
 * otherwise false.
 */
export function boolFilterValue(field: string, value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (!present(value)) return field.endsWith('_ne');
  return ['1', 'true', 'on', 'y'].includes(String(value).trim().toLowerCase());
}

/**
 * Bracketed parameters of the chosen filters. Range filters send each bound that exists
 * («от 150» alone is a filter); select filters only when a value exists; bool filters only when true.
 */
export function toFilterParams(
  values: Readonly<Record<string, FilterFormValue>>,
  definitions: readonly FilterDefinition[],
  form = CATALOGUE_FILTER_FORM,
): FilterParams {
  const params: FilterParams = {};
  for (const definition of definitions) {
    const value = values[definition.field];
    const key = `${form}[filter][${definition.field}]`;
    if (definition.kind === 'range') {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (present(value.from)) params[`${key}[from]`] = String(value.from);
        if (present(value.to)) params[`${key}[to]`] = String(value.to);
      }
    } else if (definition.kind === 'select') {
      const list = (Array.isArray(value) ? value : [value]).filter(present).map(String);
      if (list.length === 1) params[key] = list[0] as string;
      else if (list.length > 1) params[`${key}[]`] = list;
    } else if (
      value !== undefined &&
      boolFilterValue(definition.field, typeof value === 'object' ? '' : value)
    ) {
      params[key] = '1';
    }
  }
  return params;
}

export interface FilterProblem {
  prop: string;
  error: string;
}

function toNumber(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * Reads {form}[filter] as parsed from the query string. Unknown fields and values of the
 * wrong shape are problems (the call answers 400); a range with one bound filters by it,
 * ranges without bounds and empty selects are ignored.
 */
export function parseChosenFilters(
  raw: unknown,
  definitions: readonly FilterDefinition[],
  form = CATALOGUE_FILTER_FORM,
): { filters: ChosenFilter[]; problems: FilterProblem[] } {
  const filters: ChosenFilter[] = [];
  const problems: FilterProblem[] = [];
  if (raw === undefined || raw === null || raw === '') return { filters, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { filters, problems: [{ prop: `${form}[filter]`, error: 'Фильтр передан в неверном формате' }] };
  }
  const known = new Map(definitions.map((definition) => [definition.field, definition]));
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const prop = `${form}[filter][${field}]`;
    const definition = known.get(field);
    if (!definition) {
      problems.push({ prop, error: `Неизвестный фильтр «${field}»` });
      continue;
    }
    if (definition.kind === 'range') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push({ prop, error: 'Диапазон передаётся как [from] и [to]' });
        continue;
      }
      const extra = Object.keys(value).filter((key) => key !== 'from' && key !== 'to');
      if (extra.length > 0) {
        problems.push({ prop, error: 'Диапазон передаётся как [from] и [to]' });
        continue;
      }
      const range = value as { from?: unknown; to?: unknown };
      if (!present(range.from) && !present(range.to)) continue;
      const from = present(range.from) ? toNumber(range.from) : null;
      const to = present(range.to) ? toNumber(range.to) : null;
      if ((present(range.from) && from === null) || (present(range.to) && to === null)) {
        problems.push({ prop, error: 'Границы диапазона должны быть числами' });
      } else if (from !== null && to !== null && from > to) {
        problems.push({ prop, error: 'Начало диапазона больше его конца' });
      } else {
        filters.push({ kind: 'range', field, from, to });
      }
    } else if (definition.kind === 'select') {
      const list = Array.isArray(value) ? value : [value];
      if (list.some((item) => typeof item !== 'string')) {
        problems.push({ prop, error: 'Значение фильтра должно быть строкой' });
        continue;
      }
      const values = (list as string[]).map((item) => item.trim()).filter(Boolean);
      if (values.length > 0) filters.push({ kind: 'select', field, values: [...new Set(values)] });
    } else {
      if (typeof value !== 'string') {
        problems.push({ prop, error: 'Значение флажка должно быть 1 или 0' });
        continue;
      }
      if (boolFilterValue(field, value)) filters.push({ kind: 'bool', field, value: true });
    }
  }
  return { filters, problems };
}

/** Values of a product by field: numbers for range and bool (1/0), text for select. */
export type FacetValues = Readonly<Record<string, number | string | undefined>>;

export function matchesFilter(values: FacetValues, filter: ChosenFilter): boolean {
  const value = values[filter.field];
  if (value === undefined) return false;
  if (filter.kind === 'range')
    return (
      typeof value === 'number' &&
      (filter.from === null || value >= filter.from) &&
      (filter.to === null || value <= filter.to)
    );
  if (filter.kind === 'select') return filter.values.includes(String(value));
  return value === 1;
}

export type Facet =
  | (FilterDefinition & {
      kind: 'range';
      min: number;
      max: number;
      from: number | null;
      to: number | null;
      count: number;
    })
  | (FilterDefinition & {
      kind: 'select';
      options: { value: string; title: string; count: number; checked: boolean }[];
    })
  | (FilterDefinition & { kind: 'bool'; count: number; checked: boolean });

interface Accumulator {
  min: number;
  max: number;
  count: number;
  options: Map<string, number>;
}

/**
 * Filters the products and counts, for each filter, what its options would leave given
 * every other chosen filter. A product failing exactly one filter still counts in that
 * filter's facet; one failing two counts nowhere. Filters without any value among the
 * products are left out; select options keep the order of first appearance sorted by title.
 */
export function computeFacets<T extends { values: FacetValues }>(
  products: readonly T[],
  definitions: readonly FilterDefinition[],
  chosen: readonly ChosenFilter[],
): { matched: T[]; facets: Facet[] } {
  const matched: T[] = [];
  const accumulators = new Map<string, Accumulator>(
    definitions.map((definition) => [
      definition.field,
      { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, count: 0, options: new Map() },
    ]),
  );
  const seen = new Set<string>();
  const add = (definition: FilterDefinition, value: number | string) => {
    const accumulator = accumulators.get(definition.field);
    if (!accumulator) return;
    if (definition.kind === 'range' && typeof value === 'number') {
      if (value < accumulator.min) accumulator.min = value;
      if (value > accumulator.max) accumulator.max = value;
      accumulator.count++;
    } else if (definition.kind === 'select') {
      const key = String(value);
      accumulator.options.set(key, (accumulator.options.get(key) ?? 0) + 1);
    } else if (definition.kind === 'bool' && value === 1) {
      accumulator.count++;
    }
  };
  for (const product of products) {
    let failed: string | null = null;
    let failures = 0;
    for (const filter of chosen) {
      if (!matchesFilter(product.values, filter)) {
        failures++;
        failed = filter.field;
        if (failures > 1) break;
      }
    }
    for (const definition of definitions) {
      const value = product.values[definition.field];
      if (value === undefined) continue;
      seen.add(definition.field);
      if (failures === 0 || (failures === 1 && failed === definition.field)) add(definition, value);
    }
    if (failures === 0) matched.push(product);
  }
  const facets: Facet[] = [];
  for (const definition of definitions) {
    if (!seen.has(definition.field)) continue;
    const accumulator = accumulators.get(definition.field) as Accumulator;
    const filter = chosen.find((item) => item.field === definition.field);
    if (definition.kind === 'range') {
      const empty = accumulator.count === 0;
      facets.push({
        ...definition,
        kind: 'range',
        min: empty ? 0 : accumulator.min,
        max: empty ? 0 : accumulator.max,
        from: filter?.kind === 'range' ? filter.from : null,
        to: filter?.kind === 'range' ? filter.to : null,
        count: accumulator.count,
      });
    } else if (definition.kind === 'select') {
      const checked = filter?.kind === 'select' ? filter.values : [];
      const values = new Set([...accumulator.options.keys(), ...checked]);
      facets.push({
        ...definition,
        kind: 'select',
        options: [...values]
          .sort((a, b) => a.localeCompare(b, 'ru'))
          .map((value) => ({
            value,
            title: value,
            count: accumulator.options.get(value) ?? 0,
            checked: checked.includes(value),
          })),
      });
    } else {
      facets.push({
        ...definition,
        kind: 'bool',
        count: accumulator.count,
        checked: filter?.kind === 'bool',
      });
    }
  }
  return { matched, facets };
}
