import { z } from 'zod';
import { isIdValue, zId } from './input-rules.ts';

/** Default page size of catalogue grids (spec 2 §9: catalogue 25). */
export const CATALOGUE_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Rows a page of a back-office queue shows. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * `items_per_page` of a back-office queue: 20 on its page; its XLSX reads it in pages of the most
 * it allows (decision 0184), so a file of a few thousand rows is tens of reads, not hundreds.
 */
export const ZQueuePageSize = z.coerce
  .number({ error: 'Размер страницы должен быть числом' })
  .int('Размер страницы должен быть целым числом')
  .min(1, `Размер страницы от 1 до ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `Размер страницы от 1 до ${MAX_PAGE_SIZE}`)
  .default(QUEUE_PAGE_SIZE);

/** Paging parameters of catalogue-like lists: page (from 1) and nPaginator (page size). */
export const ZPagingQuery = z.object({
  page: z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым числом')
    .min(1, 'Номер страницы начинается с 1')
    .max(10_000, 'Слишком большой номер страницы')
    .default(1),
  nPaginator: z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int('Размер страницы должен быть целым числом')
    .min(1, 'Размер страницы от 1 до 100')
    .max(MAX_PAGE_SIZE, 'Размер страницы от 1 до 100')
    .default(CATALOGUE_PAGE_SIZE),
});

/** paginatorData of a catalogue page (spec 1 §2: paginator, totalItems, pageSize). */
export const ZPaginatorData = z.object({
  paginator: z.object({
    page: z.number().int().describe('Current page, from 1'),
    pages: z.number().int().describe('Number of pages, at least 1'),
  }),
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});
export type TPaginatorData = z.infer<typeof ZPaginatorData>;

/** An optional whole number from the query string; an empty value means "not set". */
export function optionalInt(message: string, min = 0, max = 1_000_000_000) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}

export const ZSortDirection = z.enum(['asc', 'desc'], { error: 'Направление сортировки: asc или desc' });

const FIAS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A region filter: the region's FIAS id, or nothing. */
export const ZOptionalRegion = z.preprocess(
  emptyIsUnset,
  z.string().trim().regex(FIAS_ID, 'Неверный формат идентификатора ФИАС').optional(),
);

/** A category alias filter (latin letters, digits and hyphens), or nothing. */
export const ZOptionalAlias = z.preprocess(
  emptyIsUnset,
  z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'Неверный адрес категории')
    .optional(),
);

/** The id of one object in the query string. */
export const ZId = z.object({
  id: zId('Неверный идентификатор'),
});

/** A list of ids sent as "1,2,3" or repeated: unique positive integers, at most `max`. */
export function idList(max: number, message: string) {
  return z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    const parts = (Array.isArray(value) ? value : value.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (parts.length > max || !ids.every(isIdValue)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });
}
