import { z } from 'zod';

/** Shapes of a proposed new product card (decision 0109), shared by the supplier's and the manager's calls. */

export const ZCardFieldType = z.enum(['range', 'select', 'bool']);

/** One characteristic of a category: the category's catalogue filter of that field. */
export const ZCardField = z.object({
  field: z.string(),
  title: z.string(),
  unit: z.string(),
  type: ZCardFieldType,
  options: z.array(z.string()).describe('The values of a select field'),
});
export type TCardField = z.infer<typeof ZCardField>;

export const ZLeafCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  group: z.string().describe('The top category'),
});

/** The proposed card as the supplier and the manager see it. */
export const ZNewProductCard = z.object({
  category: ZLeafCategory,
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  description: z.string(),
  characteristics: z.array(
    ZCardField.pick({ field: true, title: true, unit: true, type: true }).extend({
      value: z.string().describe('As the catalogue shows it: «да»/«нет» for a yes/no field'),
      raw: z.string().describe('As the form sends it'),
    }),
  ),
  photos: z.array(z.object({ id: z.number().int(), src: z.string() })),
  prices: z.array(z.object({ id: z.number().int().nullable(), title: z.string(), value: z.number().int() })),
});
export type TNewProductCard = z.infer<typeof ZNewProductCard>;
