import { z } from 'zod';
import { defineCall } from './call.ts';

/** The chosen or detected city (spec 1 §3 "Geo"). */
export const ZGeo = z.object({
  fiascode: z.string().describe('FIAS id of the city'),
  city: z.string(),
  region_with_type: z.string().describe('Region with its type, e.g. "Московская обл"'),
  region_fias_id: z.string(),
});
export type TGeo = z.infer<typeof ZGeo>;

/** A branch (filial) of the company. */
export const ZBranch = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  region_fias_id: z.string(),
});
export type TBranch = z.infer<typeof ZBranch>;

export const ZRegion = z.object({
  id: z.number().int().describe('Region code (subject number)'),
  fias_id: z.string(),
  title: z.string(),
  type: z.string().describe('Short type: обл, респ, край, г, АО, Аобл'),
  title_with_type: z.string(),
});
export type TRegion = z.infer<typeof ZRegion>;

export const getGeoByIP = defineCall({
  method: 'GET',
  path: '/GetGeoByIP',
  access: 'public',
  group: 'geo',
  summary: "The visitor's city by IP address (offline database); Москва when unknown",
  query: z.object({}),
  reply: ZGeo,
});

export const getGeoByCity = defineCall({
  method: 'GET',
  path: '/GetGeoByCity',
  access: 'public',
  group: 'geo',
  summary: 'Cities whose name starts with or contains the text (city picker)',
  query: z.object({ city: z.string().trim().min(1, 'Поле не может быть пустым').max(100) }),
  reply: z.object({ items: z.array(ZGeo) }),
});

export const getFilialsByCoordinates = defineCall({
  method: 'GET',
  path: '/GetFilialsByCoordinates',
  access: 'public',
  group: 'geo',
  summary: 'Branches of the company in a region',
  query: z.object({
    region_fias_id: z
      .string()
      .trim()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        'Неверный формат идентификатора ФИАС',
      ),
  }),
  reply: z.object({ items: z.array(ZBranch) }),
});

export const listRegions = defineCall({
  method: 'GET',
  path: '/ListRegions',
  access: 'public',
  group: 'address',
  summary: 'All federal subjects with their FIAS ids',
  query: z.object({}),
  reply: z.object({ items: z.array(ZRegion) }),
});
