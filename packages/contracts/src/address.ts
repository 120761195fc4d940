import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The FIAS address reference (spec 2 §7 "Address"): cities of a region, streets of a city,
 * free-text search and FIAS id to text. Lists answer at most 20 items.
 */
const FIAS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ZFiasId = z
  .string({ error: 'Поле не может быть пустым' })
  .trim()
  .regex(FIAS_ID, 'Неверный формат идентификатора ФИАС');

export const ZAddressObject = z.object({
  fias_id: z.string(),
  level: z.enum(['region', 'city', 'street']),
  title: z.string(),
  type: z.string().describe('FIAS short type: обл, г, ул, пр-кт …'),
  text: z.string().describe('Full address text, region first'),
  postal_code: z.string(),
  region_fias_id: z.string(),
  city_fias_id: z.string(),
});
export type TAddressObject = z.infer<typeof ZAddressObject>;

const ZQuery = z.string().trim().max(100, 'Не более 100 символов').default('');

export const fiasCityByRegion = defineCall({
  method: 'GET',
  path: '/FiasCityByRegion',
  access: 'public',
  group: 'address',
  summary: 'Cities of a region (by region code or FIAS id) whose name contains the query',
  query: z.object({
    id_region: z
      .string({ error: 'Поле не может быть пустым' })
      .trim()
      .refine(
        (value) => /^\d{1,3}$/.test(value) || FIAS_ID.test(value),
        'Укажите код региона или его ФИАС-код',
      ),
    query: ZQuery,
  }),
  reply: z.object({ items: z.array(ZAddressObject) }),
});

export const fiasStreetByCity = defineCall({
  method: 'GET',
  path: '/FiasStreetByCity',
  access: 'public',
  group: 'address',
  summary: 'Streets of a city (id_region is the FIAS id of the parent city) whose name contains the query',
  query: z.object({ id_region: ZFiasId, query: ZQuery }),
  reply: z.object({ items: z.array(ZAddressObject) }),
});

export const fiasStreetByCode = defineCall({
  method: 'GET',
  path: '/FiasStreetByCode',
  access: 'public',
  group: 'address',
  summary: 'A street by its FIAS id',
  query: z.object({ code: ZFiasId }),
  reply: ZAddressObject,
});

export const addressSearch = defineCall({
  method: 'GET',
  path: '/AddressSearch',
  access: 'public',
  group: 'address',
  summary: 'Address suggestions for free text ("Краснодар Красная", "ул Ленина Тамбов")',
  query: z.object({
    query: z
      .string({ error: 'Поле не может быть пустым' })
      .trim()
      .min(2, 'Введите не менее 2 символов')
      .max(200),
  }),
  reply: z.object({ items: z.array(ZAddressObject) }),
});

export const fiasAsText = defineCall({
  method: 'GET',
  path: '/FiasAsText',
  access: 'public',
  group: 'address',
  summary: 'The full text of a region, city or street by FIAS id',
  query: z.object({ code: ZFiasId }),
  reply: z.object({ code: z.string(), text: z.string(), level: ZAddressObject.shape.level }),
});
