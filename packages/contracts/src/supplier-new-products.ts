import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zOptionalId } from './input-rules.ts';
import { ZCardField, ZLeafCategory, ZNewProductCard } from './new-product-card.ts';
import { ZPriceLevelsInput, ZProductChange } from './supplier.ts';

export * from './new-product-card.ts';

export { NEW_PRODUCT_PAGE } from './supplier-new-products-values.ts';

/**
 * A supplier proposes a new product card (issue 13, decision 0109): category, name, brand, model,
 * year, the category's filter characteristics, description, photos (uploaded with SetFile) and
 * the complect (price levels). The card waits for the manager at /backoffice/product-changes;
 * accepted, it is a product of the catalogue. The calls are ours: the spec shows no such form.
 */

export const ZNewProductChange = ZProductChange.omit({ description: true, prices: true }).extend({
  card: ZNewProductCard,
  product_url: z.string().nullable().describe('The catalogue page once accepted'),
  edit_url: z.string().nullable().describe('The form, while the card can be sent again'),
});
export type TNewProductChange = z.infer<typeof ZNewProductChange>;

export const supplierCRMNewProduct = defineCall({
  method: 'GET',
  path: '/SupplierCRMNewProduct',
  access: 'auth',
  group: 'supplier',
  summary:
    "The new card form: the catalogue's leaf categories, the chosen category's filter fields, and a proposed card of the supplier's (id_object)",
  query: z.object({
    category: zOptionalId('Неверная категория'),
    id_object: zOptionalId('Неверная карточка (id_object)'),
  }),
  reply: z.object({
    success: z.literal(true),
    categories: z.array(ZLeafCategory),
    category: z.number().int().nullable(),
    fields: z.array(ZCardField),
    change: ZNewProductChange.nullable(),
  }),
});

const ZFileIds = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(zId('Неверная фотография')).max(20, 'Не более 10 фотографий'),
);

export const supplierCRMNewProductSave = defineCall({
  method: 'POST',
  path: '/SupplierCRMNewProduct/Save',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary:
    'Sends a new product card to moderation; id_object sends a rejected (or still pending) card of the supplier again',
  body: z.object({
    id_object: zOptionalId('Неверная карточка (id_object)'),
    category: zId('Выберите категорию'),
    title: z.string().trim().max(200, 'Не более 200 символов').default(''),
    brand: z.string().trim().max(120, 'Не более 120 символов').default(''),
    model: z.string().trim().max(120, 'Не более 120 символов').default(''),
    year: z.coerce
      .number({ error: 'Год выпуска — число' })
      .int('Год выпуска — целое число')
      .min(0, 'Год выпуска — число')
      .max(9999, 'Год выпуска — четыре цифры'),
    description: z.string().trim().max(8000, 'Не более 8000 символов').default(''),
    characteristics: z
      .record(
        z.string().regex(/^[a-z0-9_]{1,40}$/, 'Неверная характеристика'),
        z.string().max(200, 'Не более 200 символов'),
      )
      .default({}),
    photos: ZFileIds,
    prices: ZPriceLevelsInput,
  }),
  reply: z.object({ success: z.literal(true), change: ZNewProductChange }),
});
