import { z } from 'zod';
import { defineCall } from './call.ts';

export const ZCategoryNode = z.object({
  id: z.number().int(),
  title: z.string(),
  uri: z.string().describe('Alias used in /catalog/{uri}/'),
  count: z.number().int().describe('Products in the category and its children'),
  get children() {
    return z.array(ZCategoryNode);
  },
});
export type TCategoryNode = z.infer<typeof ZCategoryNode>;

export const ZSaleCategory = z.object({ title: z.string(), url: z.string(), count: z.number().int() });

/** Header category menu (spec 1 §2 "Header category menu"). */
export const getCategories = defineCall({
  method: 'GET',
  path: '/getCategories',
  access: 'public',
  group: 'reference',
  summary: 'Category tree of the catalogue with product counts, and categories of the used-property sale',
  query: z.object({}),
  reply: z.object({ categories: z.array(ZCategoryNode), sale_categories: z.array(ZSaleCategory) }),
});

export const ZProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  price: z.number().describe('Price in roubles of the first price level'),
  supplier: z.string(),
  category: z.string(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const ZNewsTeaser = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string().describe('yyyy-MM-dd'),
  photo: z.string(),
  url: z.string(),
});

/** Home page data. */
export const main = defineCall({
  method: 'GET',
  path: '/Main',
  access: 'public',
  group: 'reference',
  summary: 'Home page: hero figures, category tiles, current offers and a news teaser',
  query: z.object({}),
  reply: z.object({
    hero: z.object({
      title: z.string(),
      subtitle: z.string(),
      stats: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
    categories: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        uri: z.string(),
        count: z.number().int(),
        image: z.string(),
      }),
    ),
    offers: z.array(ZProductCard),
    news: z.array(ZNewsTeaser),
  }),
});
