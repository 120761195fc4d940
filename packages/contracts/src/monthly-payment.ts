import { z } from 'zod';

/**
 * «от … ₽/мес.» beside a price: the calculator's monthly payment for the price at the category's
 * default advance and term, annuity, as CalcOnProduct gives it (decision 0173); null when the
 * calculator cannot price it (below its minimum price).
 */
export const ZMonthlyPayment = z
  .number()
  .nullable()
  .describe("Roubles a month at the category's default conditions (CalcOnProduct), null if not priced");
