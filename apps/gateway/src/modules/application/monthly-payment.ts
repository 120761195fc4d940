import type { Database } from '@agrolease/db';
import { formatMonthlyPayment, formatNumberRu, formatRoubles } from '@agrolease/domain';
import { conditionsOfProducts, estimateTerms } from '../calculator/index.ts';

/** The wizard's schedule choice → the calculator's repayment code. */
const REPAYMENT_CODE = { annuity: '1', decreasing: '2', seasonal: '9' } as const;

export interface MonthlyPaymentBox {
  title: string;
  text: string;
  hint: string;
}

/**
 * «от … ₽/мес.» of an application (issue 38, decision 0175): the machines' sum at the
 * application's own advance, term and schedule, through the calculator's calculateWith under the
 * machines' category conditions, so the figure is the one /srv/Calc gives for the same inputs.
 * Terms not chosen yet take the calculator's defaults of that category.
 */
export async function applicationMonthlyPayment(
  db: Database,
  form: Record<string, unknown>,
  lines: readonly { id_product: number }[],
  price: number,
): Promise<MonthlyPaymentBox | null> {
  if (lines.length === 0 || !(price > 0)) return null;
  const conditions = await conditionsOfProducts(
    db,
    lines.map((line) => line.id_product),
  );
  const advance = typeof form.advance_percent === 'number' ? form.advance_percent : conditions.defaultAdvance;
  const term = typeof form.term_months === 'number' ? form.term_months : conditions.defaultTerm;
  const scheduleType = String(form.schedule_type ?? 'annuity');
  const repayment = REPAYMENT_CODE[scheduleType as keyof typeof REPAYMENT_CODE] ?? '1';
  const { result, error } = estimateTerms(conditions, {
    price,
    advance,
    term,
    repayment_code: repayment,
    state_support: '0',
    guid_category: conditions.guid ?? undefined,
  });
  const title = 'Ежемесячный платёж';
  if (!result) return { title, text: '—', hint: `${conditions.title}: ${error}` };
  return {
    title,
    text: formatMonthlyPayment(result.monthly_payment),
    hint: `${conditions.title}: ${formatRoubles(price)}, аванс ${formatNumberRu(advance)} %, ${term} мес., ставка ${formatNumberRu(result.rate)} % — как в калькуляторе`,
  };
}
