import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZMonthlyPayment } from './monthly-payment.ts';

const ZId = (what: string) => zId(`Неверный идентификатор: ${what}`);

export const ZCartPriceLevel = z.object({ id: z.number().int(), title: z.string(), value: z.number() });

/** A cart line (spec 1 §3 "Cart item") with what the cart page shows of its product. */
export const ZCartLine = z.object({
  id_product: z.number().int(),
  id_price: z.number().int().nullable(),
  quantity: z.number().int(),
  pricelevels: z.array(ZCartPriceLevel),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  supplier: z.string(),
  sum: z.number().describe('Price of the level matching id_price (else the first) × quantity, roubles'),
  monthly_payment: ZMonthlyPayment.describe(
    "Roubles a month for the line's sum at its category's default conditions (CalcOnProduct's rule)",
  ),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  items: z.array(ZCartLine),
  count: z.number().int().describe('Number of lines'),
  quantity: z.number().int().describe('Units over all lines'),
  total: z.number(),
});
export type TCart = z.infer<typeof ZCart>;

export const shoppingCartProducts = defineCall({
  method: 'GET',
  path: '/ShoppingCartProducts',
  access: 'client',
  group: 'cart',
  summary: "The visitor's cart (by client id)",
  query: z.object({}),
  reply: ZCart,
});

export const addProduct = defineCall({
  method: 'GET',
  path: '/ShoppingCartProducts/addProduct',
  changesState: true,
  access: 'client',
  group: 'cart',
  summary:
    'Puts a product in the cart at a price level; on a line already there, sets the level and (when given) the quantity',
  query: z.object({
    id_product: ZId('товар (id_product)'),
    id_price: ZId('уровень цены (id_price)').optional(),
    quantity: z.coerce
      .number({ error: 'Количество должно быть числом' })
      .int({ error: 'Количество должно быть целым числом' })
      .min(1, { error: 'Количество должно быть не меньше 1' })
      .max(999, { error: 'Количество должно быть не больше 999' })
      .optional()
      .describe('1 for a new line by default; a line already in the cart keeps its quantity when omitted'),
  }),
  reply: ZCart,
});

/** products=12 or products=12,15 or products[]=12&products[]=15. */
const ZProductIds = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : value),
  z
    .array(ZId('товар (products)'), { error: 'Укажите товары (products)' })
    .min(1, { error: 'Укажите товары (products)' }),
);

export const removeProduct = defineCall({
  method: 'GET',
  path: '/ShoppingCartProducts/removeProduct',
  changesState: true,
  access: 'client',
  group: 'cart',
  summary: 'Removes products from the cart; ids not in the cart are ignored',
  query: z.object({ products: ZProductIds }),
  reply: ZCart,
});
