import type { TCalcParams, TRepaymentCode } from '@agrolease/contracts/calculator';

/** What the calculator page's controls hold. */
export interface CalculatorState {
  price: number;
  advance: number;
  term: number;
  repayment_code: TRepaymentCode;
  RegressionCoef: number;
  months: number[];
  guid_category: string | null;
  state_support: boolean;
  id_programme: string;
}

export interface CalculatorBounds {
  min_advance: number;
  max_advance: number;
  min_term: number;
  max_term: number;
}

/** The Calc / CalcPdf parameters of a state: only what the chosen schedule type uses. */
export function calcParams(state: CalculatorState): TCalcParams {
  return {
    price: state.price,
    advance: state.advance,
    term: state.term,
    repayment_code: state.repayment_code,
    ...(state.repayment_code === '2' ? { RegressionCoef: state.RegressionCoef } : {}),
    ...(state.repayment_code === '9' ? { months: state.months.join(',') } : {}),
    ...(state.guid_category ? { guid_category: state.guid_category } : {}),
    ...(state.state_support ? { state_support: '1' as const, id_programme: state.id_programme } : {}),
  };
}

/** The query string of a state, for /srv/Calc, /srv/CalcPdf and the application link. */
export function calcQuery(state: CalculatorState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(calcParams(state))) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps advance and term inside a category's bounds when the category changes. */
export function clampToBounds(state: CalculatorState, bounds: CalculatorBounds): CalculatorState {
  return {
    ...state,
    advance: clamp(state.advance, bounds.min_advance, bounds.max_advance),
    term: clamp(Math.round(state.term), bounds.min_term, bounds.max_term),
  };
}

function numberParam(search: URLSearchParams, name: string): number | undefined {
  const text = search.get(name);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The starting state: the server's initial values overridden by a link's query string
 * (CalcOnProduct's calculator_url, a shared link), advance and term kept inside the bounds.
 */
export function stateFromSearch(
  initial: CalculatorState,
  search: URLSearchParams,
  boundsOf: (guid: string | null) => CalculatorBounds,
): CalculatorState {
  const code = search.get('repayment_code');
  const months = (search.get('months') ?? '')
    .split(',')
    .map(Number)
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12);
  const guid = search.get('guid_category') || initial.guid_category;
  const state: CalculatorState = {
    ...initial,
    price: numberParam(search, 'price') ?? initial.price,
    advance: numberParam(search, 'advance') ?? initial.advance,
    term: numberParam(search, 'term') ?? initial.term,
    repayment_code: code === '1' || code === '2' || code === '9' ? code : initial.repayment_code,
    RegressionCoef: numberParam(search, 'RegressionCoef') ?? initial.RegressionCoef,
    months: months.length > 0 ? months : initial.months,
    guid_category: guid,
    state_support: search.has('state_support') ? search.get('state_support') === '1' : initial.state_support,
    id_programme: search.get('id_programme') || initial.id_programme,
  };
  return clampToBounds(state, boundsOf(state.guid_category));
}
