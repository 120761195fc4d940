import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZId, ZOptionalRegion, ZPaginatorData, ZPagingQuery } from './paging.ts';
import { ZPublicDocument, ZStore } from './supplier-content.ts';

/** Suppliers and agents on the public site; paths not shown by the spec (docs/decisions/0033). */
export const ZSupplierCard = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().describe('/providers/{id}/'),
  kind: z.enum(['producer', 'dealer']),
  kind_title: z.string(),
  city: z.string(),
  region: z.string(),
  products_count: z.number().int(),
  is_accredited: z.boolean(),
});
export type TSupplierCard = z.infer<typeof ZSupplierCard>;

export const getSuppliers = defineCall({
  method: 'GET',
  path: '/GetSuppliers',
  access: 'public',
  group: 'providers',
  summary: 'Suppliers catalogue: search by name or INN, region, producer/dealer, paging',
  query: ZPagingQuery.extend({
    query: z.string().trim().max(100, 'Не более 100 символов').optional(),
    region: ZOptionalRegion,
    kind: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['producer', 'dealer'], { error: 'Тип: producer или dealer' }).optional(),
    ),
  }),
  reply: z.object({
    items: z.array(ZSupplierCard),
    filterData: z.object({
      regions: z.array(z.object({ fias_id: z.string(), title: z.string(), count: z.number().int() })),
    }),
    paginatorData: ZPaginatorData,
    countCollection: z.number().int(),
  }),
});

export const ZSupplierProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  price: z.number().int(),
  year: z.number().int(),
  category: z.string(),
});

export const getSupplier = defineCall({
  method: 'GET',
  path: '/GetSupplier',
  access: 'public',
  group: 'providers',
  summary: 'One supplier with its requisites and its products, paged',
  query: ZId.extend(ZPagingQuery.shape),
  reply: ZSupplierCard.extend({
    description: z.string(),
    inn: z.string(),
    ogrn: z.string(),
    kpp: z.string(),
    region_fias_id: z.string(),
    /** The company card the supplier edits in its cabinet (decision 0111); '' or null when not given. */
    site: z.string(),
    phone: z.string(),
    email: z.string(),
    logo: z.string().nullable(),
    stores: z.array(ZStore),
    documents: z.array(ZPublicDocument.omit({ created: true })),
    categories: z.array(z.object({ title: z.string(), uri: z.string(), count: z.number().int() })),
    products: z.object({ items: z.array(ZSupplierProduct), paginatorData: ZPaginatorData }),
  }),
});

export const ZAgent = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().describe('/agents/{id}/'),
  city: z.string(),
  region: z.string(),
  region_fias_id: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
});

export const getAgent = defineCall({
  method: 'GET',
  path: '/GetAgent',
  access: 'public',
  group: 'providers',
  summary: 'One agent of the company: region and contacts',
  query: ZId,
  reply: ZAgent,
});

export const getAgents = defineCall({
  method: 'GET',
  path: '/GetAgents',
  access: 'public',
  group: 'providers',
  summary: 'Agents of the company, optionally in one region',
  query: z.object({ region: ZOptionalRegion }),
  reply: z.object({ items: z.array(ZAgent) }),
});
