import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay, zId } from './input-rules.ts';

/** Schedule types by their wire code (docs/decisions/0020): annuity, regressive, seasonal. */
export const REPAYMENT_TYPES = [
  { code: '1', title: 'Аннуитетный' },
  { code: '2', title: 'Регрессивный' },
  { code: '9', title: 'Сезонный' },
] as const;
export const ZRepaymentCode = z.enum(['1', '2', '9'], { error: 'Неизвестный тип графика платежей' });
export type TRepaymentCode = z.infer<typeof ZRepaymentCode>;

const ZFlag = z.enum(['0', '1'], { error: 'Ожидается 0 или 1' });

/** months=9,10 or months[]=9&months[]=10 → [9, 10]. */
export const ZMonthList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : value),
  z.array(
    z.coerce
      .number({ error: 'Месяц — число от 1 до 12' })
      .int({ error: 'Месяц — число от 1 до 12' })
      .min(1, { error: 'Месяц — число от 1 до 12' })
      .max(12, { error: 'Месяц — число от 1 до 12' }),
    { error: 'Неверный список месяцев' },
  ),
);

/** Every parameter of the calculator (Calc, CalcPdf). Bounds of advance and term depend on the category. */
export const ZCalcParams = z.object({
  price: z.coerce.number({ error: 'Укажите стоимость техники числом' }).describe('Price with VAT, roubles'),
  advance: z.coerce.number({ error: 'Укажите аванс числом' }).describe('Advance, percent of the price'),
  term: z.coerce.number({ error: 'Укажите срок лизинга числом' }).describe('Term, months'),
  repayment_code: ZRepaymentCode.default('1').describe('1 annuity, 2 regressive, 9 seasonal'),
  RegressionCoef: z.coerce
    .number({ error: 'Укажите коэффициент регрессии числом' })
    .optional()
    .describe('Regressive: a payment is this fraction of the one 12 months earlier (0.5–1)'),
  months: ZMonthList.optional().describe('Seasonal: months of the year (1–12) carrying the payments'),
  guid_category: z.string().max(64).optional().describe('Category whose conditions apply (CalcListCategory)'),
  state_support: ZFlag.default('0').describe('1: apply a state-support programme'),
  id_programme: z
    .string()
    .max(32)
    .optional()
    .describe('Programme code (CalcInit programmes); the first by default'),
  date_start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Дата начала должна быть в формате yyyy-MM-dd' })
    .refine(isCalendarDay, 'Такого дня нет в календаре')
    .optional()
    .describe('Day of signing; payments follow monthly. Today by default'),
});
export type TCalcParams = z.input<typeof ZCalcParams>;

export const ZScheduleRow = z.object({
  number: z.number().int(),
  date: z.string().describe('yyyy-MM-dd'),
  payment: z.number(),
  principal: z.number(),
  interest: z.number(),
  remaining: z.number(),
});
export type TScheduleRow = z.infer<typeof ZScheduleRow>;

export const ZTaxSavings = z.object({
  vat: z.number().describe('VAT to deduct: 20/120 of the lease payments'),
  profit_tax: z.number().describe('Profit tax saved: 25 % of the payments net of VAT'),
  total: z.number(),
});

/** Figures of a calculation; money in roubles with kopecks. */
export const ZCalcFigures = z.object({
  price: z.number(),
  advance_percent: z.number(),
  advance: z.number(),
  financed: z.number(),
  term: z.number().int(),
  rate: z.number().describe('Annual rate applied, percent'),
  base_rate: z.number().describe('Rate of the category before state support'),
  monthly_payment: z.number(),
  total: z.number().describe('Advance plus all payments'),
  overpayment: z.number(),
  interest: z.number(),
  effective_rate: z.number().describe('Effective annual rate of the cash flows, percent'),
  tax_savings: ZTaxSavings,
});

export const ZCalcResult = ZCalcFigures.extend({
  success: z.literal(true),
  repayment_code: ZRepaymentCode,
  RegressionCoef: z.number().nullable(),
  months: z.array(z.number().int()),
  guid_category: z.string().nullable(),
  id_programme: z.string().nullable(),
  date_start: z.string(),
  schedule: z.array(ZScheduleRow),
});
export type TCalcResult = z.infer<typeof ZCalcResult>;

const ZRange = z.object({ min: z.number(), max: z.number() });

export const ZProgramme = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rate_reduction: z.number().describe('Percentage points off the annual rate'),
  min_rate: z.number(),
});
export type TProgramme = z.infer<typeof ZProgramme>;

/** Conditions of a category (GetBorderConditions). */
export const ZBorderConditions = z.object({
  guid_category: z.string(),
  title: z.string(),
  min_advance: z.number(),
  max_advance: z.number(),
  default_advance: z.number(),
  min_term: z.number().int(),
  max_term: z.number().int(),
  default_term: z.number().int(),
  rate: z.number(),
  programmes: z.array(z.object({ id: z.string(), title: z.string(), rate: z.number() })),
});
export type TBorderConditions = z.infer<typeof ZBorderConditions>;

export const calcInit = defineCall({
  method: 'GET',
  path: '/CalcInit',
  access: 'public',
  group: 'calculator',
  summary: 'Initial values, limits, schedule types and state-support programmes of the calculator',
  query: z.object({ isshtp: ZFlag.optional().describe('1: open with state support switched on') }),
  reply: z.object({
    initialValues: z.object({
      price: z.number(),
      advance: z.number(),
      term: z.number().int(),
      repayment_code: ZRepaymentCode,
      RegressionCoef: z.number(),
      months: z.array(z.number().int()),
      guid_category: z.string().nullable(),
      state_support: ZFlag,
      id_programme: z.string(),
    }),
    limits: z.object({ price: ZRange, advance: ZRange, term: ZRange, RegressionCoef: ZRange }),
    rate: z.number(),
    repayment_types: z.array(z.object({ code: ZRepaymentCode, title: z.string() })),
    programmes: z.array(ZProgramme),
  }),
});

export const calcListCategory = defineCall({
  method: 'GET',
  path: '/CalcListCategory',
  access: 'public',
  group: 'calculator',
  summary: 'Top categories usable in the calculator, each with its conditions id',
  query: z.object({}),
  reply: z.object({
    items: z.array(
      z.object({
        guid: z.string(),
        id: z.number().int(),
        title: z.string(),
        uri: z.string(),
        rate: z.number(),
      }),
    ),
  }),
});

export const getBorderConditions = defineCall({
  method: 'GET',
  path: '/GetBorderConditions',
  access: 'public',
  group: 'calculator',
  summary:
    'Bounds of advance and term and the rates of a category (by its guid, id or uri; subcategories use their top)',
  query: z.object({ guid_category: z.string({ error: 'Укажите категорию (guid_category)' }).min(1).max(64) }),
  reply: ZBorderConditions,
});

export const calc = defineCall({
  method: 'GET',
  path: '/Calc',
  access: 'public',
  group: 'calculator',
  summary: 'Leasing calculation: figures and the full payment schedule',
  query: ZCalcParams,
  reply: ZCalcResult,
});

export const calcOnProduct = defineCall({
  method: 'GET',
  path: '/CalcOnProduct',
  access: 'public',
  group: 'calculator',
  summary: "An estimate for a product page at its category's default conditions",
  query: z.object({
    id_product: zId('Неверный идентификатор товара'),
  }),
  reply: ZCalcFigures.extend({
    id_product: z.number().int(),
    title: z.string(),
    guid_category: z.string(),
    category: z.string(),
    calculator_url: z.string().describe('The calculator prefilled with this estimate'),
  }),
});
export type TCalcOnProduct = z.infer<typeof calcOnProduct.reply>;

/** GET /srv/CalcPdf with the Calc parameters answers the offer as a PDF (docs/decisions/0021). */
export const CALC_PDF_PATH = '/CalcPdf';

/** POST /srv/KPRequest, multipart: file, phone, comment (docs/decisions/0022). */
export const KP_REQUEST_PATH = '/KPRequest';
export const ZKpRequestReply = z.object({
  success: z.literal(true),
  id: z.number().int(),
  message: z.string(),
});
export type TKpRequestReply = z.infer<typeof ZKpRequestReply>;
