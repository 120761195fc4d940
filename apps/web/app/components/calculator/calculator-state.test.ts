import { describe, expect, it } from 'vitest';
import { type CalculatorState, calcQuery, clampToBounds, stateFromSearch } from './calculator-state';

const initial: CalculatorState = {
  price: 5_000_000,
  advance: 20,
  term: 36,
  repayment_code: '1',
  RegressionCoef: 0.8,
  months: [9, 10, 11],
  guid_category: null,
  state_support: false,
  id_programme: 'minselhoz',
};
const bounds = { min_advance: 10, max_advance: 49, min_term: 12, max_term: 60 };

describe('calculator state', () => {
  it('sends only the parameters of the chosen schedule type', () => {
    expect(calcQuery(initial)).toBe('price=5000000&advance=20&term=36&repayment_code=1');
    expect(calcQuery({ ...initial, repayment_code: '2' })).toContain('RegressionCoef=0.8');
    expect(calcQuery({ ...initial, repayment_code: '9' })).toContain('months=9%2C10%2C11');
    expect(calcQuery({ ...initial, state_support: true, guid_category: 'g' })).toBe(
      'price=5000000&advance=20&term=36&repayment_code=1&guid_category=g&state_support=1&id_programme=minselhoz',
    );
  });

  it('keeps advance and term inside the bounds of the category', () => {
    expect(clampToBounds({ ...initial, advance: 0, term: 84 }, bounds)).toMatchObject({
      advance: 10,
      term: 60,
    });
  });

  it('starts from a link, ignoring what it cannot read', () => {
    const search = new URLSearchParams(
      'price=2400000&advance=70&term=abc&repayment_code=7&months=10,13&guid_category=g',
    );
    const state = stateFromSearch(initial, search, () => bounds);
    expect(state).toMatchObject({
      price: 2_400_000,
      advance: 49,
      term: 36,
      repayment_code: '1',
      months: [10],
      guid_category: 'g',
    });
  });
});
